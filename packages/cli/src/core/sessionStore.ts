import type { SessionStore, StoredSession } from '@redakcja/api-sdk';
import { FileSessionStore } from '@redakcja/api-sdk/node';

interface BoundCookies {
  /** The API the session belongs to. */
  apiUrl: string;
  /** The refresh-cookie jar the SDK keeps. */
  jar: unknown;
}

function isBound(value: unknown): value is BoundCookies {
  return typeof value === 'object' && value !== null && typeof (value as BoundCookies).apiUrl === 'string';
}

/**
 * The SDK's FileSessionStore (mode 0600, atomic writes, re-chmod on every write), bound to one API: the
 * API's URL is kept beside the refresh cookie, and a session saved for another API reads as none, so a
 * token is never sent to a server that did not issue it (`--api-url` pointing elsewhere).
 */
export class ApiBoundSessionStore implements SessionStore {
  readonly file: FileSessionStore;

  constructor(
    path: string,
    readonly apiUrl: string,
  ) {
    this.file = new FileSessionStore(path);
  }

  async load(): Promise<StoredSession | null> {
    const stored = await this.file.load();
    if (!stored || !isBound(stored.cookies) || stored.cookies.apiUrl !== this.apiUrl) return null;
    return { ...stored, cookies: stored.cookies.jar };
  }

  /** The API a stored session belongs to, whichever it is (for messages). */
  async storedApiUrl(): Promise<string | undefined> {
    const stored = await this.file.load();
    return stored && isBound(stored.cookies) ? stored.cookies.apiUrl : undefined;
  }

  async save(session: StoredSession): Promise<void> {
    const cookies: BoundCookies = { apiUrl: this.apiUrl, jar: session.cookies };
    await this.file.save({ ...session, cookies });
  }

  async clear(): Promise<void> {
    await this.file.clear();
  }
}
