import { siloListItemSchema } from '../schemas/siloList';
import { type SiloPayload, siloSchema } from '../schemas/silos';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';
import { SILOS_PATH } from './siloList';

/** /api/silos: list (name), get, create, update, patch, remove. Options: `selects.silos()`. */
export function createSilosResource(ctx: ResourceContext) {
  return crudOps<typeof siloSchema, typeof siloListItemSchema, SiloPayload, NameFilter>(ctx, {
    path: SILOS_PATH,
    item: siloSchema,
    listItem: siloListItemSchema,
  });
}
export type SilosResource = ReturnType<typeof createSilosResource>;
