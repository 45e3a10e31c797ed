import { pressPublisherListItemSchema } from '../schemas/pressPublisherList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const PRESS_PUBLISHERS_PATH = '/api/press_publishers';

/**
 * What the 'Wydawcy prasy' list does with /api/press_publishers, on zod/mini (SDK-C33): list (name),
 * pages, remove. The record, its saves and the options are `createPressPublishersResource`'s
 * (./pressPublishers).
 */
export function createPressPublisherListResource(ctx: ResourceContext) {
  return crudListOps<typeof pressPublisherListItemSchema, NameFilter>(ctx, {
    path: PRESS_PUBLISHERS_PATH,
    listItem: pressPublisherListItemSchema,
  });
}
export type PressPublisherListResource = ReturnType<typeof createPressPublisherListResource>;
