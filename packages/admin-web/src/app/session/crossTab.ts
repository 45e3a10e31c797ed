/**
 * The session across tabs of one browser. Every tab keeps its own access token in memory (D21); they
 * share the refresh cookie. Two rules keep them consistent:
 * - a logout in one tab ends the session in the others (BroadcastChannel), without another server call;
 * - a token refresh runs under a Web Lock, so two tabs never rotate the same refresh cookie at once (the
 *   second tab's refresh starts after the first has stored the new cookie).
 */
import type { RefreshLock } from '@redakcja/api-sdk';

export const SESSION_CHANNEL = 'redakcja-session';
export const REFRESH_LOCK = 'redakcja-token-refresh';

export type SessionMessage = { type: 'logout' } | { type: 'login' };

export interface SessionChannel {
  post(message: SessionMessage): void;
  /** Listens to the other tabs' messages; returns the unsubscribe. */
  listen(listener: (message: SessionMessage) => void): () => void;
  close(): void;
}

function isSessionMessage(value: unknown): value is SessionMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    ((value as { type?: unknown }).type === 'logout' || (value as { type?: unknown }).type === 'login')
  );
}

/** A BroadcastChannel of the session; a no-op where the browser has none. */
export function openSessionChannel(name: string = SESSION_CHANNEL): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, listen: () => () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent) => {
        if (isSessionMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * The SDK's refresh wrapped in an exclusive Web Lock (`navigator.locks`). Browsers give Web Locks to
 * secure contexts only (https, localhost); elsewhere the refresh runs unlocked.
 */
export function webLockRefresh(
  locks: LockManagerLike | undefined = typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { locks?: LockManagerLike }).locks,
  name: string = REFRESH_LOCK,
): RefreshLock {
  return <T>(refresh: () => Promise<T>): Promise<T> =>
    locks ? locks.request(name, () => refresh()) : refresh();
}
