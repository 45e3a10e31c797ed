import { producerListItemSchema } from '../schemas/producerList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const PRODUCERS_PATH = '/api/producers';

/**
 * What the phone producers list does with /api/producers (03 §7), on zod/mini (SDK-C33): list (name),
 * pages, remove. The record and its saves are `createProducersResource`'s (./producers).
 */
export function createProducerListResource(ctx: ResourceContext) {
  return crudListOps<typeof producerListItemSchema, NameFilter>(ctx, {
    path: PRODUCERS_PATH,
    listItem: producerListItemSchema,
  });
}
export type ProducerListResource = ReturnType<typeof createProducerListResource>;
