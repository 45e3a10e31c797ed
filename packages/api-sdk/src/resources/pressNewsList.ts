import type { WriteOptions } from '../http/conditional';
import { type PressNewsListItem, pressNewsListItemSchema } from '../schemas/pressNewsList';
import { crudListOps, expectingOnly, type Id, patchOp, type TitleFilter } from './base';
import type { ResourceContext } from './context';

export const PRESS_NEWS_PATH = '/api/news';

/**
 * What the press news list does with /api/news (03 §2), on zod/mini (SDK-C33): list (title), pages,
 * remove (unused by the panel), and the publication toggle (the answer read as a list item). One news
 * item is `createPressNewsResource`'s (./pressNews), which includes this.
 */
export function createPressNewsListResource(ctx: ResourceContext) {
  const { patch } = patchOp<typeof pressNewsListItemSchema, { isPublish: boolean }>(
    ctx,
    PRESS_NEWS_PATH,
    pressNewsListItemSchema,
  );
  return {
    ...crudListOps<typeof pressNewsListItemSchema, TitleFilter>(ctx, {
      path: PRESS_NEWS_PATH,
      listItem: pressNewsListItemSchema,
    }),
    /** PATCH {isPublish} with the given value (pass the negation of the current one to toggle). */
    setPublished: (id: Id, isPublish: boolean, options?: WriteOptions<Partial<PressNewsListItem>>) =>
      patch(id, { isPublish }, expectingOnly('isPublish', options)),
  };
}
export type PressNewsListResource = ReturnType<typeof createPressNewsListResource>;
