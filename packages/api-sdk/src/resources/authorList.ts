import { authorListItemSchema } from '../schemas/authorList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const AUTHORS_PATH = '/api/authors';

/**
 * What the authors list does with /api/authors (02 §7), on zod/mini (SDK-C33): list (name), pages,
 * remove. The record, its saves, the full view, the statistics and the creatable select are
 * `createAuthorsResource`'s (./authors).
 */
export function createAuthorListResource(ctx: ResourceContext) {
  return crudListOps<typeof authorListItemSchema, NameFilter>(ctx, {
    path: AUTHORS_PATH,
    listItem: authorListItemSchema,
  });
}
export type AuthorListResource = ReturnType<typeof createAuthorListResource>;
