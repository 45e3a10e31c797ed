/**
 * The JSON-LD envelope API Platform adds to every item.
 */
import { z } from 'zod';

/** The JSON-LD keys API Platform adds to every item; optional so plain JSON parses too. */
export const jsonLdShape = {
  '@context': z.unknown().optional(),
  '@id': z.string().optional(),
  '@type': z.string().optional(),
} as const;

/** An item envelope with nothing but the JSON-LD keys. */
export const jsonLdItemSchema = z.object(jsonLdShape);
export type JsonLdItem = z.infer<typeof jsonLdItemSchema>;
