import { CookieJar, type SerializedCookieJar } from 'tough-cookie';
import type { FetchLike } from '../http/types';

/**
 * The cookie jar of the Node entry: keeps the httpOnly `refresh_token` cookie (D21) the way a browser would,
 * RFC 6265 rules by tough-cookie (path `/api/token`, expiry, rotation by the refresh call, deletion), so that
 * the CLI's refresh and logout calls carry it.
 */
export class RefreshCookieJar {
  private jar: CookieJar;
  /**
   * The paths of the cookies stored so far (a cookie without one counts as '/'). A request whose path none
   * of them path-matches carries no cookie, so the jar's lookup (domain, path, expiry: most of the cost of
   * a call on the loopback) is skipped for it; kept when a cookie goes, which only means a lookup more.
   */
  private paths = new Set<string>();

  constructor(serialized?: SerializedCookieJar) {
    this.jar = new CookieJar();
    if (serialized) this.restore(serialized);
  }

  /**
   * Wraps a fetch: sends the matching cookies, stores every Set-Cookie of the answer. Nothing is awaited
   * before `fetch` is called (once `beforeEachRequest` has nothing left to wait for, it returns undefined),
   * so a request started by a page walk's read-ahead reaches the socket before the caller goes on with the
   * page it already has.
   */
  wrap(fetch: FetchLike, beforeEachRequest?: () => Promise<void> | undefined): FetchLike {
    return async (input, init) => {
      const pending = beforeEachRequest?.();
      if (pending) await pending;
      const cookie = this.mayHoldCookiesFor(input) ? this.jar.getCookieStringSync(input) : '';
      let sent = init;
      if (cookie) {
        const headers = new Headers(init.headers);
        headers.set('Cookie', cookie);
        sent = { ...init, headers };
      }
      const response = await fetch(input, sent);
      const lines = response.headers.getSetCookie();
      if (lines.length > 0) {
        const url = response.url || input;
        for (const line of lines) this.remember(this.jar.setCookieSync(line, url, { ignoreError: true }));
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
    this.paths = new Set();
    for (const cookie of serialized.cookies ?? []) this.remember(cookie);
  }

  async clear(): Promise<void> {
    await this.jar.removeAllCookies();
    this.paths = new Set();
  }

  /** Never print cookie values: `console.log(jar)` shows only the class name. */
  toJSON(): string {
    return 'RefreshCookieJar';
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return 'RefreshCookieJar {}';
  }

  private remember(cookie: object | undefined): void {
    if (!cookie) return;
    const path = (cookie as { path?: unknown }).path;
    this.paths.add(typeof path === 'string' && path.startsWith('/') ? path : '/');
  }

  /** Whether a stored cookie's path path-matches the request's (RFC 6265 §5.1.4); true when unsure. */
  private mayHoldCookiesFor(input: string): boolean {
    if (this.paths.size === 0) return false;
    const path = requestPath(input);
    if (path === undefined) return true;
    for (const cookiePath of this.paths) {
      if (
        path === cookiePath ||
        (path.startsWith(cookiePath) && (cookiePath.endsWith('/') || path[cookiePath.length] === '/'))
      ) {
        return true;
      }
    }
    return false;
  }
}

/**
 * The path of an absolute URL (`http://host:8080/api/x?page=2` → `/api/x`); undefined when it is not one
 * or its path would need normalising (dot segments, percent-encoding), which the jar's own lookup does.
 */
function requestPath(url: string): string | undefined {
  const scheme = url.indexOf('://');
  if (scheme < 0) return undefined;
  const start = url.indexOf('/', scheme + 3);
  if (start < 0) return '/';
  let end = url.length;
  for (const mark of ['?', '#']) {
    const at = url.indexOf(mark, start);
    if (at >= 0 && at < end) end = at;
  }
  const path = url.slice(start, end);
  return path.includes('%') || path.includes('/.') ? undefined : path;
}
