/**
 * What the photo reportages list reads (SDK-35): a member of GET /api/photo_reportages as
 * `photoReportageSchema` (./photoReportages) reads it. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the photo reportages list
// loads no classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  missingAsNull,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';

export const photoReportageListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  title: textOrEmptySchema,
  type: textOrEmptySchema,
  isPublish: booleanishSchema,
  created: missingAsNull(nullableStringSchema),
  deleted: missingAsNull(deletedSchema),
};

export const photoReportageListItemSchema = z.object(photoReportageListItemShape);
export type PhotoReportageListItem = z.infer<typeof photoReportageListItemSchema>;
