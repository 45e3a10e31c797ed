import { type MagazinePatch, type MagazinePayload, magazineSchema } from '../schemas/magazines';
import { createOp, getOp, patchOp, updateOp } from './base';
import type { ResourceContext } from './context';
import { createPressMagazineListResource, PRESS_MAGAZINES_PATH as PATH } from './pressMagazineList';

/**
 * Press magazines (D6): /api/press_magazines list (title), get, create, update, patch ({isPublish}),
 * remove, and the paged issues of one magazine (the list's calls: `createPressMagazineListResource`,
 * ./pressMagazineList). Issues themselves: `pressIssues`; publishers: `selects.pressPublishers()`.
 */
export function createPressMagazinesResource(ctx: ResourceContext) {
  return {
    ...createPressMagazineListResource(ctx),
    ...getOp(ctx, PATH, magazineSchema),
    ...createOp<typeof magazineSchema, MagazinePayload>(ctx, PATH, magazineSchema),
    ...updateOp<typeof magazineSchema, MagazinePayload>(ctx, PATH, magazineSchema),
    // PATCH is the publication toggle only (03 §7: PATCH {isPublish}).
    ...patchOp<typeof magazineSchema, MagazinePatch>(ctx, PATH, magazineSchema),
  };
}
export type PressMagazinesResource = ReturnType<typeof createPressMagazinesResource>;
