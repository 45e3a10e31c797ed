import { createApiCore } from '@redakcja/api-sdk';
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
  it("gives up an attempt the server never answers at the SDK's call timeout, and sends the next one", async () => {
    markLogoutPending();
    // The network: the first invalidate call gets no answer at all; the second is confirmed.
    const signals: AbortSignal[] = [];
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
      const signal = init?.signal ?? new AbortController().signal;
      signals.push(signal);
      if (signals.length > 1) return Promise.resolve(new Response(null, { status: 204 }));
      return new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
      );
    };
    const core = createApiCore({ baseUrl: 'http://api.test', fetch });
    const stop = retryPendingLogout((options) => core.auth.logout(options));

    await vi.advanceTimersByTimeAsync(0);
    expect(signals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LOGOUT_ATTEMPT_TIMEOUT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(isLogoutPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(LOGOUT_RETRY_FIRST_MS);
    expect(signals).toHaveLength(2);
    expect(isLogoutPending()).toBe(false);
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(signals).toHaveLength(2);
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
