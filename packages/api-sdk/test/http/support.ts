/**
 * Test doubles for the HTTP layer: an injected fetch that routes requests to handlers and records what
 * was sent, plus builders for JWTs and JSON answers. Shared by the http, hydra, resources and node tests.
 */
import { UnsecuredJWT } from 'jose';
import type { FetchLike } from '../../src/http/types';

export const BASE_URL = 'https://portal.test';

/** A request as the fake server saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** Path and query, e.g. `/api/articles?page=2`. */
  path: string;
  pathname: string;
  query: URLSearchParams;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** Text body (JSON calls), or null. */
  text: string | null;
  /** Multipart body, or null. */
  form: FormData | null;
  /** The JSON body, parsed. */
  json(): unknown;
  signal: AbortSignal | undefined;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
  /** Requests to one path (pathname only). */
  to(pathname: string): RecordedRequest[];
}

/** A fetch that hands each request to `handler`, honouring the abort signal like a real fetch. */
export function fakeFetch(handler: Handler): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw signal.reason;
    const url = new URL(input);
    const body = init.body;
    const text = typeof body === 'string' ? body : null;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: input,
      path: `${url.pathname}${url.search}`,
      pathname: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      text,
      form: body instanceof FormData ? body : null,
      json: () => (text === null ? undefined : JSON.parse(text)),
      signal,
    };
    requests.push(request);
    const answer = Promise.resolve().then(() => handler(request));
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
  return { fetch, requests, to: (pathname) => requests.filter((request) => request.pathname === pathname) };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/ld+json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** LexikJWT's 401 body (D20). */
export function jwt401(message: string): Response {
  return json({ code: 401, message }, { status: 401, headers: { 'Content-Type': 'application/json' } });
}

/** An unsigned JWT whose `exp` is `expiresInSeconds` from `now` (readJwt does not verify). */
export function makeToken(
  options: { username?: string; roles?: string[]; expiresInSeconds?: number; now?: number; id?: string } = {},
): string {
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  return new UnsecuredJWT({
    username: options.username ?? 'redaktor',
    roles: options.roles ?? ['root'],
    jti: options.id ?? Math.random().toString(36).slice(2),
  })
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .encode();
}

/** The answer of POST /api/token/auth. */
export function loginAnswer(token: string, extra: Record<string, unknown> = {}) {
  return { token, username: 'redaktor', forcePasswordChange: false, roles: ['root'], ...extra };
}

/** The answer of POST /api/token/refresh. */
export function refreshAnswer(token: string) {
  return { token, data: { username: 'redaktor', forcePasswordChange: false, roles: ['root'] } };
}

/** A promise with its resolve function exposed. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fetch failure as browsers and undici report it. */
export function networkFailure(): TypeError {
  return new TypeError('fetch failed');
}
