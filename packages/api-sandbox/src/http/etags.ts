// Entity tags on the items the API serves and `If-Match` on writes (SB-40): a portal whose
// server sends ETags lets clients write only over the representation they saw. A stock API Platform
// server sends none (the `etags: false` option plays one).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../context';
import { PreconditionFailedError } from './errors';

/** A weak tag of a representation: the same JSON gives the same tag. */
export function entityTag(payload: string): string {
  return `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
}

/** The opaque part of a tag, for the weak comparison (a `W/` prefix does not count). */
function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** The tags of an `If-Match` value: `*`, or a comma-separated list of (weak or strong) tags. */
export function matches(header: string, current: string | null): boolean {
  const value = header.trim();
  if (value === '*') return current !== null;
  if (current === null) return false;
  const wanted = opaque(current);
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === wanted);
}

/** A 200 JSON body that is one record (it has `@id` and is not a collection). */
function isItemPayload(payload: unknown): payload is string {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return false;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    return typeof body['@id'] === 'string' && !('hydra:member' in body) && body['@type'] !== 'hydra:Error';
  } catch {
    return false;
  }
}

const WRITES = new Set(['PUT', 'PATCH', 'DELETE']);

export const INTERNAL_HEADER = 'x-sandbox-internal';

/** The token that marks the sandbox's own reads of a record (no latency, no injected fault). */
export function internalToken(): string {
  return randomBytes(16).toString('hex');
}

/** True for a read the sandbox sends itself to learn a record's current tag. */
export function isInternalRead(ctx: Context, request: FastifyRequest): boolean {
  return request.headers[INTERNAL_HEADER] === ctx.internalToken;
}

/**
 * Every 200 (or 201) answer that is one record carries a weak ETag of its JSON; a PUT, PATCH, DELETE or
 * an item's multipart POST with `If-Match` runs only while the record's current representation (its GET,
 * as the caller would read it) still has one of the given tags, and answers 412 otherwise. The JSON
 * handlers write synchronously in the turn that follows the check, so no other write comes in between.
 */
export function registerEntityTags(app: FastifyInstance, ctx: Context): void {
  if (!ctx.options.etags) return;
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.access) return;
    const pattern = request.routeOptions.url;
    // A record's own path: a GET of the same pattern serves it (an edit's multipart POST included).
    const isItem = pattern !== undefined && app.hasRoute({ method: 'GET', url: pattern });
    if (!WRITES.has(request.method) && !(request.method === 'POST' && isItem)) return;
    const header = request.headers['if-match'];
    if (typeof header !== 'string' || header.trim() === '' || !isItem) return;
    const path = request.url.split('?')[0] ?? request.url;
    const headers: Record<string, string> = { [INTERNAL_HEADER]: ctx.internalToken };
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    const current = await app.inject({ method: 'GET', url: path, headers });
    // No record (404) or not readable: the write's own handler gives its answer.
    if (current.statusCode !== 200) return;
    if (!matches(header, entityTag(current.body))) throw new PreconditionFailedError();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'DELETE' || request.method === 'HEAD') return payload;
    if (reply.statusCode !== 200 && reply.statusCode !== 201) return payload;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/token/')) return payload;
    if (isItemPayload(payload)) reply.header('etag', entityTag(payload));
    return payload;
  });
}
