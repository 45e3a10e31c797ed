import {
  type PressCompanyCreatePayload,
  type PressCompanyPatch,
  type PressCompanyUpdatePayload,
  pressCompanySchema,
} from '../schemas/pressCompanies';
import { createOp, getOp, patchOp, updateOp } from './base';
import type { ResourceContext } from './context';
import { createPressCompanyListResource, PRESS_COMPANIES_PATH as PATH } from './pressCompanyList';

/**
 * Press profiles (D5): /api/companies list (name), get (refreshing the token first when under 10 s
 * remain), create, update, remove, and the moderationState toggle (`patch` with {moderationState}). The
 * list's calls are `createPressCompanyListResource`'s (./pressCompanyList).
 */
export function createPressCompaniesResource(ctx: ResourceContext) {
  // PATCH is the moderation toggle only (03 §7: {moderationState: 0 or 1}).
  const { patch } = patchOp<typeof pressCompanySchema, PressCompanyPatch>(ctx, PATH, pressCompanySchema);
  return {
    ...createPressCompanyListResource(ctx),
    ...getOp(ctx, PATH, pressCompanySchema, { freshToken: true }),
    ...createOp<typeof pressCompanySchema, PressCompanyCreatePayload>(ctx, PATH, pressCompanySchema),
    ...updateOp<typeof pressCompanySchema, PressCompanyUpdatePayload>(ctx, PATH, pressCompanySchema),
    patch,
  };
}
export type PressCompaniesResource = ReturnType<typeof createPressCompaniesResource>;
