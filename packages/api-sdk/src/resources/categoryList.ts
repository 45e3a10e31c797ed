import { categoryListItemSchema } from '../schemas/categoryList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const CATEGORIES_PATH = '/api/categories';

/**
 * What the categories list does with /api/categories (02 §7), on zod/mini (SDK-C33): list (name), pages,
 * remove. The record, its saves and the options are `createCategoriesResource`'s (./categories).
 */
export function createCategoryListResource(ctx: ResourceContext) {
  return crudListOps<typeof categoryListItemSchema, NameFilter>(ctx, {
    path: CATEGORIES_PATH,
    listItem: categoryListItemSchema,
  });
}
export type CategoryListResource = ReturnType<typeof createCategoryListResource>;
