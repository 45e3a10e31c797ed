import {
  ApiError,
  AuthError,
  ForbiddenError,
  HttpError,
  JWT_MESSAGES,
  NetworkError,
  NotFoundError,
  SchemaError,
  TimeoutError,
  ValidationError,
} from '@redakcja/api-sdk';
import { CommanderError } from 'commander';
import { CliError } from './errors';
import { EXIT_CODES, type ExitCode } from './exitCodes';

/**
 * Errors to exit codes and one-line messages. Loaded only when a command fails (it pulls in the SDK's
 * error classes), by the one catch in index.ts.
 */

/** Ctrl-C: an aborted call or write, or an inquirer prompt closed with Ctrl-C or aborted. */
function isAbort(error: unknown): boolean {
  return error instanceof Error && ['AbortError', 'ExitPromptError', 'AbortPromptError'].includes(error.name);
}

/** The exit code of anything a command threw. */
export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof CliError) return error.exitCode;
  if (error instanceof CommanderError) {
    // --help and --version end with 0; a group called without its subcommand prints help and is a usage error.
    return error.exitCode === 0 ? EXIT_CODES.success : EXIT_CODES.usage;
  }
  if (isAbort(error)) return EXIT_CODES.interrupted;
  if (error instanceof AuthError) return EXIT_CODES.authentication;
  if (error instanceof HttpError) {
    if (error.status >= 500 || error.status === 429 || error.status === 408) return EXIT_CODES.unavailable;
    return EXIT_CODES.rejected;
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) return EXIT_CODES.unavailable;
  return EXIT_CODES.unexpected;
}

/** `/api/users?username=x` out of an absolute URL: shorter, and the origin is already known. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

function causeText(cause: unknown): string {
  if (!(cause instanceof Error)) return '';
  const nested = (cause as Error & { cause?: unknown }).cause;
  const code = (nested as { code?: unknown } | undefined)?.code ?? (cause as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return nested instanceof Error ? nested.message : cause.message;
}

function violationsText(error: ValidationError): string {
  if (error.violations.length === 0) return error.description ?? error.statusText;
  return error.violations
    .map((violation) =>
      violation.propertyPath ? `${violation.propertyPath}: ${violation.message}` : violation.message,
    )
    .join('; ');
}

function authText(error: AuthError): string {
  switch (error.reason) {
    case JWT_MESSAGES.badCredentials:
      return 'Authentication failed: wrong username or password.';
    case JWT_MESSAGES.expired:
      return 'The session has expired: log in again (redakcja login).';
    default:
      return `Authentication failed${error.reason ? ` (${error.reason})` : ''}: log in again (redakcja login).`;
  }
}

/**
 * One readable English line for any error. Polish messages from the server (422 violations, error
 * descriptions) are passed through as they are.
 */
export function describeError(error: unknown): string {
  const text = rawDescription(error);
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

function rawDescription(error: unknown): string {
  if (error instanceof CliError) return error.message;
  if (error instanceof CommanderError) return error.message.replace(/^error:\s*/i, '');
  if (isAbort(error)) return 'Interrupted.';
  if (error instanceof ValidationError) {
    return `The API rejected the request (422 ${error.method} ${shortUrl(error.url)}): ${violationsText(error)}`;
  }
  if (error instanceof AuthError) return authText(error);
  if (error instanceof ForbiddenError) {
    return `Forbidden (403 ${error.method} ${shortUrl(error.url)}): the account's roles do not allow this${
      error.description && error.description !== 'Forbidden' ? ` (${error.description})` : ''
    }.`;
  }
  if (error instanceof NotFoundError) {
    return `Not found (404 ${error.method} ${shortUrl(error.url)})${error.description ? `: ${error.description}` : '.'}`;
  }
  if (error instanceof HttpError) {
    const detail = error.description ?? error.statusText;
    if (exitCodeOf(error) === EXIT_CODES.unavailable) {
      return `The API failed (${error.status}${detail ? ` ${detail}` : ''}) on ${error.method} ${shortUrl(error.url)}; try again later.`;
    }
    return `The API rejected the request (${error.status} ${error.method} ${shortUrl(error.url)})${detail ? `: ${detail}` : '.'}`;
  }
  if (error instanceof NetworkError) {
    const cause = causeText(error.cause);
    return `Cannot reach the API at ${origin(error.url)}${cause ? ` (${cause})` : ''}.`;
  }
  if (error instanceof TimeoutError) {
    return `The API did not answer within ${Math.round(error.timeout / 1000)} s (${error.method} ${shortUrl(error.url)}).`;
  }
  if (error instanceof SchemaError) {
    // The contract's messages are sentences already ('Wartość musi być tekstem.'): one full stop only.
    const reason = (error.issues[0]?.message ?? 'does not match the contract').replace(/\.$/, '');
    return `Unexpected answer from the API (${error.method} ${shortUrl(error.url)}): ${
      error.path.length > 0 ? `"${error.pathString}" ` : ''
    }${reason}.`;
  }
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return `Unexpected error: ${error.message}`;
  return `Unexpected error: ${String(error)}`;
}
