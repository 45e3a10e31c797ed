import type { CallOptions } from '../http/types';
import {
  type PressCompanyCreatePayload,
  type PressCompanyPatch,
  type PressCompanyUpdatePayload,
  pressCompanyListItemSchema,
  pressCompanySchema,
} from '../schemas/pressCompanies';
import {
  collectionOps,
  createOp,
  getOp,
  type Id,
  type NameFilter,
  patchOp,
  removeOp,
  updateOp,
} from './base';
import type { ResourceContext } from './context';

const PATH = '/api/companies';

/**
 * Press profiles (D5): /api/companies list (name), get (refreshing the token first when under 10 s
 * remain), create, update, remove, and the moderationState toggle (`patch` with {moderationState}).
 */
export function createPressCompaniesResource(ctx: ResourceContext) {
  // PATCH is the moderation toggle only (03 §7: {moderationState: 0 or 1}).
  const { patch } = patchOp<typeof pressCompanySchema, PressCompanyPatch>(ctx, PATH, pressCompanySchema);
  return {
    ...collectionOps<typeof pressCompanyListItemSchema, NameFilter>(ctx, PATH, pressCompanyListItemSchema),
    ...getOp(ctx, PATH, pressCompanySchema, { freshToken: true }),
    ...createOp<typeof pressCompanySchema, PressCompanyCreatePayload>(ctx, PATH, pressCompanySchema),
    ...updateOp<typeof pressCompanySchema, PressCompanyUpdatePayload>(ctx, PATH, pressCompanySchema),
    patch,
    ...removeOp(ctx, PATH),
    /** PATCH {moderationState: 1 | 0} ('Zaakceptuj i wyślij' publishes, the green check withdraws). */
    setModerationState: (id: Id, published: boolean, options?: CallOptions) =>
      patch(id, { moderationState: published ? 1 : 0 }, options),
  };
}
export type PressCompaniesResource = ReturnType<typeof createPressCompaniesResource>;
