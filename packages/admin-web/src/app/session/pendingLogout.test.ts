import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isLogoutPending,
  LOGOUT_ATTEMPT_TIMEOUT_MS,
  LOGOUT_RETRY_FIRST_MS,
  markLogoutPending,
  PENDING_LOGOUT_KEY,
  retryPendingLogout,
} from './pendingLogout';

/** A Storage over a Map: the unit project runs in Node, which has no localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the repeated invalidate call of a pending logout (D30)', () => {
  it('abandons an attempt the server never answers and sends the next one, until one is confirmed', async () => {
    markLogoutPending();
    const signals: AbortSignal[] = [];
    const invalidate = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      // The first call hangs (no answer, no error); the second is confirmed.
      return signals.length === 1 ? new Promise<boolean>(() => undefined) : Promise.resolve(true);
    });
    const stop = retryPendingLogout(invalidate);

    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LOGOUT_ATTEMPT_TIMEOUT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    expect(invalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(LOGOUT_RETRY_FIRST_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(isLogoutPending()).toBe(false);
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    stop();
  });

  it('backs off between refusals and stops once another tab has cleared the mark', async () => {
    markLogoutPending();
    const invalidate = vi.fn(async () => false);
    const stop = retryPendingLogout(invalidate);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(LOGOUT_RETRY_FIRST_MS);
    await vi.advanceTimersByTimeAsync(2 * LOGOUT_RETRY_FIRST_MS - 1);
    expect(invalidate).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidate).toHaveBeenCalledTimes(3);

    localStorage.removeItem(PENDING_LOGOUT_KEY);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(invalidate).toHaveBeenCalledTimes(3);
    stop();
  });
});
