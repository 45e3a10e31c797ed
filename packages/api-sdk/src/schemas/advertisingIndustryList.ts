/**
 * What the advertising industries list reads (03 §7): a member of GET /api/adv_industries as
 * `advertisingIndustrySchema` (./adverts) reads it. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the industries list loads
// no classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  idSchema,
  nullableStringSchema,
  numberOrZeroSchema,
  textOrEmptySchema,
} from './readers';

export const advertisingIndustryListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  slug: nullableStringSchema,
  showInMainMenuOrdering: booleanishSchema,
  ordering: numberOrZeroSchema,
};

export const advertisingIndustryListItemSchema = z.object(advertisingIndustryListItemShape);
export type AdvertisingIndustryListItem = z.infer<typeof advertisingIndustryListItemSchema>;
