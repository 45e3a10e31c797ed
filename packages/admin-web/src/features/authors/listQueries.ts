import {
  AUTHORS_PATH,
  type AuthorListItem,
  authorListItemSchema,
  createAuthorListResource,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen loads no
 * author record schema and no form rule. AuthorFormScreen.tsx gives the forms the same keys.
 */
export const authorListQueries = crudListQueries<AuthorListItem, NameFilter>({
  root: 'authors',
  listResource: (client) => resourceOf(client, createAuthorListResource),
  listed: { path: AUTHORS_PATH, schema: authorListItemSchema },
  filters: byName,
});
