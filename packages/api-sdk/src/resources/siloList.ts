import { siloListItemSchema } from '../schemas/siloList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const SILOS_PATH = '/api/silos';

/**
 * What the silos list does with /api/silos (02 §7), on zod/mini (SDK-C33): list (name), pages, remove.
 * The record, its saves and the options are `createSilosResource`'s (./silos).
 */
export function createSiloListResource(ctx: ResourceContext) {
  return crudListOps<typeof siloListItemSchema, NameFilter>(ctx, {
    path: SILOS_PATH,
    listItem: siloListItemSchema,
  });
}
export type SiloListResource = ReturnType<typeof createSiloListResource>;
