/**
 * What the company directory's list reads (03 §7; D24): a member of GET /api/kf_companies as
 * `kfCompanySchema` (./kfCompanies) reads it, the fields the list may lack optional. The record's schema
 * spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the company list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { relationListSchema } from './iris';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  idSchema,
  nullableIdStringSchema,
  nullableNumberishSchema,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';

export const KF_SUBCATEGORY_RESOURCE = 'kf_subcategories';

export const kfCompanyListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  createYear: z.optional(nullableNumberishSchema),
  numberWorkers: z.optional(nullableNumberishSchema),
  districtId: z.optional(nullableIdStringSchema),
  city: z.optional(nullableStringSchema),
  address: z.optional(nullableStringSchema),
  phone: z.optional(nullableStringSchema),
  fax: z.optional(nullableStringSchema),
  email: z.optional(nullableStringSchema),
  www: z.optional(nullableStringSchema),
  moderationState: booleanishSchema,
  descr: z.optional(nullableStringSchema),
  subCategories: z.optional(relationListSchema(KF_SUBCATEGORY_RESOURCE)),
  slug: z.optional(nullableStringSchema),
  createTime: z.optional(nullableStringSchema),
};

export const kfCompanyListItemSchema = z.object(kfCompanyListItemShape);
export type KfCompanyListItem = z.infer<typeof kfCompanyListItemSchema>;
