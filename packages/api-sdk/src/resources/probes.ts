import { type ProbePayload, probeSchema } from '../schemas/probes';
import { crudOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';

/** /api/probes (polls): list (title), get, create, update, patch, remove. */
export function createProbesResource(ctx: ResourceContext) {
  return crudOps<typeof probeSchema, typeof probeSchema, ProbePayload, TitleFilter>(ctx, {
    path: '/api/probes',
    item: probeSchema,
    listItem: probeSchema,
  });
}
export type ProbesResource = ReturnType<typeof createProbesResource>;
