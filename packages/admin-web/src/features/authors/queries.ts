import {
  type Author,
  type AuthorListItem,
  type AuthorPayload,
  createAuthorsResource,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/authors: list by name, one author. */
export const authorQueries = crudQueries<Author, AuthorListItem, AuthorPayload, NameFilter>({
  root: 'authors',
  resource: (client) => resourceOf(client, createAuthorsResource),
  filters: byName,
});
