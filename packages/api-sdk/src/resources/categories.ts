import { type CategoryPayload, categorySchema } from '../schemas/categories';
import { categoryListItemSchema } from '../schemas/categoryList';
import { crudOps, type NameFilter } from './base';
import { CATEGORIES_PATH } from './categoryList';
import type { ResourceContext } from './context';

/** /api/categories: list (name), get, create, update, patch, remove. Options: `selects.categories()`. */
export function createCategoriesResource(ctx: ResourceContext) {
  return crudOps<typeof categorySchema, typeof categoryListItemSchema, CategoryPayload, NameFilter>(ctx, {
    path: CATEGORIES_PATH,
    item: categorySchema,
    listItem: categoryListItemSchema,
  });
}
export type CategoriesResource = ReturnType<typeof createCategoriesResource>;
