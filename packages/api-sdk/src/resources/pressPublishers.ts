import { pressPublisherListItemSchema } from '../schemas/pressPublisherList';
import { type PressPublisherPayload, pressPublisherSchema } from '../schemas/pressPublishers';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';
import { PRESS_PUBLISHERS_PATH } from './pressPublisherList';

/**
 * Press publishers (SDK-35): /api/press_publishers list (name), get, create, update, patch, remove.
 * The magazine form's options: `selects.pressPublishers()`.
 */
export function createPressPublishersResource(ctx: ResourceContext) {
  return crudOps<
    typeof pressPublisherSchema,
    typeof pressPublisherListItemSchema,
    PressPublisherPayload,
    NameFilter
  >(ctx, { path: PRESS_PUBLISHERS_PATH, item: pressPublisherSchema, listItem: pressPublisherListItemSchema });
}
export type PressPublishersResource = ReturnType<typeof createPressPublishersResource>;
