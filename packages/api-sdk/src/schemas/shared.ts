/**
 * Building blocks of the contract: IRIs, tolerant readers for values the server sends loosely
 * (booleans as 0/1 or strings, numbers as strings, relations as IRIs or embedded objects), date
 * cutting, slugs, the field rules every form shares (each emits at most one issue, with the exact
 * Polish message) and the 422 body's schemas. The shared messages (`./messages`), the booleanish reader
 * (`./values`) and the violation helpers (`./violations`) live in modules without zod, for the
 * session-only client, and are re-exported here.
 */
import { z } from 'zod';
import { isValidDateText } from './dates';
import { type LengthLimit, lengthLimits, sharedMessages } from './messages';
import { parseBooleanish } from './values';
import type { ConstraintViolationList, Violation } from './violations';

export { errorDialogTitle } from './mediaMessages';
export {
  charactersWord,
  type LengthLimit,
  lengthLimits,
  maxLengthMessage,
  minLengthMessage,
  sharedMessages,
} from './messages';
export { parseBooleanish } from './values';
export {
  type ConstraintViolationList,
  constraintViolationList,
  firstMessageByField,
  issuePath,
  readViolations,
  type Violation,
  violationsFromZodError,
} from './violations';

// ---------------------------------------------------------------------------------------------------
// IRIs and ids

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
  .regex(IRI_PATTERN, { error: sharedMessages.invalidReference });

/**
 * A relation as the server may send it: an IRI, an embedded object with '@id', or a bare id, always read
 * as the IRI of `resource`.
 */
export function relationSchema(resource: string) {
  return z.preprocess((value) => toIri(resource, value), iriSchema);
}

/** A nullable relation read as an IRI or `null`. */
export function nullableRelationSchema(resource: string) {
  return z.preprocess((value) => {
    if (value === null || value === undefined || value === '' || value === 0 || value === '0') return null;
    return toIri(resource, value);
  }, iriSchema.nullable());
}

/** A list whose null or missing value reads as empty; `message` answers a value that is not a list. */
export function listOrEmpty<Item extends z.ZodType>(item: Item, message?: string) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? [] : value),
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

// ---------------------------------------------------------------------------------------------------
// Tolerant readers

/** A boolean read from the server; a missing value reads as false ("converted to booleans" on load). */
export const booleanishSchema = z.preprocess(
  (value) => (value === undefined ? false : (parseBooleanish(value) ?? value)),
  z.boolean({ error: sharedMessages.invalidValue }),
);

/** A required boolean in a form or a body: accepts booleanish values; null, missing or anything else answers 'Pole Wymagane'. */
export function requiredBoolean(message: string = sharedMessages.required) {
  return z.preprocess(
    (value) => (value === null ? undefined : (parseBooleanish(value) ?? value)),
    z.boolean({ error: message }),
  );
}

/** A boolean sent as 1/0 (showInMainMenuOrdering, moderationState, onlyMainPage …). */
export function flag01(message: string = sharedMessages.required) {
  return z.preprocess(
    (value) => {
      const parsed = parseBooleanish(value);
      return parsed === undefined ? value : parsed ? 1 : 0;
    },
    z.union([z.literal(0), z.literal(1)], { error: message }),
  );
}

/** A boolean as 1 or 0. */
export function toFlag01(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

function numericOrSame(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value;
}

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

// ---------------------------------------------------------------------------------------------------
// JSON-LD

/** The JSON-LD keys API Platform adds to every item; optional so plain JSON parses too. */
export const jsonLdShape = {
  '@context': z.unknown().optional(),
  '@id': z.string().optional(),
  '@type': z.string().optional(),
} as const;

/** An item envelope with nothing but the JSON-LD keys. */
export const jsonLdItemSchema = z.object(jsonLdShape);
export type JsonLdItem = z.infer<typeof jsonLdItemSchema>;

/** The deletion timestamp of lists that grey deleted rows: a date-time or null. */
export const deletedSchema = nullableStringSchema.transform((value) => (value === '' ? null : value));

// ---------------------------------------------------------------------------------------------------
// Select options

/**
 * An option of a `/select` endpoint: `{ value, label }`; value is the IRI of the record where the option
 * is a relation (groups, categories, silos …). Numbers are read as strings; `id`/`name` pairs are read
 * as options too.
 */
export const selectOptionSchema = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !('value' in value) && ('@id' in value || 'id' in value)) {
      const item = value as Record<string, unknown>;
      return { value: item['@id'] ?? item.id, label: item.label ?? item.name ?? item.title };
    }
    return value;
  },
  z.object({
    value: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string()),
    label: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string()),
  }),
);
export type SelectOption = z.infer<typeof selectOptionSchema>;
export const selectOptionsSchema = z.array(selectOptionSchema);

