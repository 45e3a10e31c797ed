/**
 * A request's shape, built once: the URL under the API's base and fetch's init (method, Accept, the body's
 * type, the bearer, cookies). The SDK's sender sends every call with it, and the panel's boot sends its
 * early refresh and first list query with the same functions (`refreshRequest`, `authorizedGetRequest`),
 * before the SDK's client exists: the two can never drift apart.
 */
import type { RequestSpec } from './request';
import { buildQuery, joinUrl, resolveServerLink } from './url';

export const JSON_CONTENT_TYPE = 'application/json';
export const MERGE_PATCH_CONTENT_TYPE = 'application/merge-patch+json';
export const JSON_LD_ACCEPT = 'application/ld+json, application/json;q=0.9';

/** A request as fetch takes it. */
export interface ShapedRequest {
  readonly url: string;
  readonly init: RequestInit & { headers: Headers };
}

/** The call's URL: an API path under the base, or a server link resolved as given, with its query. */
export function requestUrl(baseUrl: string, spec: Pick<RequestSpec, 'path' | 'link' | 'query'>): string {
  const base = spec.link ? resolveServerLink(baseUrl, spec.path) : joinUrl(baseUrl, spec.path);
  const query = buildQuery(spec.query);
  if (!query) return base;
  return base.includes('?') ? `${base}&${query.slice(1)}` : `${base}${query}`;
}

/**
 * The call's fetch init. `common` are the client's headers for every call, `call` this call's own (they win
 * over everything, as a caller's explicit choice).
 */
export function requestInit(
  spec: RequestSpec,
  token: string | null,
  common: Readonly<Record<string, string>> = {},
  call: Readonly<Record<string, string>> = {},
): RequestInit & { headers: Headers } {
  const headers = new Headers(common);
  headers.set('Accept', spec.accept ?? JSON_LD_ACCEPT);
  let body: BodyInit | undefined;
  if (spec.form) {
    body = spec.form;
  } else if (spec.json !== undefined) {
    headers.set(
      'Content-Type',
      spec.contentType ?? (spec.method === 'PATCH' ? MERGE_PATCH_CONTENT_TYPE : JSON_CONTENT_TYPE),
    );
    body = JSON.stringify(spec.json);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(call)) headers.set(name, value);
  const init: RequestInit & { headers: Headers } = { method: spec.method, headers, body };
  if (spec.credentials) init.credentials = spec.credentials;
  return init;
}

/** The call as fetch takes it, under `baseUrl`, with `token` as its bearer. */
export function shapeRequest(baseUrl: string, spec: RequestSpec, token: string | null): ShapedRequest {
  return { url: requestUrl(baseUrl, spec), init: requestInit(spec, token) };
}

/** A GET of `path` (an API path, its query string included) with the bearer `token`. */
export function authorizedGetRequest(baseUrl: string, path: string, token: string): ShapedRequest {
  return shapeRequest(baseUrl, { method: 'GET', path }, token);
}
