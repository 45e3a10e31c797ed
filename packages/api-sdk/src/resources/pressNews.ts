import type { CallOptions } from '../http/types';
import { type PressNewsPatch, pressNewsSchema } from '../schemas/pressNews';
import { collectionOps, getOp, type Id, patchOp, removeOp, type TitleFilter } from './base';
import type { ResourceContext } from './context';

const PATH = '/api/news';

/** Press-centre news (D5): /api/news list (title), get, the isPublish patch, and DELETE (unused by the panel). */
export function createPressNewsResource(ctx: ResourceContext) {
  const { patch } = patchOp<typeof pressNewsSchema, PressNewsPatch>(ctx, PATH, pressNewsSchema);
  return {
    ...collectionOps<typeof pressNewsSchema, TitleFilter>(ctx, PATH, pressNewsSchema),
    ...getOp(ctx, PATH, pressNewsSchema),
    patch,
    ...removeOp(ctx, PATH),
    /** PATCH {isPublish} with the given value (pass the negation of the current one to toggle). */
    setPublished: (id: Id, isPublish: boolean, options?: CallOptions) => patch(id, { isPublish }, options),
  };
}
export type PressNewsResource = ReturnType<typeof createPressNewsResource>;
