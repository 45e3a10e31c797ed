import type { CallOptions } from '../http/types';
import { type SubscriberPayload, subscriberExportRowSchema, subscriberSchema } from '../schemas/subscribers';
import { collectionOps, createOp, getOp, type Id, patchOp } from './base';
import type { ResourceContext } from './context';
import {
  createSubscriberListResource,
  SUBSCRIBERS_PATH,
  type SubscriberListFilter,
  subscriberListQuery,
} from './subscriberList';

/**
 * /api/subscribers: the list's calls (list by date[after], date[before], remove, the activeP toggle, the
 * generation that answers a download link: ./subscriberList), get, create ({email, addByAdmin, activeP}),
 * PATCH activeP, and the export's walk of confirmed subscribers.
 */
export function createSubscribersResource(ctx: ResourceContext) {
  const patch = patchOp<typeof subscriberSchema, { activeP: boolean }>(
    ctx,
    SUBSCRIBERS_PATH,
    subscriberSchema,
  );
  const exportRows = collectionOps<typeof subscriberExportRowSchema, SubscriberListFilter>(
    ctx,
    SUBSCRIBERS_PATH,
    subscriberExportRowSchema,
    subscriberListQuery,
  );
  return {
    ...createSubscriberListResource(ctx),
    /** Every page of the list as the export's rows (`subscriberExportRowSchema`): the CLI's export walk. */
    exportPages: exportRows.pages,
    ...getOp(ctx, SUBSCRIBERS_PATH, subscriberSchema),
    ...createOp<typeof subscriberSchema, SubscriberPayload>(ctx, SUBSCRIBERS_PATH, subscriberSchema),
    ...patch,
    /** PATCH {activeP} with the given value (pass the negation of the current one to toggle). */
    setActive: (id: Id, activeP: boolean, options?: CallOptions) => patch.patch(id, { activeP }, options),
  };
}
export type SubscribersResource = ReturnType<typeof createSubscribersResource>;
