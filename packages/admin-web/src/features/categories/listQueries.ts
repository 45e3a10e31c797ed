import {
  CATEGORIES_PATH,
  type CategoryListItem,
  categoryListItemSchema,
  createCategoryListResource,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no category record schema and no form rule. CategoryFormScreen.tsx gives the forms the same
 * keys; saves refresh /api/categories/select.
 */
export const categoryListQueries = crudListQueries<CategoryListItem, NameFilter>({
  root: 'categories',
  listResource: (client) => resourceOf(client, createCategoryListResource),
  listed: { path: CATEGORIES_PATH, schema: categoryListItemSchema },
  filters: byName,
  optionSource: '/api/categories/select',
});
