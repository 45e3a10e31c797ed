/**
 * What the adverts list reads (03 §7): a member of GET /api/advs as `advertSchema` (./adverts) reads it,
 * the fields the list may lack optional. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the adverts list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { relationListSchema } from './iris';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  idSchema,
  missingAsNull,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';

export const ADVERT_INDUSTRY_RESOURCE = 'adv_industries';

/** A text the server may leave out, read as `null`. */
const missingText = missingAsNull(nullableStringSchema);

export const advertListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  advIndustries: z.optional(relationListSchema(ADVERT_INDUSTRY_RESOURCE)),
  area: z.optional(nullableStringSchema),
  author: z.optional(nullableStringSchema),
  date: nullableStringSchema,
  externalLink: z.optional(nullableStringSchema),
  isPublish: booleanishSchema,
  keywords: z.optional(nullableStringSchema),
  mediaType: z.optional(nullableStringSchema),
  source: z.optional(nullableStringSchema),
  title: textOrEmptySchema,
  type: z.optional(nullableStringSchema),
  imgPath: missingText,
  imgName: missingText,
  imgExt: missingText,
};

export const advertListItemSchema = z.object(advertListItemShape);
export type AdvertListItem = z.infer<typeof advertListItemSchema>;

/**
 * The static path of an advert's image, from its folder, name and extension (03 §7):
 * '/media/advs/2026/11/reklama-1.png'; null without an image.
 */
export function advertImagePath(advert: {
  readonly imgPath?: string | null;
  readonly imgName?: string | null;
  readonly imgExt?: string | null;
}): string | null {
  if (!advert.imgPath || !advert.imgName || !advert.imgExt) return null;
  return `${advert.imgPath.replace(/\/+$/, '')}/${advert.imgName}.${advert.imgExt}`;
}
