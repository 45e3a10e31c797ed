import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { registerAreas } from './areas';
import { authorize } from './auth/guard';
import type { Context } from './context';
import { ApiError, ValidationError } from './http/errors';
import { isInternalRead, registerEntityTags } from './http/etags';
import { Hub } from './hub/hub';
import { publishChanges } from './hub/publish';
import { apiOrigin, HUB_PATH, registerHub } from './hub/routes';
import { violationsFromZodError } from './sdk';
import { panelOptions, registerStatic } from './static/serve';

/** The largest request body (JSON or multipart file) the API reads; larger ones get 413. */
export const BODY_LIMIT = 10 * 1024 * 1024;

const JSON_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json'];

const isApiPath = (url: string): boolean =>
  url.startsWith('/api/') || url === '/api' || url.startsWith('/cache/');

function mediaType(request: FastifyRequest): string {
  const header = request.headers['content-type'];
  return typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : '';
}

const hasBody = (request: FastifyRequest): boolean =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * The media types a route reads, as API Platform 3 does: JSON(-LD) for POST and PUT, JSON merge patch
 * for PATCH, multipart where the documents upload files; anything else is a 415 before the body is read.
 */
function checkContentType(request: FastifyRequest): void {
  const method = request.method;
  if (method === 'GET' || method === 'HEAD' || method === 'DELETE' || method === 'OPTIONS') return;
  const accepts = request.routeOptions.config.accepts ?? (method === 'PATCH' ? 'merge-patch' : 'json');
  if (accepts === 'any') return;
  const type = mediaType(request);
  if (type === '' && !hasBody(request)) return;
  const ok =
    accepts === 'multipart'
      ? type === 'multipart/form-data'
      : accepts === 'merge-patch'
        ? type === 'application/merge-patch+json'
        : type === 'application/json' || type === 'application/ld+json';
  if (!ok) {
    const expected =
      accepts === 'multipart'
        ? '"multipart/form-data"'
        : accepts === 'merge-patch'
          ? '"application/merge-patch+json"'
          : '"application/ld+json", "application/json"';
    throw new ApiError(
      415,
      `The content-type "${type}" is not supported. Supported MIME types are ${expected}.`,
    );
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What body the route reads; default: JSON for POST/PUT, merge patch for PATCH. */
    accepts?: 'json' | 'merge-patch' | 'multipart' | 'any';
  }
}

/** The reconnection delay the hub advises, in milliseconds. */
const HUB_RETRY = 2000;
/** Updates the hub keeps for `Last-Event-ID` replay. */
const HUB_HISTORY = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function buildApp(ctx: Context): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.options.logger,
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Long addresses and undecodable ones under the admin prefix get the panel (static/panel.ts).
    ...panelOptions(ctx),
  });
  app.decorateRequest('user', null);
  // Every API route with who may call it, for the docs and the tests.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || route.method === 'HEAD') return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') ctx.routes.push({ method, url: route.url, access: access.kind });
    }
  });

  // JSON bodies: the three JSON media types, and an empty body reads as no body (the refresh call).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  // Any other body is read (within the size limit) and ignored: only the routes that accept anything
  // get this far (the cache clears, 'no meaningful body'); the rest answered 415 before their body.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: BODY_LIMIT, files: 10, fields: 200, fieldSize: 1024 * 1024, parts: 220 },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    reply.header('cache-control', 'no-store');
    if (isInternalRead(ctx, request)) {
      if (request.routeOptions.config.access) await authorize(ctx, request);
      return;
    }
    if (ctx.faults.latency > 0) await sleep(ctx.faults.latency);
    if (ctx.faults.shouldFail()) throw new ApiError(503, 'Service Unavailable');
    if (!request.routeOptions.config.access) return;
    await authorize(ctx, request);
    checkContentType(request);
  });

  // API Platform answers JSON-LD; LexikJWT's token endpoints answer plain JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/token/')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && reply.statusCode !== 401) {
      reply.header('content-type', 'application/ld+json; charset=utf-8');
    }
    return payload;
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500 && apiError.status !== 503) request.log.error(error);
    if (!isApiPath(request.url) && apiError.status === 404) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply
      .status(apiError.status)
      .type(apiError.status === 401 ? 'application/json' : 'application/ld+json; charset=utf-8')
      .send(apiError.body());
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new ApiError(404, `No route found for "${request.method} ${request.url.split('?')[0]}"`);
    if (!isApiPath(request.url)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.status(404).type('application/ld+json; charset=utf-8').send(error.body());
  });

  if (ctx.options.hub) {
    ctx.hub = new Hub({ heartbeat: ctx.options.hubHeartbeat, retry: HUB_RETRY, historySize: HUB_HISTORY });
    // Discovery: every API answer names the hub, as API Platform does for its Mercure resources.
    app.addHook('onRequest', async (request, reply) => {
      if (isApiPath(request.url))
        reply.header('link', `<${apiOrigin(ctx, request)}${HUB_PATH}>; rel="mercure"`);
    });
    // The writes of a request are published before its answer leaves, as API Platform's flush does.
    app.addHook('onSend', async (request, _reply, payload) => {
      try {
        publishChanges(ctx, request);
      } catch (error) {
        request.log.error(error);
      }
      return payload;
    });
    registerHub(app, ctx);
  }
  registerEntityTags(app, ctx);
  registerAreas(app, ctx);
  await registerStatic(app, ctx);
  return app;
}

/** Maps anything thrown to the API's error bodies; only a fault of the sandbox itself is a 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return new ValidationError(violationsFromZodError(error));
  const fastifyError = error as Partial<FastifyError> & { message?: string };
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'Request Entity Too Large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'Unsupported Media Type');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'Invalid content length');
    default:
      break;
  }
  if (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError(400, 'Syntax error');
  }
  if (status >= 400 && status < 500) return new ApiError(status, fastifyError.message ?? 'Bad Request');
  return new ApiError(500, 'Internal Server Error');
}
