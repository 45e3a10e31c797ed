import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import type { Context } from '../context';
import type { AuthUser } from '../http/route';
import { canCall } from '../sdk';
import { SUBSCRIPTIONS_PATH, type SubscriberAuth, subscriptionDocument } from './hub';
import { anyMatch, topicSelector } from './topics';

/** The hub's path, as the protocol's discovery names it. */
export const HUB_PATH = '/.well-known/mercure';
/** The cookie of the subscriber's token, set at login and refresh, as API Platform setups name it. */
export const HUB_COOKIE = 'mercureAuthorization';

/**
 * The origin the API's IRIs are absolute under (topics are absolute URLs): the configured API base
 * URL, or the origin the request came to.
 */
export function apiOrigin(ctx: Context, request: FastifyRequest): string {
  if (ctx.options.apiBaseUrl) return ctx.options.apiBaseUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.headers.host ?? `${ctx.options.host}`}`;
}

/**
 * The subscriber token of a user: `mercure.subscribe` lists the records of every resource the user
 * may read (as the API's access rules decide) and the subscriptions to them, `mercure.payload` who
 * the user is, for the subscription events.
 */
export async function signHubToken(ctx: Context, request: FastifyRequest, user: AuthUser): Promise<string> {
  const origin = apiOrigin(ctx, request);
  const readable = readableCollections(ctx, user);
  // A user who may read every collection gets two templates instead of two per collection: browsers
  // refuse a cookie over 4096 bytes, and the list of every collection is twice that (SB-44).
  const subscribe =
    readable.length === readableCollections(ctx, null).length
      ? [`${origin}/api/{+path}`, `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(`${origin}/api/`)}{+path}`]
      : [
          ...readable.map((name) => `${origin}/api/${name}/{id}`),
          // Who else has a record open: the subscriptions to the records the user may read.
          ...readable.map(
            (name) =>
              `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(`${origin}/api/${name}/`)}{id}/{subscriber}`,
          ),
        ];
  const now = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({
    mercure: { subscribe, payload: { username: user.username, displayName: user.username } },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.options.accessTtl)
    .sign(ctx.jwtSecret);
}

/** The collections whose records (`GET /api/{name}/{id}`) the user's roles may read (null: every one). */
function readableCollections(ctx: Context, user: AuthUser | null): string[] {
  const names = new Set<string>();
  for (const route of ctx.routes) {
    const match = /^\/api\/([a-z0-9_]+)\/(?::id|\d+)$/.exec(route.url);
    if (route.method !== 'GET' || !match?.[1]) continue;
    if (!user || canCall(user.roles, 'GET', route.url.replace(':id', '1'))) names.add(match[1]);
  }
  return [...names];
}

/** A token that is not a JWT at all; the hub answers it with a 401. */
export class MalformedTokenError extends Error {}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/**
 * What a subscription request may receive: the Bearer header first, else the cookie. No token, or a
 * token whose signature or expiry fails: public updates only. A value that is no JWT: a 401.
 */
export async function subscriberAuth(ctx: Context, request: FastifyRequest): Promise<SubscriberAuth> {
  const token = bearer(request) ?? request.cookies[HUB_COOKIE];
  const anonymous: SubscriberAuth = { allowed: [], payload: null };
  if (token === undefined) return anonymous;
  try {
    decodeJwt(token);
  } catch {
    throw new MalformedTokenError();
  }
  try {
    const { payload } = await jwtVerify(token, ctx.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    const claim = payload.mercure as { subscribe?: unknown; payload?: unknown } | undefined;
    const subscribe = Array.isArray(claim?.subscribe)
      ? claim.subscribe.filter((item): item is string => typeof item === 'string')
      : [];
    return { allowed: subscribe, payload: claim?.payload ?? null };
  } catch {
    return anonymous;
  }
}

/** The subscriber's rights, or null once a malformed token has been answered with a 401. */
async function authorised(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SubscriberAuth | null> {
  try {
    return await subscriberAuth(ctx, request);
  } catch (error) {
    if (!(error instanceof MalformedTokenError)) throw error;
    await reply.status(401).type('application/problem+json').send(problem(401, 'Unauthorized'));
    return null;
  }
}

function queryTopics(request: FastifyRequest): string[] {
  const query = request.query as Record<string, unknown>;
  const value = query.topic;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is string => typeof item === 'string' && item !== '');
}

function lastEventId(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  if (typeof header === 'string' && header !== '') return header;
  const query = (request.query as Record<string, unknown>).lastEventID;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

const problem = (status: number, title: string) => ({ type: 'about:blank', title, status });

const unavailable = (reply: FastifyReply) =>
  reply.status(503).type('application/problem+json').send(problem(503, 'Service Unavailable'));

/** The subscription endpoint: an SSE stream of the updates the request selects and may receive. */
export function registerHub(app: FastifyInstance, ctx: Context): void {
  const hub = ctx.hub;
  if (!hub) return;
  app.get(HUB_PATH, async (request, reply) => {
    if (!hub.available) return unavailable(reply);
    const topics = queryTopics(request);
    if (topics.length === 0) {
      return reply
        .status(400)
        .type('application/problem+json')
        .send(problem(400, 'Missing "topic" parameter'));
    }
    const auth = await authorised(ctx, request, reply);
    if (!auth) return reply;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'private, no-cache, no-store, must-revalidate, max-age=0',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'last-event-id': hub.lastEventId(),
    });
    hub.attach(raw, topics, auth, lastEventId(request));
  });

  // The subscriptions API: the active subscriptions the caller's token may see (each one is the
  // topic of its subscription events, so the same selectors decide), all of them or by topic selector,
  // or one subscriber's.
  const subscriptions = async (
    request: FastifyRequest,
    reply: FastifyReply,
    topic: string | undefined,
    subscriber: string | undefined,
  ) => {
    if (!hub.available) return unavailable(reply);
    const auth = await authorised(ctx, request, reply);
    if (!auth) return reply;
    const allowed = auth.allowed.map(topicSelector);
    const list = hub
      .subscribers()
      .filter((candidate) => subscriber === undefined || candidate.id === subscriber)
      .flatMap((candidate) =>
        candidate.topics
          .filter((selector) => topic === undefined || selector === topic)
          .map((selector) => subscriptionDocument(candidate, selector, true)),
      )
      .filter((document) => anyMatch(allowed, [document.id]));
    const context = 'https://mercure.rocks/';
    reply.header('cache-control', 'no-store').type('application/ld+json');
    if (subscriber !== undefined) {
      const [document] = list;
      if (!document)
        return reply.status(404).type('application/problem+json').send(problem(404, 'Not Found'));
      return { '@context': context, ...document, lastEventID: hub.lastEventId() };
    }
    const id =
      topic === undefined ? SUBSCRIPTIONS_PATH : `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(topic)}`;
    return {
      '@context': context,
      id,
      type: 'Subscriptions',
      lastEventID: hub.lastEventId(),
      subscriptions: list,
    };
  };
  app.get(SUBSCRIPTIONS_PATH, (request, reply) => subscriptions(request, reply, undefined, undefined));
  app.get<{ Params: { topic: string } }>(`${SUBSCRIPTIONS_PATH}/:topic`, (request, reply) =>
    subscriptions(request, reply, request.params.topic, undefined),
  );
  app.get<{ Params: { topic: string; subscriber: string } }>(
    `${SUBSCRIPTIONS_PATH}/:topic/:subscriber`,
    (request, reply) => subscriptions(request, reply, request.params.topic, request.params.subscriber),
  );
}
