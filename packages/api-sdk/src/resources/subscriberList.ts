import type { z } from 'zod/mini';
import type { WriteOptions } from '../http/conditional';
import type { CallOptions } from '../http/types';
import { inclusiveUpperBound } from '../schemas/dateBounds';
import {
  type SubscriberFilter,
  subscriberListItemSchema,
  subscribersExportSchema,
  toSubscriberTogglePayload,
} from '../schemas/subscriberList';
import type { SubscriberPatch } from '../schemas/subscribers';
import { crudListOps, expectingOnly, type Id, type PageFilter, patchOp } from './base';
import type { ResourceContext } from './context';

export const SUBSCRIBERS_PATH = '/api/subscribers';

export type SubscriberListFilter = SubscriberFilter & PageFilter;

/** The range of the list and of 'Generuj listę': 'Data do' includes its whole day. */
export function subscriberDateQuery(filter: SubscriberFilter) {
  return { 'date[after]': filter.after, 'date[before]': inclusiveUpperBound(filter.before) };
}

export function subscriberListQuery(filter: SubscriberListFilter) {
  return { page: filter.page, ...subscriberDateQuery(filter) };
}

/**
 * What the subscribers list does with /api/subscribers (03 §7), on zod/mini (SDK-C33): list (date[after],
 * date[before]), pages, remove, the activeP toggle (the answer read as a list item: the list reloads
 * afterwards) and the list generation that answers a download link. One record, the create and the
 * export's walk are `createSubscribersResource`'s (./subscribers), which includes all of this.
 */
export function createSubscriberListResource(ctx: ResourceContext) {
  const { patch } = patchOp<typeof subscriberListItemSchema, SubscriberPatch>(
    ctx,
    SUBSCRIBERS_PATH,
    subscriberListItemSchema,
  );
  return {
    ...crudListOps<typeof subscriberListItemSchema, SubscriberListFilter>(ctx, {
      path: SUBSCRIBERS_PATH,
      listItem: subscriberListItemSchema,
      toQuery: subscriberListQuery,
    }),
    /**
     * PATCH activeP to the opposite of its current value (the list reloads afterwards). With `expected`
     * (the row as listed), only a change of activeP meanwhile is a conflict.
     */
    toggle: (
      id: Id,
      current: boolean,
      options?: WriteOptions<Partial<z.output<typeof subscriberListItemSchema>>>,
    ) => patch(id, toSubscriberTogglePayload(current), expectingOnly('activeP', options)),
    /** GET /api/subscribers/generate?activeP=true&date[after]&date[before]: the link of the generated list. */
    generate: (filter: SubscriberFilter = {}, options?: CallOptions) =>
      ctx.sender.json(
        {
          method: 'GET',
          path: `${SUBSCRIBERS_PATH}/generate`,
          query: { activeP: true, ...subscriberDateQuery(filter) },
        },
        subscribersExportSchema,
        options,
      ),
  };
}
export type SubscriberListResource = ReturnType<typeof createSubscriberListResource>;
