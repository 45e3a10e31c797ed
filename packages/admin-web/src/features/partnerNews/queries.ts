import {
  createPartnerNewsResource,
  type PartnerNewsBox,
  type PartnerNewsListFilter,
  type PartnerNewsListItem,
  type PartnerNewsPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { partnerNewsListQueries } from './listQueries';

/**
 * /api/newsletter_partner_news: the list (listQueries.ts) and one box; boxes are saved by the form's own
 * multipart call (`send`) and never deleted.
 */
export const partnerNewsQueries = withRecordQueries<
  PartnerNewsBox,
  PartnerNewsListItem,
  PartnerNewsPayload,
  PartnerNewsListFilter
>(partnerNewsListQueries, (client) => ({
  list: resourceOf(client, createPartnerNewsResource).list,
  get: resourceOf(client, createPartnerNewsResource).get,
  create: (payload) => resourceOf(client, createPartnerNewsResource).create(payload),
  update: (id, payload) => resourceOf(client, createPartnerNewsResource).update(id, payload),
  remove: () => Promise.reject(new Error('partner-news boxes are not deleted')),
}));
