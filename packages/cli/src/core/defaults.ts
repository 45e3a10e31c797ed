/** Defaults of the configuration, shown in `redakcja --help` (kept apart so help loads nothing heavy). */

/** The API's default address: a sandbox or a tunnel on this machine. */
export const DEFAULT_API_URL = 'http://127.0.0.1:8080';
/** Retries of idempotent calls; with the SDK's backoff (0.3 s, 0.6 s, 1.2 s) a dead API fails within ~2 s. */
export const DEFAULT_RETRIES = 3;
/** Seconds allowed per call, retries and a token refresh included. */
export const DEFAULT_TIMEOUT_SECONDS = 60;
