/**
 * What the phone producers list reads (03 §7): a member of GET /api/producers as `producerSchema`
 * (./producers) reads it, the fields the list may lack optional. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the producers list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  mediaIdSchema,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';

/** The main picture with its title, when the server embeds it. */
export const producerMediaSchema = z.pipe(
  z.optional(
    z.nullable(
      z.object({
        ...jsonLdShape,
        title: nullableStringSchema,
        fileName: textOrEmptySchema,
        newPath: booleanishSchema,
      }),
    ),
  ),
  z.transform((value) => value ?? null),
);

export const producerListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  nameSlug: z.optional(nullableStringSchema),
  mediaId: z.optional(mediaIdSchema),
  deleted: deletedSchema,
  media: z.optional(producerMediaSchema),
};

export const producerListItemSchema = z.object(producerListItemShape);
export type ProducerListItem = z.infer<typeof producerListItemSchema>;
