/**
 * Tolerant readers of what the server sends loosely: booleans as 0/1 or strings, numbers as strings,
 * nulls for texts, references as IRIs or objects. They read records; forms and bodies use ./fieldRules.
 */
import { z } from 'zod';
import { idFromIri } from './iris';
import { sharedMessages } from './messages';
import { numericOrSame, parseBooleanish } from './values';

/** A boolean read from the server; a missing value reads as false ("converted to booleans" on load). */
export const booleanishSchema = z.preprocess(
  (value) => (value === undefined ? false : (parseBooleanish(value) ?? value)),
  z.boolean({ error: sharedMessages.invalidValue }),
);

/** A number read from the server (numeric strings accepted). */
export const numberishSchema = z.preprocess(numericOrSame, z.number({ error: sharedMessages.mustBeNumber }));

/** A nullable number read from the server. */
export const nullableNumberishSchema = z.preprocess(
  (value) => (value === undefined || value === '' ? null : numericOrSame(value)),
  z.number({ error: sharedMessages.mustBeNumber }).nullable(),
);

/** A record id: a number (numeric strings accepted). */
export const idSchema = z.preprocess(numericOrSame, z.number({ error: sharedMessages.invalidValue }));

/** Text read from the server; missing or null reads as null, numbers as text. */
export const nullableStringSchema = z.preprocess(
  (value) => (value === undefined ? null : typeof value === 'number' ? String(value) : value),
  z.string({ error: sharedMessages.mustBeText }).nullable(),
);

/** Text read from the server; missing or null reads as ''. */
export const textOrEmptySchema = z.preprocess(
  (value) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value),
  z.string({ error: sharedMessages.mustBeText }),
);

/** Optional text read from the server: string or absent. */
export const optionalStringSchema = z.string({ error: sharedMessages.mustBeText }).optional();

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
export const mediaIdSchema = z.preprocess(
  (value) => referencedId(value) ?? '0',
  z.string({ error: sharedMessages.mustBeText }),
);

/** An id read as a string or null (authorID …); IRIs read as their id. */
export const nullableIdStringSchema = z.preprocess(
  referencedId,
  z.string({ error: sharedMessages.mustBeText }).nullable(),
);

/** The deletion timestamp of lists that grey deleted rows: a date-time or null. */
export const deletedSchema = nullableStringSchema.transform((value) => (value === '' ? null : value));
