/**
 * The errors commands throw on purpose. Kept free of the SDK so that loading a command costs nothing;
 * `exit.ts` maps these and the SDK's errors to exit codes and messages.
 */
import { EXIT_CODES, type ExitCode } from './exitCodes';

/** An error the CLI raises on purpose, with the exit code it ends with and a message for ops. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}

/** Wrong arguments, options, configuration or input (exit 2). */
export class UsageError extends CliError {
  override name = 'UsageError';
  constructor(message: string) {
    super(message, EXIT_CODES.usage);
  }
}

/** No session and no credentials, or the session ended (exit 3). */
export class NotLoggedInError extends CliError {
  override name = 'NotLoggedInError';
  constructor(message: string) {
    super(message, EXIT_CODES.authentication);
  }
}

/** The request cannot be done as asked (exit 4), e.g. no user of that name. */
export class RejectedError extends CliError {
  override name = 'RejectedError';
  constructor(message: string) {
    super(message, EXIT_CODES.rejected);
  }
}

/** A confirmation prompt was answered "no" (exit 1): nothing was changed. */
export class CancelledError extends CliError {
  override name = 'CancelledError';
  constructor(message = 'Cancelled: nothing was changed.') {
    super(message, EXIT_CODES.unexpected);
  }
}
