/**
 * The exit codes of `redakcja`, the same for every command (docs/cli.md, `redakcja --help`).
 * Scripts branch on them: 3 means "log in again", 4 "fix the request", 5 "try again later".
 */
export const EXIT_CODES = {
  /** Done. */
  success: 0,
  /** A fault of the CLI itself, an answer that breaks the contract, or a prompt answered "no". */
  unexpected: 1,
  /** Wrong command line, configuration or input; also a confirmation needed without a terminal. */
  usage: 2,
  /** Not logged in, wrong credentials, or a session the server no longer accepts. */
  authentication: 3,
  /** The API refused the request: validation (422), not found (404), forbidden (403), other 4xx. */
  rejected: 4,
  /** The API could not be reached, timed out, or kept failing (5xx, 429) after the retries. */
  unavailable: 5,
  /** Interrupted with Ctrl-C (128 + SIGINT). */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** The table printed under `redakcja --help` (and copied into docs/cli.md). */
export const EXIT_CODES_HELP = `Exit codes:
  0    success
  1    unexpected error (also: a confirmation answered "no")
  2    usage: bad arguments, options, configuration or input; confirmation needed without a TTY (use --yes)
  3    authentication: not logged in, wrong credentials, session expired
  4    rejected by the API: validation (422), not found (404), forbidden (403)
  5    API unreachable, timed out, or failing after retries
  130  interrupted (Ctrl-C)`;
