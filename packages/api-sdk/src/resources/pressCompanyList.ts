import type { CallOptions } from '../http/types';
import { pressCompanyListItemSchema } from '../schemas/pressCompanyList';
import { crudListOps, type Id, type NameFilter, patchOp } from './base';
import type { ResourceContext } from './context';

export const PRESS_COMPANIES_PATH = '/api/companies';

/**
 * What the press profiles list does with /api/companies (03 §2), on zod/mini (SDK-C33): list (name),
 * pages, remove, and the moderation toggle (the answer read as a list item: the list reloads afterwards).
 * The record and its saves are `createPressCompaniesResource`'s (./pressCompanies), which includes this.
 */
export function createPressCompanyListResource(ctx: ResourceContext) {
  const { patch } = patchOp<typeof pressCompanyListItemSchema, { moderationState: 0 | 1 }>(
    ctx,
    PRESS_COMPANIES_PATH,
    pressCompanyListItemSchema,
  );
  return {
    ...crudListOps<typeof pressCompanyListItemSchema, NameFilter>(ctx, {
      path: PRESS_COMPANIES_PATH,
      listItem: pressCompanyListItemSchema,
    }),
    /** PATCH {moderationState: 1 | 0} ('Zaakceptuj i wyślij' publishes, the green check withdraws). */
    setModerationState: (id: Id, published: boolean, options?: CallOptions) =>
      patch(id, { moderationState: published ? 1 : 0 }, options),
  };
}
export type PressCompanyListResource = ReturnType<typeof createPressCompanyListResource>;
