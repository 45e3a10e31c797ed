/**
 * The newsletter's banner images (03 §2): their own module, so the selects module (which every form with
 * an option list loads) parses `/api/newsletters_images/select` without the newsletter's schemas.
 */
import { z } from 'zod';
import {
  idSchema,
  jsonLdShape,
  nullableStringSchema,
  objectOf,
  optionalText,
  textOrEmptySchema,
} from './shared';

/** A banner image of GET /api/newsletters_images/select and its record. */
export const newsletterImageSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  fileName: z.optional(nullableStringSchema).transform((value) => value ?? null),
  label: textOrEmptySchema,
  href: z.optional(nullableStringSchema).transform((value) => value ?? null),
  url: z.optional(nullableStringSchema).transform((value) => value ?? null),
});
export type NewsletterImage = z.infer<typeof newsletterImageSchema>;

/** PUT /api/newsletters_images/{id} with {url}. */
export const newsletterImageUrlPayloadSchema = objectOf({ url: optionalText() });
export type NewsletterImageUrlPayload = z.infer<typeof newsletterImageUrlPayloadSchema>;

/** The text field of the multipart POST /api/newsletters_images (file + url). */
export const newsletterImageUploadFieldsSchema = objectOf({ url: optionalText() });

/** POST /api/newsletters_images answer. */
export const newsletterImageUploadResponseSchema = z.looseObject({
  ...jsonLdShape,
  id: z.optional(idSchema),
  fileName: z.string(),
});
export type NewsletterImageUploadResponse = z.infer<typeof newsletterImageUploadResponseSchema>;
