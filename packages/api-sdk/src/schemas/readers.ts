/**
 * Tolerant readers of what the server sends loosely: booleans as 0/1 or strings, numbers as strings,
 * nulls for texts, references as IRIs or objects. They read records; forms and bodies use ./fieldRules.
 *
 * Written with zod/mini (SDK-C30): a list screen reads its page with these and the JSON-LD and Hydra
 * pieces only, so it loads zod's core without the classic API (its methods, JSON Schema and locale).
 * Classic schemas compose them as they are (`z.object({ id: idSchema })`) and wrap them with the
 * functional forms (`z.optional(idSchema)`, `z.pipe(deletedSchema, z.transform(…))`), mini schemas
 * having no such methods.
 */
import { z } from 'zod/mini';
import { idFromIri } from './iris';
import { sharedMessages } from './messages';
import { numericOrSame, parseBooleanish } from './values';

/** A boolean read from the server; a missing value reads as false ("converted to booleans" on load). */
export const booleanishSchema = z.pipe(
  z.transform((value: unknown) => (value === undefined ? false : (parseBooleanish(value) ?? value))),
  z.boolean({ error: sharedMessages.invalidValue }),
);

/** A number read from the server (numeric strings accepted). */
export const numberishSchema = z.pipe(
  z.transform(numericOrSame),
  z.number({ error: sharedMessages.mustBeNumber }),
);

/** A nullable number read from the server. */
export const nullableNumberishSchema = z.pipe(
  z.transform((value: unknown) => (value === undefined || value === '' ? null : numericOrSame(value))),
  z.nullable(z.number({ error: sharedMessages.mustBeNumber })),
);

/** A number the server may send as null or leave out (a priority, an ordering): 0 then. */
export const numberOrZeroSchema = z.pipe(
  nullableNumberishSchema,
  z.transform((value) => value ?? 0),
);

/** A record id: a number (numeric strings accepted). */
export const idSchema = z.pipe(z.transform(numericOrSame), z.number({ error: sharedMessages.invalidValue }));

/** Text read from the server; missing or null reads as null, numbers as text. */
export const nullableStringSchema = z.pipe(
  z.transform((value: unknown) =>
    value === undefined ? null : typeof value === 'number' ? String(value) : value,
  ),
  z.nullable(z.string({ error: sharedMessages.mustBeText })),
);

/** Text read from the server; missing or null reads as ''. */
export const textOrEmptySchema = z.pipe(
  z.transform((value: unknown) =>
    value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value,
  ),
  z.string({ error: sharedMessages.mustBeText }),
);

/** Optional text read from the server: string or absent. */
export const optionalStringSchema = z.optional(z.string({ error: sharedMessages.mustBeText }));

/**
 * The id a reference names, as text: a number, an IRI ('/api/media/5' → '5') or an embedded object's
 * '@id' or id; null for an empty value; anything else is returned as it is, for the schema to refuse.
 */
function referencedId(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.includes('/')) return idFromIri(value);
  if (value && typeof value === 'object' && ('@id' in value || 'id' in value)) {
    const ref = (value as { '@id'?: unknown; id?: unknown })['@id'] ?? (value as { id?: unknown }).id;
    return idFromIri(ref as string | number);
  }
  return value;
}

/**
 * An image id as the forms hold it: a string, '0' meaning none. Reads numbers, null, '' and IRIs
 * ('/api/media/5' → '5').
 */
export const mediaIdSchema = z.pipe(
  z.transform((value: unknown) => referencedId(value) ?? '0'),
  z.string({ error: sharedMessages.mustBeText }),
);

/** An id read as a string or null (authorID …); IRIs read as their id. */
export const nullableIdStringSchema = z.pipe(
  z.transform(referencedId),
  z.nullable(z.string({ error: sharedMessages.mustBeText })),
);

/** The deletion timestamp of lists that grey deleted rows: a date-time or null. */
export const deletedSchema = z.pipe(
  nullableStringSchema,
  z.transform((value: string | null) => (value === '' ? null : value)),
);

/** A field the server may leave out, read as null when missing (`created`, `closed`, an optional relation). */
export function missingAsNull<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.optional(schema),
    z.transform((value) => value ?? null),
  );
}
