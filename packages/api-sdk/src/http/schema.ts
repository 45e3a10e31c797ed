import type { z } from 'zod';
import { NOT_JSON, parseJson } from './body';
import { SchemaError } from './errors/SchemaError';

interface Where {
  method: string;
  url: string;
}

/** Any zod schema an answer is validated with (classic zod or zod/mini: both parse with `safeParse`). */
export type Schema<Output = unknown> = z.core.$ZodType<Output> & {
  safeParse(
    data: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: z.core.$ZodIssue[] } };
};

/** Validates a decoded body with the call's schema; a mismatch becomes a SchemaError with the failing path. */
export function parseWithSchema<S extends Schema>(schema: S, body: unknown, where: Where): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data as z.output<S>;
  throw new SchemaError({ ...where, body, issues: result.error.issues });
}

/** Decodes a 2xx body as JSON; a body that is not JSON breaks the contract as much as a wrong field does. */
export function decodeJson(text: string, where: Where): unknown {
  const value = parseJson(text);
  if (value === NOT_JSON) {
    throw new SchemaError({ ...where, body: text, reason: 'the body is not valid JSON' });
  }
  return value;
}
