import type { Category, CategoryListItem, CategoryPayload, NameFilter } from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/categories: list by name, one category; saves refresh /api/categories/select. */
export const categoryQueries = crudQueries<Category, CategoryListItem, CategoryPayload, NameFilter>({
  root: 'categories',
  resource: (client) => client.categories,
  filters: byName,
  optionSource: '/api/categories/select',
});
