/**
 * D30: a logout that cannot reach the server still ends the session in this browser. The refresh cookie
 * is httpOnly, so only the server can revoke it; until it has, the panel remembers the pending logout in
 * localStorage (shared by every tab of the browser profile, and surviving a reload), refuses to restore a
 * session while it is pending, and repeats `/api/token/invalidate` with backoff until the server
 * confirms. The mark holds no token, only the fact that a logout is owed.
 */

export const PENDING_LOGOUT_KEY = 'redakcja-pending-logout';

/** Delays between the attempts: 1 s, doubling, at most 30 s. */
export const LOGOUT_RETRY_FIRST_MS = 1000;
export const LOGOUT_RETRY_MAX_MS = 30_000;
/**
 * How long one attempt may wait for the server's answer (the SDK call's `timeout`): a call that hangs (a
 * connection the network dropped without a word) ends as a failure, so the next attempt still goes out.
 */
export const LOGOUT_ATTEMPT_TIMEOUT_MS = 10_000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled by the browser's settings: the logout is then only as good as the server's answer.
    return null;
  }
}

export function isLogoutPending(): boolean {
  try {
    const store = storage();
    return store !== null && store.getItem(PENDING_LOGOUT_KEY) !== null;
  } catch {
    return false;
  }
}

export function markLogoutPending(): void {
  try {
    storage()?.setItem(PENDING_LOGOUT_KEY, String(Date.now()));
  } catch {
    // Quota or privacy mode: nothing more can be remembered.
  }
}

export function clearPendingLogout(): void {
  try {
    storage()?.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // As above.
  }
}

/**
 * Repeats `invalidate` (which resolves whether the server confirmed, and is given the attempt's
 * timeout) while the logout is pending, with backoff, until the server confirms or another tab did (the
 * mark is gone). Returns the stop.
 */
export function retryPendingLogout(
  invalidate: (options: { timeout: number }) => Promise<boolean>,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = LOGOUT_RETRY_FIRST_MS;
  const attempt = async () => {
    if (stopped || !isLogoutPending()) return;
    const confirmed = await invalidate({ timeout: LOGOUT_ATTEMPT_TIMEOUT_MS }).catch(() => false);
    if (confirmed) {
      clearPendingLogout();
      return;
    }
    if (stopped) return;
    timer = setTimeout(() => void attempt(), delay);
    delay = Math.min(delay * 2, LOGOUT_RETRY_MAX_MS);
  };
  timer = setTimeout(() => void attempt(), 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
