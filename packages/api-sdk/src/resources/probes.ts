import { probeListItemSchema } from '../schemas/probeList';
import { type ProbePayload, probeSchema } from '../schemas/probes';
import { crudOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';
import { PROBES_PATH } from './probeList';

/** /api/probes (polls): list (title), get, create, update, patch, remove. */
export function createProbesResource(ctx: ResourceContext) {
  return crudOps<typeof probeSchema, typeof probeListItemSchema, ProbePayload, TitleFilter>(ctx, {
    path: PROBES_PATH,
    item: probeSchema,
    listItem: probeListItemSchema,
  });
}
export type ProbesResource = ReturnType<typeof createProbesResource>;
