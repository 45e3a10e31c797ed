/**
 * Violations (422, D20): API Platform's ConstraintViolationList, its reading from a zod error and the
 * first message per field (D13). Written with zod/mini so the request layer reads a 422 without the full
 * zod, which keeps the session-only client small (see `createApiCore`).
 */

import type { z } from 'zod';
import * as zm from 'zod/mini';

/** One violation of API Platform's ConstraintViolationList (D20). */
export const violationSchema = zm.object({
  propertyPath: zm.string(),
  message: zm.string(),
});
export type Violation = z.infer<typeof violationSchema>;

/** The 422 body: `violations` plus the usual Hydra keys (optional). */
export const constraintViolationListSchema = zm.object({
  '@context': zm.optional(zm.unknown()),
  '@type': zm.optional(zm.string()),
  'hydra:title': zm.optional(zm.string()),
  'hydra:description': zm.optional(zm.string()),
  title: zm.optional(zm.string()),
  detail: zm.optional(zm.string()),
  violations: zm.array(violationSchema),
});
export type ConstraintViolationList = z.infer<typeof constraintViolationListSchema>;

/** The dotted path of an issue: the form field name, 'a.b' or 'list.0' when nested. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

/** A zod error as violations, in issue order: propertyPath is the field name, message the Polish text. */
export function violationsFromZodError(error: { readonly issues: readonly z.core.$ZodIssue[] }): Violation[] {
  return error.issues.map((issue) => ({ propertyPath: issuePath(issue.path), message: issue.message }));
}

/** A 422 body as API Platform writes it, for the given violations. */
export function constraintViolationList(violations: readonly Violation[]): ConstraintViolationList {
  return {
    '@context': '/api/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    'hydra:title': 'An error occurred',
    'hydra:description': violations
      .map((violation) => (violation.propertyPath ? `${violation.propertyPath}: ` : '') + violation.message)
      .join('\n'),
    violations: [...violations],
  };
}

/** The first message per field, for showing one message under each field. */
export function firstMessageByField(violations: readonly Violation[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const violation of violations) {
    if (!(violation.propertyPath in messages)) messages[violation.propertyPath] = violation.message;
  }
  return messages;
}
