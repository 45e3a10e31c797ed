import { probeListItemSchema } from '../schemas/probeList';
import { crudListOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';

export const PROBES_PATH = '/api/probes';

/**
 * What the polls list does with /api/probes (03 §7), on zod/mini (SDK-C33): list (title), pages, remove.
 * The record and its saves are `createProbesResource`'s (./probes).
 */
export function createProbeListResource(ctx: ResourceContext) {
  return crudListOps<typeof probeListItemSchema, TitleFilter>(ctx, {
    path: PROBES_PATH,
    listItem: probeListItemSchema,
  });
}
export type ProbeListResource = ReturnType<typeof createProbeListResource>;
