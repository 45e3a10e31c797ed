import { producerListItemSchema } from '../schemas/producerList';
import { type ProducerPayload, producerSchema } from '../schemas/producers';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';
import { PRODUCERS_PATH } from './producerList';

/**
 * /api/producers (phone producers): list (name), get, create, update, patch, remove. A chosen picture is
 * uploaded first with `media.upload('main', file, { title })`, then saved as mediaId.
 */
export function createProducersResource(ctx: ResourceContext) {
  return crudOps<typeof producerSchema, typeof producerListItemSchema, ProducerPayload, NameFilter>(ctx, {
    path: PRODUCERS_PATH,
    item: producerSchema,
    listItem: producerListItemSchema,
  });
}
export type ProducersResource = ReturnType<typeof createProducersResource>;