/** A member of a creatable select's lookup (GET ?page=1&name=…, POST {name}): id and name. */
export const namedOptionSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
});
export type NamedOption = z.infer<typeof namedOptionSchema>;

/** The body that creates an option of a creatable select. */
export const namedOptionPayloadSchema = z.object(
  {
    name: z.string({ error: sharedMessages.required }).trim().min(1, { error: sharedMessages.required }),
  },
  { error: sharedMessages.mustBeObject },
);

// ---------------------------------------------------------------------------------------------------
// Dates (zod-free, in ./dates)

export * from './dates';

// ---------------------------------------------------------------------------------------------------
// Slugs

const POLISH_LETTERS: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/**
 * A slug derived from a name or title: lowercased, spaces to hyphens (the specification's rule). SDK-3:
 * Polish letters are transliterated (ą→a, ł→l, ż→z …) and other accents dropped, characters other than
 * a-z, 0-9 and hyphens removed, runs of hyphens collapsed and trimmed, so the slug is safe in a URL.
 * 'Zażółć gęślą jaźń' → 'zazolc-gesla-jazn'.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** SDK-18: an editable slug as typed, or derived from `source` (the name or title) when left blank. */
export function slugOr(slug: string, source: string): string {
  return slug.trim() === '' ? slugify(source) : slug;
}

// ---------------------------------------------------------------------------------------------------
// Field rules shared by forms and request bodies. Each emits at most one issue per field.

/** Characters as the server counts them (code points, like PHP's mb_strlen). */
export function textLength(value: string): number {
  return [...value].length;
}

export interface TextRule {
  /** Message when the value is missing or blank; without it the field is optional. */
  readonly required?: string;
  readonly min?: LengthLimit;
  readonly max?: LengthLimit;
  /** A format check run after the length checks. */
  readonly format?: readonly [(value: string) => boolean, string];
}

/** The first message a text breaks, or undefined. Blank text counts as empty (SDK-4). */
export function textRuleMessage(value: string | null | undefined, rule: TextRule): string | undefined {
  if (value === null || value === undefined || value.trim() === '') return rule.required;
  const length = textLength(value);
  if (rule.min && length < rule.min[0]) return rule.min[1];
  if (rule.max && length > rule.max[0]) return rule.max[1];
  if (rule.format && !rule.format[0](value)) return rule.format[1];
  return undefined;
}

/** A required text with length rules: string in, string out. */
export function requiredText(rule: TextRule & { readonly required: string }) {
  return z
    .string({ error: (issue) => (issue.input == null ? rule.required : sharedMessages.mustBeText) })
    .superRefine((value, ctx) => {
      const message = textRuleMessage(value, rule);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** An optional text: missing or null reads as ''; blank passes; a value must follow the rules. */
export function optionalText(rule: Omit<TextRule, 'required'> = {}) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: sharedMessages.mustBeText }).superRefine((value, ctx) => {
      const message = textRuleMessage(value, rule);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** A nullable optional text: missing reads as null; null or blank passes; a value must follow the rules. */
export function nullableText(rule: Omit<TextRule, 'required'> = {}) {
  return z.preprocess(
    (value) => (value === undefined ? null : value),
    z
      .string({ error: sharedMessages.mustBeText })
      .nullable()
      .superRefine((value, ctx) => {
        const message = textRuleMessage(value, rule);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
  );
}

/** Length limits of meta fields (02 §5: 'Meta tytuł musi posiadać ...', used for all three, SDK-17). */
const metaFieldLength = lengthLimits('Meta tytuł', { min: 2, max: 255 });

export const metaFieldMessages = {
  min: metaFieldLength.min[1],
  max: metaFieldLength.max[1],
} as const;

/** The three optional meta fields of groups, categories and silos: null or blank, else 2-255. */
export function metaFieldsShape() {
  return {
    metaTitle: nullableText(metaFieldLength),
    metaKeywords: nullableText(metaFieldLength),
    metaDescription: nullableText(metaFieldLength),
  };
}

/** Blank text as null: what nullable text fields send. */
export function blankToNull(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}

type MetaFields = Record<'metaTitle' | 'metaKeywords' | 'metaDescription', string | null>;

/** The three meta fields of a body: blank ones are sent as null (SDK-17). */
export function metaFieldsPayload(form: MetaFields): MetaFields {
  return {
    metaTitle: blankToNull(form.metaTitle),
    metaKeywords: blankToNull(form.metaKeywords),
    metaDescription: blankToNull(form.metaDescription),
  };
}

export function isEmail(value: string): boolean {
  return z.regexes.email.test(value.trim());
}

/** The portal's integer columns are 32-bit (SDK-29): larger whole numbers are refused, not stored. */
export const INTEGER_RANGE = { min: -2147483648, max: 2147483647 } as const;

function integerIssue(value: number): string | null {
  if (!Number.isInteger(value)) return sharedMessages.mustBeInteger;
  if (value < INTEGER_RANGE.min || value > INTEGER_RANGE.max) return sharedMessages.outOfRange;
  return null;
}

/** A required number (numeric strings accepted), integer by default. */
export function requiredNumber(
  options: {
    readonly message?: string;
    readonly integer?: boolean;
    readonly range?: readonly [number, number, string];
  } = {},
) {
  const message = options.message ?? sharedMessages.mustBeNumber;
  return z.preprocess(
    numericOrSame,
    z.number({ error: message }).superRefine((value, ctx) => {
      const integerMessage = options.integer === false ? null : integerIssue(value);
      if (integerMessage) {
        ctx.addIssue({ code: 'custom', message: integerMessage });
      } else if (options.range && (value < options.range[0] || value > options.range[1])) {
        ctx.addIssue({ code: 'custom', message: options.range[2] });
      }
    }),
  );
}

/** A number without a rule: missing, null or '' reads as `fallback`; other values must be integers. */
export function optionalNumber(fallback = 0) {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : numericOrSame(value)),
    z.number({ error: sharedMessages.mustBeNumber }).superRefine((value, ctx) => {
      const integerMessage = integerIssue(value);
      if (integerMessage) ctx.addIssue({ code: 'custom', message: integerMessage });
    }),
  );
}

/** A required date text: empty answers `requiredMessage`, an unreadable date `invalidMessage`. */
function requiredDateText(requireTime: boolean, requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : invalidMessage) })
    .superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (!isValidDateText(value, requireTime))
        ctx.addIssue({ code: 'custom', message: invalidMessage });
    });
}

