/**
 * IRIs and ids as API Platform writes them, and relations read from what the server sends (an IRI,
 * an embedded object with '@id', a bare id).
 */
// zod/mini, as ./readers (SDK-C30), which use the id reading here.
import { z } from 'zod/mini';
import { sharedMessages } from './messages';

export const API_PREFIX = '/api';

/** The IRI of a record as API Platform writes it: `iri('groups', 2)` → '/api/groups/2'. */
export function iri(resource: string, id: string | number): string {
  return `${API_PREFIX}/${resource}/${encodeURIComponent(String(id))}`;
}

/**
 * The id at the end of an IRI ('/api/groups/2' → '2'). A bare id is returned as it is. `null` for an
 * empty value.
 */
export function idFromIri(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(/\/+$/, '');
  if (text === '') return null;
  const last = text.slice(text.lastIndexOf('/') + 1);
  return last === '' ? null : decodeURIComponent(last);
}

/** The numeric id at the end of an IRI, or `null` when it is not a number. */
export function numericIdFromIri(value: string | number | null | undefined): number | null {
  const id = idFromIri(value);
  if (id === null || !/^\d+$/.test(id)) return null;
  return Number(id);
}

const IRI_PATTERN = /^\/api\/[A-Za-z0-9_/-]+\/[^/]+$/;

export function isIri(value: unknown): value is string {
  return typeof value === 'string' && IRI_PATTERN.test(value);
}

/** An IRI in a request body ('/api/groups/2'). */
export const iriSchema = z
  .string({
    error: (issue) => (issue.input == null ? sharedMessages.required : sharedMessages.invalidReference),
  })
  .check(z.regex(IRI_PATTERN, { error: sharedMessages.invalidReference }));

/**
 * A relation as the server may send it: an IRI, an embedded object with '@id', or a bare id, always read
 * as the IRI of `resource`.
 */
export function relationSchema(resource: string) {
  return z.pipe(
    z.transform((value: unknown) => toIri(resource, value)),
    iriSchema,
  );
}

/** A nullable relation read as an IRI or `null`. */
export function nullableRelationSchema(resource: string) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (value === null || value === undefined || value === '' || value === 0 || value === '0') return null;
      return toIri(resource, value);
    }),
    z.nullable(iriSchema),
  );
}

/** A list whose null or missing value reads as empty; `message` answers a value that is not a list. */
export function listOrEmpty<Item extends z.core.$ZodType>(item: Item, message?: string) {
  return z.pipe(
    z.transform((value: unknown) => (value === null || value === undefined ? [] : value)),
    message === undefined ? z.array(item) : z.array(item, { error: message }),
  );
}

/** A list of relations read as IRIs; a missing list reads as empty. */
export function relationListSchema(resource: string) {
  return listOrEmpty(relationSchema(resource), sharedMessages.mustBeList);
}

function toIri(resource: string, value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return iri(resource, value);
  if (typeof value === 'string') {
    if (value.startsWith('/')) return value;
    if (/^\d+$/.test(value)) return iri(resource, value);
    return value;
  }
  if (value && typeof value === 'object' && '@id' in value) return (value as { '@id': unknown })['@id'];
  if (value && typeof value === 'object' && 'id' in value)
    return toIri(resource, (value as { id: unknown }).id);
  return value;
}
