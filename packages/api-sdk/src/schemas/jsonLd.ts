/**
 * The JSON-LD envelope API Platform adds to every item (zod/mini, as ./readers: SDK-C30).
 */
import { z } from 'zod/mini';

/** The JSON-LD keys API Platform adds to every item; optional so plain JSON parses too. */
export const jsonLdShape = {
  '@context': z.optional(z.unknown()),
  '@id': z.optional(z.string()),
  '@type': z.optional(z.string()),
} as const;

/** An item envelope with nothing but the JSON-LD keys. */
export const jsonLdItemSchema = z.object(jsonLdShape);
export type JsonLdItem = z.infer<typeof jsonLdItemSchema>;