/** A required date-time text (a datetime-local value or an ISO 8601 date-time). */
export function requiredDateTime(
  requiredMessage: string = sharedMessages.required,
  invalidMessage: string = sharedMessages.invalidDate,
) {
  return requiredDateText(true, requiredMessage, invalidMessage);
}

/** A required calendar date ('YYYY-MM-DD'; a longer ISO text is accepted and read by its date). */
export function requiredDate(
  requiredMessage: string = sharedMessages.required,
  invalidMessage: string = sharedMessages.invalidDate,
) {
  return requiredDateText(false, requiredMessage, invalidMessage);
}

/** A list of IRIs in a form or body. */
export function iriList(message: string = sharedMessages.mustBeList) {
  return z.array(iriSchema, { error: message });
}

/** An image id in a body: a string ('0' for none); numbers are accepted and read as text. */
export const mediaIdPayloadSchema = z.preprocess(
  (value) =>
    typeof value === 'number'
      ? String(value)
      : value === null || value === undefined || value === ''
        ? '0'
        : value,
  z.string({ error: sharedMessages.mustBeText }).regex(/^\d+$/, { error: sharedMessages.invalidValue }),
);

/** A required image id: '0' (none) answers the message ('Pole wymagane.' by default). */
export function requiredMedia(message: string = sharedMessages.requiredImage) {
  return mediaIdPayloadSchema.superRefine((value, ctx) => {
    if (isMissingMedia(value)) ctx.addIssue({ code: 'custom', message });
  });
}

/** True when an image field holds no image ('0', '' or nothing). */
export function isMissingMedia(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || String(value).trim() === '' || String(value) === '0';
}

/**
 * Options of an object-level rule: it runs whenever the value is an object, even when a field has the
 * wrong type, so a form shows every message at once. Cross-field rules must therefore check types.
 */
export const crossFieldRule = {
  when: (payload: { value: unknown }): boolean =>
    payload.value !== null && typeof payload.value === 'object' && !Array.isArray(payload.value),
};

/** An optional boolean in a body: missing reads as `fallback`, booleanish values are accepted. */
export function optionalBoolean(fallback = false) {
  return z.preprocess(
    (value) => (value === undefined ? fallback : (parseBooleanish(value) ?? value)),
    z.boolean({ error: sharedMessages.invalidValue }),
  );
}

/** A form or a request body: an object whose wrong root type answers a readable Polish message. */
export function objectOf<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object(shape, { error: sharedMessages.mustBeObject });
}

// ---------------------------------------------------------------------------------------------------
// Violations (422): the body's schemas (the types and helpers are in ./violations)

/** One violation of API Platform's ConstraintViolationList (D20). */
export const violationSchema: z.ZodType<Violation> = z.object({
  propertyPath: z.string(),
  message: z.string(),
});

/** The 422 body: `violations` plus the usual Hydra keys (optional). */
export const constraintViolationListSchema: z.ZodType<ConstraintViolationList> = z.object({
  '@context': z.unknown().optional(),
  '@type': z.string().optional(),
  'hydra:title': z.string().optional(),
  'hydra:description': z.string().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
  violations: z.array(violationSchema),
});
