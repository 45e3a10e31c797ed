import { type PressPublisherPayload, pressPublisherSchema } from '../schemas/pressPublishers';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

/**
 * Press publishers (SDK-35): /api/press_publishers list (name), get, create, update, patch, remove.
 * The magazine form's options: `selects.pressPublishers()`.
 */
export function createPressPublishersResource(ctx: ResourceContext) {
  return crudOps<typeof pressPublisherSchema, typeof pressPublisherSchema, PressPublisherPayload, NameFilter>(
    ctx,
    { path: '/api/press_publishers', item: pressPublisherSchema, listItem: pressPublisherSchema },
  );
}
export type PressPublishersResource = ReturnType<typeof createPressPublishersResource>;
