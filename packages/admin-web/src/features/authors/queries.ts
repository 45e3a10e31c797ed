import {
  type Author,
  type AuthorListItem,
  type AuthorPayload,
  createAuthorsResource,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { authorListQueries } from './listQueries';

/** /api/authors: the list by name (listQueries.ts) and one author. */
export const authorQueries = withRecordQueries<Author, AuthorListItem, AuthorPayload, NameFilter>(
  authorListQueries,
  (client) => resourceOf(client, createAuthorsResource),
);
