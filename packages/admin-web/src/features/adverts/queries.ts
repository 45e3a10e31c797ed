import {
  type Advert,
  type AdvertListItem,
  type AdvertPayload,
  createAdvertsResource,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { advertListQueries } from './listQueries';

/**
 * /api/advs: the list (listQueries.ts) and one advert; the saves are multipart with the image (the
 * definition's send).
 */
export const advertQueries = withRecordQueries<Advert, AdvertListItem, AdvertPayload, TitleFilter>(
  advertListQueries,
  (client) => ({
    list: resourceOf(client, createAdvertsResource).list,
    get: resourceOf(client, createAdvertsResource).get,
    remove: resourceOf(client, createAdvertsResource).remove,
    create: (payload, options) =>
      resourceOf(client, createAdvertsResource).create(payload, undefined, options),
    update: (id, payload, options) =>
      resourceOf(client, createAdvertsResource).update(id, payload, undefined, options),
  }),
);
