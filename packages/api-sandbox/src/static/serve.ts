import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { RUNTIME_CONFIG_FILE, type RuntimeConfig } from '@redakcja/api-sdk/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context';
import { apiOrigin, HUB_PATH } from '../hub/routes';
import { STATIC_FOLDERS, staticLocation } from './files';
import { PanelHeaders, panelHeaders } from './headers';
import {
  compressAnswer,
  IMMUTABLE,
  PanelFiles,
  panelServerOptions,
  pathUnderPrefix,
  withBase,
} from './panel';

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function runtimeConfig(ctx: Context, request: FastifyRequest): RuntimeConfig {
  const here = origin(request);
  return {
    apiBaseUrl: ctx.options.apiBaseUrl ?? here,
    staticBaseUrl: ctx.options.staticBaseUrl ?? here,
    adminPrefix: ctx.options.adminPrefix,
    productName: ctx.options.productName,
    enabledAreas: ctx.options.enabledAreas,
    // The hub the API's Link header announces, so the panel's CSP and live updates follow it.
    ...(ctx.hub ? { hubUrl: `${apiOrigin(ctx, request)}${HUB_PATH}` } : {}),
  };
}

/** True when the panel folder holds a built panel (its index.html). */
export function panelAvailable(dir: string | undefined): dir is string {
  return dir !== undefined && existsSync(join(dir, 'index.html'));
}

export async function registerStatic(app: FastifyInstance, ctx: Context): Promise<void> {
  // Pictures the seed promised are drawn onto the disk when first requested, then served as files.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const location = staticLocation(request.url.split('?')[0] ?? '');
    if (!location) return;
    try {
      ctx.files.materialize(location[0], decodeURIComponent(location[1]));
    } catch {
      // A path outside the folder or badly encoded: @fastify/static answers it.
    }
  });

  // Uploaded files change under the same name (a caption, a newer cover): revalidate every time.
  app.addHook('onSend', async (request, reply, payload) => {
    if (staticLocation(request.url.split('?')[0] ?? '')) {
      reply.header('cache-control', 'no-cache');
      reply.header('x-content-type-options', 'nosniff');
    }
    return payload;
  });

  // The static paths of D3, each from its folder of the file store.
  let first = true;
  for (const folder of STATIC_FOLDERS) {
    await app.register(fastifyStatic, {
      root: ctx.files.folder(folder),
      prefix: `/${folder}/`,
      decorateReply: first,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
    });
    first = false;
  }

  const prefix = ctx.options.adminPrefix;
  // The runtime configuration may change with the sandbox's options: revalidated every time.
  const sendConfig = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig(ctx, request);
  };
  app.get(`/${RUNTIME_CONFIG_FILE}`, sendConfig);
  app.get(`${prefix}/${RUNTIME_CONFIG_FILE}`, sendConfig);

  // API answers compressed (the panel's own files are compressed once, in panel.ts).
  app.addHook('onSend', async (request, reply, payload) =>
    staticLocation(request.url.split('?')[0] ?? '') ? payload : compressAnswer(request, reply, payload),
  );

  const panelDir = ctx.options.panelDir ? resolve(ctx.options.panelDir) : undefined;
  if (!panelAvailable(panelDir)) {
    app.get('/', async () => ({
      name: 'Redakcja sandbox API',
      api: '/api',
      runtimeConfig: `${prefix}/${RUNTIME_CONFIG_FILE}`,
      panel: null,
    }));
    return;
  }

  app.get('/', (_request, reply) => reply.redirect(`${prefix}/`));
  const files = new PanelFiles(panelDir, (html) => withBase(html, prefix));
  // The panel: its files as they are, and index.html for every other address under the prefix.
  const headers = new PanelHeaders(panelDir);
  const servePanel = (request: FastifyRequest, reply: FastifyReply) => {
    // The build's security headers on every answer of the panel (a 404 of an asset included).
    const rest = pathUnderPrefix(request.url, prefix);
    const file = headers.get();
    if (file) reply.headers(panelHeaders(file, runtimeConfig(ctx, request), origin(request), rest));
    const panelFile = files.get(rest);
    if (panelFile)
      return files.send(request, reply, panelFile, rest.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    if (/^assets\//.test(rest)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    const index = files.get('index.html');
    if (!index) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return files.send(request, reply, index, 'no-cache');
  };
  PANELS.set(ctx, servePanel);
  // Without the trailing slash, relative URLs would resolve one folder up: redirect, keeping the query.
  // (The router ignores trailing slashes: this route gets the prefix with and without its slash.)
  app.get(prefix, (request, reply) => {
    const [path, query] = request.url.split(/\?(.*)/s);
    if (path !== prefix) return servePanel(request, reply);
    return reply.redirect(`${prefix}/${query ? `?${query}` : ''}`, 301);
  });
  app.get(`${prefix}/*`, servePanel);
}

type PanelHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;
/** The panel handler of each running sandbox, for the server's framework errors (built before the routes). */
const PANELS = new WeakMap<Context, PanelHandler>();

/** The Fastify options of a sandbox's server that concern the panel (panel.ts). */
export function panelOptions(ctx: Context) {
  return panelServerOptions(ctx.options.adminPrefix, () => PANELS.get(ctx) ?? null);
}
