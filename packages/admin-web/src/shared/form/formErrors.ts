/**
 * Field messages from the SDK's form schemas (client side) and from a 422's violations (D13): one message
 * per field, the first one, for fields the form has. Pure; unit-tested.
 */
import { firstMessageByField, type Violation, violationsFromZodError } from '@redakcja/api-sdk';
import type { z } from 'zod';

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The first message per field name among `fields`, and per path inside one ('answers.0.answer', a
 * repeated group's item); issues about other paths are left out.
 */
export function fieldErrorsFrom(violations: readonly Violation[], fields: readonly string[]): FieldErrors {
  const messages = firstMessageByField(violations);
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([path]) => fields.includes(path) || fields.includes(path.split('.')[0] ?? ''),
    ),
  );
}

/** The messages inside the field `name`, by the rest of their path ('0.answer'). */
export function nestedErrors(errors: FieldErrors, name: string): FieldErrors {
  const prefix = `${name}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

export type ValidationResult<Form> =
  | { readonly ok: true; readonly value: Form }
  | { readonly ok: false; readonly errors: FieldErrors };

/** Validates the form's values with its schema: the parsed value, or the messages per field. */
export function validateForm<Form>(
  schema: z.ZodType<Form>,
  values: unknown,
  fields: readonly string[],
): ValidationResult<Form> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors = fieldErrorsFrom(violationsFromZodError(result.error), fields);
  // A rule about no field of the form still blocks the save; it is shown on the first field.
  if (Object.keys(errors).length === 0 && fields[0] !== undefined) {
    return { ok: false, errors: { [fields[0]]: result.error.issues[0]?.message ?? '' } };
  }
  return { ok: false, errors };
}

/** Structural equality of plain form values (NaN equals NaN), for the unsaved-changes check. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
