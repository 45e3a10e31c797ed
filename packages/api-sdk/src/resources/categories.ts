import { type CategoryPayload, categoryListItemSchema, categorySchema } from '../schemas/categories';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

/** /api/categories: list (name), get, create, update, patch, remove. Options: `selects.categories()`. */
export function createCategoriesResource(ctx: ResourceContext) {
  return crudOps<typeof categorySchema, typeof categoryListItemSchema, CategoryPayload, NameFilter>(ctx, {
    path: '/api/categories',
    item: categorySchema,
    listItem: categoryListItemSchema,
  });
}
export type CategoriesResource = ReturnType<typeof createCategoriesResource>;
