import type { z } from 'zod';
import { issuePath } from '../../schemas/violations';
import { ApiError } from './ApiError';

/** Renders a zod path as `hydra:member.3.title` (the empty path is the body itself). */
export const formatIssuePath: (path: ReadonlyArray<PropertyKey>) => string = issuePath;

/**
 * The server answered 2xx, but the body does not match the schema of the call (or is not JSON at all).
 * Not an HTTP error: the contract was broken, so `path` points at the first field that failed.
 */
export class SchemaError extends ApiError {
  override name = 'SchemaError';

  /** Path of the first failing value, as segments. */
  readonly path: ReadonlyArray<PropertyKey>;
  /** Every issue zod reported (empty when the body was not JSON). */
  readonly issues: ReadonlyArray<z.core.$ZodIssue>;
  /** The body that failed. */
  readonly body: unknown;

  constructor(init: {
    method: string;
    url: string;
    body: unknown;
    issues?: ReadonlyArray<z.core.$ZodIssue>;
    path?: ReadonlyArray<PropertyKey>;
    reason?: string;
    cause?: unknown;
  }) {
    const issues = init.issues ?? [];
    const first = issues[0];
    const path = init.path ?? first?.path ?? [];
    const where = path.length > 0 ? `at "${formatIssuePath(path)}"` : 'at the top level';
    const reason = init.reason ?? first?.message ?? 'unexpected value';
    super(
      `${init.method} ${init.url} answered a body that does not match its schema ${where}: ${reason}`,
      init,
    );
    this.path = path;
    this.issues = issues;
    this.body = init.body;
  }

  /** A copy without the body, for answers that carry secrets (the token endpoints). */
  withoutBody(): SchemaError {
    return new SchemaError({
      method: this.method,
      url: this.url,
      body: '[redacted]',
      issues: this.issues,
      path: this.path,
    });
  }

  /** The failing path as a dotted string (`hydra:member.3.title`). */
  get pathString(): string {
    return formatIssuePath(this.path);
  }
}
