import { type ProducerPayload, producerListItemSchema, producerSchema } from '../schemas/producers';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

/**
 * /api/producers (phone producers): list (name), get, create, update, patch, remove. A chosen picture is
 * uploaded first with `media.upload('main', file, { title })`, then saved as mediaId.
 */
export function createProducersResource(ctx: ResourceContext) {
  return crudOps<typeof producerSchema, typeof producerListItemSchema, ProducerPayload, NameFilter>(ctx, {
    path: '/api/producers',
    item: producerSchema,
    listItem: producerListItemSchema,
  });
}
export type ProducersResource = ReturnType<typeof createProducersResource>;
