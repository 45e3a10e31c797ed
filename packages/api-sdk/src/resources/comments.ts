import type { CallOptions } from '../http/types';
import { commentSchema } from '../schemas/comments';
import { collectionOps, type Id, type PageFilter, removeOp } from './base';
import type { ResourceContext } from './context';

const PATH = '/api/comments';

export interface CommentFilter extends PageFilter {
  comment?: string | undefined;
}

/** /api/comments: list (page, comment), remove, and 'Usuń Wiele' (one after another). */
export function createCommentsResource(ctx: ResourceContext) {
  const { remove } = removeOp(ctx, PATH);
  return {
    ...collectionOps<typeof commentSchema, CommentFilter>(ctx, PATH, commentSchema),
    remove,
    /** Deletes the comments one after another, stopping at the first failure (which is rethrown). */
    removeMany: async (ids: readonly Id[], options?: CallOptions): Promise<void> => {
      for (const id of ids) await remove(id, options);
    },
  };
}
export type CommentsResource = ReturnType<typeof createCommentsResource>;
