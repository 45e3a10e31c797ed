import type { CallOptions } from '../http/types';
import {
  type SubscriberFilter,
  type SubscriberPayload,
  subscriberExportRowSchema,
  subscriberSchema,
  subscribersExportSchema,
} from '../schemas/subscribers';
import { collectionOps, createOp, getOp, type Id, type PageFilter, patchOp, removeOp } from './base';
import type { ResourceContext } from './context';

const PATH = '/api/subscribers';

export type SubscriberListFilter = SubscriberFilter & PageFilter;

function dateQuery(filter: SubscriberFilter) {
  return { 'date[after]': filter.after, 'date[before]': filter.before };
}

function listQuery(filter: SubscriberListFilter) {
  return { page: filter.page, ...dateQuery(filter) };
}

/**
 * /api/subscribers: list (date[after], date[before]), get, create ({email, addByAdmin, activeP}), the
 * activeP toggle (PATCH), remove, and the export of confirmed subscribers that answers a download link.
 */
export function createSubscribersResource(ctx: ResourceContext) {
  const patch = patchOp<typeof subscriberSchema, { activeP: boolean }>(ctx, PATH, subscriberSchema);
  const exportRows = collectionOps<typeof subscriberExportRowSchema, SubscriberListFilter>(
    ctx,
    PATH,
    subscriberExportRowSchema,
    listQuery,
  );
  return {
    ...collectionOps<typeof subscriberSchema, SubscriberListFilter>(ctx, PATH, subscriberSchema, listQuery),
    /** Every page of the list as the export's rows (`subscriberExportRowSchema`): the CLI's export walk. */
    exportPages: exportRows.pages,
    ...getOp(ctx, PATH, subscriberSchema),
    ...createOp<typeof subscriberSchema, SubscriberPayload>(ctx, PATH, subscriberSchema),
    ...patch,
    ...removeOp(ctx, PATH),
    /** PATCH {activeP} with the given value (pass the negation of the current one to toggle). */
    setActive: (id: Id, activeP: boolean, options?: CallOptions) => patch.patch(id, { activeP }, options),
    /** GET /api/subscribers/generate?activeP=true&date[after]&date[before]: the link of the generated list. */
    generate: (filter: SubscriberFilter = {}, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'GET', path: `${PATH}/generate`, query: { activeP: true, ...dateQuery(filter) } },
        subscribersExportSchema,
        options,
      ),
  };
}
export type SubscribersResource = ReturnType<typeof createSubscribersResource>;
