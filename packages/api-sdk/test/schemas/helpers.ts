/** Test helpers: parse with a schema and read the violations it would answer. */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { type Violation, violationsFromZodError } from '../../src/schemas/shared';

export function violations(schema: z.core.$ZodType, value: unknown): Violation[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : violationsFromZodError(result.error);
}

export function parsed<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value);
  if (!result.success)
    throw new Error(`expected a valid value, got ${JSON.stringify(violationsFromZodError(result.error))}`);
  return result.data;
}

/** A text of n characters. */
export const chars = (n: number, letter = 'a'): string => letter.repeat(n);

export interface RuleCase {
  /** What the case shows, e.g. 'title of 1 character'. */
  readonly name: string;
  /** Fields changed on the valid base value. */
  readonly patch: Record<string, unknown>;
  /** The single violation expected, or undefined when the value must pass. */
  readonly error?: readonly [path: string, message: string];
}

/** Table-driven rule checks: each case changes a valid base and expects exactly one violation or none. */
export function itChecksRules(
  schema: z.ZodType,
  base: Record<string, unknown>,
  cases: readonly RuleCase[],
): void {
  it('accepts the valid base value', () => {
    expect(violations(schema, base)).toEqual([]);
  });
  it.each(cases.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const expected = rule.error ? [{ propertyPath: rule.error[0], message: rule.error[1] }] : [];
    expect(violations(schema, { ...base, ...rule.patch })).toEqual(expected);
  });
}

/** Length boundary cases of a text field: min and max accepted, one past each rejected. */
export function lengthCases(
  field: string,
  limits: { min?: readonly [number, string]; max?: readonly [number, string]; required?: string },
): RuleCase[] {
  const cases: RuleCase[] = [];
  if (limits.required) {
    cases.push({ name: `${field} empty`, patch: { [field]: '' }, error: [field, limits.required] });
    cases.push({ name: `${field} blank`, patch: { [field]: '   ' }, error: [field, limits.required] });
  }
  if (limits.min) {
    const [min, message] = limits.min;
    cases.push({ name: `${field} of ${min} characters`, patch: { [field]: chars(min) } });
    if (min > 1)
      cases.push({
        name: `${field} of ${min - 1} characters`,
        patch: { [field]: chars(min - 1) },
        error: [field, message],
      });
  }
  if (limits.max) {
    const [max, message] = limits.max;
    cases.push({ name: `${field} of ${max} characters`, patch: { [field]: chars(max) } });
    cases.push({ name: `${field} of ${max} Polish letters`, patch: { [field]: chars(max, 'ż') } });
    cases.push({
      name: `${field} of ${max + 1} characters`,
      patch: { [field]: chars(max + 1) },
      error: [field, message],
    });
  }
  return cases;
}
