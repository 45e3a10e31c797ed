import {
  ADVERTS_PATH,
  type AdvertListItem,
  advertListItemSchema,
  createAdvertListResource,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no advert record schema and no form rule. AdvertFormScreen.tsx gives the forms the same keys.
 */
export const advertListQueries = crudListQueries<AdvertListItem, TitleFilter>({
  root: 'adverts',
  listResource: (client) => resourceOf(client, createAdvertListResource),
  listed: { path: ADVERTS_PATH, schema: advertListItemSchema },
  filters: byTitle,
});
