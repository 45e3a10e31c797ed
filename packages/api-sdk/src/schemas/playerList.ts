/**
 * What the video players list reads (03 §7; columns Id, Tytuł, Link, Data wyświetlania): a member of
 * GET /api/players as `playerSchema` (./players) reads it, the fields the list may lack optional. The
 * record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the players list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { booleanishSchema, idSchema, nullableStringSchema, textOrEmptySchema } from './readers';

export const playerListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  title: textOrEmptySchema,
  description: z.optional(nullableStringSchema),
  videoUrl: textOrEmptySchema,
  enabled: z.optional(booleanishSchema),
  dateFrom: nullableStringSchema,
  dateTo: nullableStringSchema,
};

/** List columns: Id, Tytuł, Link, Data wyświetlania. */
export const playerListItemSchema = z.object(playerListItemShape);
export type PlayerListItem = z.infer<typeof playerListItemSchema>;
