/**
 * The field rules shared by forms and request bodies, each emitting at most one issue per field with
 * the exact Polish message; and the 1/0 flags the bodies carry.
 */
import { z } from 'zod';
import { isValidDateText } from './dates';
import { iriSchema } from './iris';
import { isWebUrl } from './looseValues';
import { type LengthLimit, maxLengthMessage, sharedMessages } from './messages';
import { numericOrSame, parseBooleanish } from './values';

/** A required boolean in a form or a body: accepts booleanish values; null, missing or anything else answers 'Pole Wymagane'. */
export function requiredBoolean(message: string = sharedMessages.required) {
  return z.preprocess(
    (value) => (value === null ? undefined : (parseBooleanish(value) ?? value)),
    z.boolean({ error: message }),
  );
}

/**
 * A boolean sent as 1/0 (showInMainMenuOrdering, moderationState, onlyMainPage …). A body must carry
 * the number (or its text, as a multipart field does): true/false is refused, not turned into 1/0, so
 * a client that forgets `toFlag01` is told so (one owner for each derivation: the SDK's to…Payload).
 */
export function flag01(message: string = sharedMessages.required) {
  return z.preprocess(
    (value) => (value === '0' || value === '1' ? Number(value) : value),
    z.union([z.literal(0), z.literal(1)], { error: message }),
  );
}

/** One of a fixed list of values (a select's): null, '' or missing answer `message`, as does any other value. */
export function requiredChoice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string = sharedMessages.required,
) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.enum(values, { error: message }),
  );
}

/** A boolean as 1 or 0: what a 1/0 flag of a body carries. */
export function toFlag01(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

/** Characters as the server counts them (code points, like PHP's mb_strlen). */
export function textLength(value: string): number {
  return [...value].length;
}

/**
 * The text a reader sees in the editor's HTML: tags dropped, an entity one character, white space
 * collapsed and trimmed; an embedded image, frame or video counts as one character, so a body that is
 * a picture alone is not empty. What a rich-text field's length rules count: the editor's `<p></p>` is
 * empty and `<p>a</p>` one character long, not seven and eight.
 */
export function richTextOf(html: string): string {
  return html
    .replace(/<(img|iframe|video|audio|embed|object)\b[^>]*>/gi, '\u25a1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim();
}

export { isWebUrl };

/** The message of a link a form may leave empty: none when empty or a web address (isWebUrl). */
export function webUrlMessage(value: string): string | undefined {
  return value.trim() === '' || isWebUrl(value) ? undefined : sharedMessages.webUrl;
}

export interface TextRule {
  /**
   * 'richText': the value is the editor's HTML and the rules count its text (`richTextOf`), so an
   * empty editor is empty and a short text is too short whatever its markup.
   */
  readonly measure?: 'richText';
  /** Message when the value is missing or blank; without it the field is optional. */
  readonly required?: string;
  readonly min?: LengthLimit;
  readonly max?: LengthLimit;
  /** A format check run after the length checks. */
  readonly format?: readonly [(value: string) => boolean, string];
}

/** The first message a text breaks, or undefined. Blank text counts as empty (SDK-4). */
export function textRuleMessage(value: string | null | undefined, rule: TextRule): string | undefined {
  if (value === null || value === undefined) return rule.required;
  const measured = rule.measure === 'richText' ? richTextOf(value) : value;
  if (measured.trim() === '') return rule.required;
  const length = textLength(measured);
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

/** Slugs are kept in the portal's 255-character columns: longer ones are refused. */
export const SLUG_MAX_LENGTH = 255;
export const slugMessages = { max: maxLengthMessage('Slug', SLUG_MAX_LENGTH) } as const;

/**
 * The slug of a form or a body: optional text of at most 255 characters. A body carries the slug its
 * SDK `to…Payload` derived; the schema checks it and never derives one itself.
 */
export function slugRule() {
  return optionalText({ max: [SLUG_MAX_LENGTH, slugMessages.max] });
}
