import { type PressNewsPatch, pressNewsSchema } from '../schemas/pressNews';
import { getOp, patchOp } from './base';
import type { ResourceContext } from './context';
import { createPressNewsListResource, PRESS_NEWS_PATH as PATH } from './pressNewsList';

/**
 * Press-centre news (D5): /api/news list (title), get, the isPublish patch, and DELETE (unused by the
 * panel). The list's calls are `createPressNewsListResource`'s (./pressNewsList).
 */
export function createPressNewsResource(ctx: ResourceContext) {
  const { patch } = patchOp<typeof pressNewsSchema, PressNewsPatch>(ctx, PATH, pressNewsSchema);
  return {
    ...createPressNewsListResource(ctx),
    ...getOp(ctx, PATH, pressNewsSchema),
    patch,
  };
}
export type PressNewsResource = ReturnType<typeof createPressNewsResource>;
