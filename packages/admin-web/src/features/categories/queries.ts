import {
  type Category,
  type CategoryListItem,
  type CategoryPayload,
  createCategoriesResource,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { categoryListQueries } from './listQueries';

/** /api/categories: the list (listQueries.ts) and one category; saves refresh /api/categories/select. */
export const categoryQueries = withRecordQueries<Category, CategoryListItem, CategoryPayload, NameFilter>(
  categoryListQueries,
  (client) => resourceOf(client, createCategoriesResource),
);
