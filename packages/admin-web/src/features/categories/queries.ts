import {
  type Category,
  type CategoryListItem,
  type CategoryPayload,
  createCategoriesResource,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/categories: list by name, one category; saves refresh /api/categories/select. */
export const categoryQueries = crudQueries<Category, CategoryListItem, CategoryPayload, NameFilter>({
  root: 'categories',
  resource: (client) => resourceOf(client, createCategoriesResource),
  filters: byName,
  optionSource: '/api/categories/select',
});
