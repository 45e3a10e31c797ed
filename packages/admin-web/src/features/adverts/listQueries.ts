import {
  type AdvertListItem,
  createAdvertListResource,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/** The route names of the adverts' list and forms. */
export const ADVERT_ROUTES = { list: 'adverts', new: 'advertNew', edit: 'advertEdit' } as const;

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no advert record schema and no form rule. AdvertFormScreen.tsx gives the forms the same keys.
 */
export const advertListQueries = crudListQueries<AdvertListItem, TitleFilter>({
  root: 'adverts',
  listResource: (client) => resourceOf(client, createAdvertListResource),
  filters: byTitle,
});
