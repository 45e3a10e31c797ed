import type { Advert, AdvertListItem, AdvertPayload, TitleFilter } from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** Adverts search by title (03 §7: GET /api/advs?title={text}). */
export function byTitle({ page, searchQuery }: CrudListState): TitleFilter {
  return { page, title: searchQuery || undefined };
}

/** /api/advs: list by title, one advert; the saves are multipart with the image (the definition's send). */
export const advertQueries = crudQueries<Advert, AdvertListItem, AdvertPayload, TitleFilter>({
  root: 'adverts',
  resource: (client) => ({
    list: client.adverts.list,
    get: client.adverts.get,
    remove: client.adverts.remove,
    create: (payload, options) => client.adverts.create(payload, undefined, options),
    update: (id, payload, options) => client.adverts.update(id, payload, undefined, options),
  }),
  filters: byTitle,
});
