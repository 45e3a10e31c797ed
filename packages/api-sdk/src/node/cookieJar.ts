import { CookieJar, type SerializedCookieJar } from 'tough-cookie';
import type { FetchLike } from '../http/types';

/**
 * The cookie jar of the Node entry: keeps the httpOnly `refresh_token` cookie (D21) the way a browser would,
 * RFC 6265 rules by tough-cookie (path `/api/token`, expiry, rotation by the refresh call, deletion), so that
 * the CLI's refresh and logout calls carry it.
 */
export class RefreshCookieJar {
  private jar: CookieJar;

  constructor(serialized?: SerializedCookieJar) {
    this.jar = serialized ? CookieJar.deserializeSync(serialized) : new CookieJar();
  }

  /** Wraps a fetch: sends the matching cookies, stores every Set-Cookie of the answer. */
  wrap(fetch: FetchLike, beforeEachRequest?: () => Promise<void>): FetchLike {
    return async (input, init) => {
      await beforeEachRequest?.();
      const cookie = await this.jar.getCookieString(input);
      const headers = new Headers(init.headers);
      if (cookie) headers.set('Cookie', cookie);
      const response = await fetch(input, { ...init, headers });
      const url = response.url || input;
      for (const line of response.headers.getSetCookie()) {
        await this.jar.setCookie(line, url, { ignoreError: true });
      }
      return response;
    };
  }

  /** The value of a cookie that would be sent to `url`, e.g. `valueFor(url, 'refresh_token')`. */
  async valueFor(url: string, name: string): Promise<string | undefined> {
    const cookies = await this.jar.getCookies(url);
    return cookies.find((cookie) => cookie.key === name)?.value;
  }

  /** A JSON-safe snapshot of the jar, to keep in the session file. */
  async snapshot(): Promise<SerializedCookieJar> {
    return this.jar.serialize();
  }

  /** Replaces the jar's content by a snapshot. */
  restore(serialized: SerializedCookieJar): void {
    this.jar = CookieJar.deserializeSync(serialized);
  }

  async clear(): Promise<void> {
    await this.jar.removeAllCookies();
  }

  /** Never print cookie values: `console.log(jar)` shows only the class name. */
  toJSON(): string {
    return 'RefreshCookieJar';
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return 'RefreshCookieJar {}';
  }
}
