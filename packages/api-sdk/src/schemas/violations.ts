/**
 * Violations (422, D20): API Platform's ConstraintViolationList, its reading from an answer and from a
 * zod error, and the first message per field (D13). No zod here, so the request layer reads a 422 without
 * it (the session-only client, `createApiCore`); the zod schemas of the 422 body are in ./shared.
 */
import type { z } from 'zod';

/** One violation of API Platform's ConstraintViolationList (D20). */
export interface Violation {
  propertyPath: string;
  message: string;
}

/** The 422 body: `violations` plus the usual Hydra keys. */
export interface ConstraintViolationList {
  '@context'?: unknown;
  '@type'?: string | undefined;
  'hydra:title'?: string | undefined;
  'hydra:description'?: string | undefined;
  title?: string | undefined;
  detail?: string | undefined;
  violations: Violation[];
}

function isViolation(value: unknown): value is Violation {
  if (typeof value !== 'object' || value === null) return false;
  const { propertyPath, message } = value as Record<string, unknown>;
  return typeof propertyPath === 'string' && typeof message === 'string';
}

/**
 * The violations of a 422 answer, each `{ propertyPath, message }`; none when the body does not carry a
 * well-formed list (what `constraintViolationListSchema` accepts, read without zod).
 */
export function readViolations(body: unknown): Violation[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as Record<string, unknown>).violations;
  if (!Array.isArray(list) || !list.every(isViolation)) return [];
  return list.map(({ propertyPath, message }) => ({ propertyPath, message }));
}

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
