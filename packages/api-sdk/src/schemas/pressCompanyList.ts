/**
 * What the press profiles list reads (03 §2: Id, company name, date added, publication): a member of
 * GET /api/companies as `pressCompanySchema` (./pressCompanies) reads it. The record's schema spreads
 * this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the press lists load no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';

export const pressCompanyListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  moderationState: booleanishSchema,
  created: nullableStringSchema,
  deleted: deletedSchema,
};

/** List columns: Id, company name, date added, publication. */
export const pressCompanyListItemSchema = z.object(pressCompanyListItemShape);
export type PressCompanyListItem = z.infer<typeof pressCompanyListItemSchema>;
