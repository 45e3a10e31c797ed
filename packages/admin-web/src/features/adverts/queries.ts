import {
  type Advert,
  type AdvertListItem,
  type AdvertPayload,
  createAdvertsResource,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/advs: list by title, one advert; the saves are multipart with the image (the definition's send). */
export const advertQueries = crudQueries<Advert, AdvertListItem, AdvertPayload, TitleFilter>({
  root: 'adverts',
  resource: (client) => ({
    list: resourceOf(client, createAdvertsResource).list,
    get: resourceOf(client, createAdvertsResource).get,
    remove: resourceOf(client, createAdvertsResource).remove,
    create: (payload, options) =>
      resourceOf(client, createAdvertsResource).create(payload, undefined, options),
    update: (id, payload, options) =>
      resourceOf(client, createAdvertsResource).update(id, payload, undefined, options),
  }),
  filters: byTitle,
});
