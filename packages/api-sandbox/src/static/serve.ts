import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { RUNTIME_CONFIG_FILE, type RuntimeConfig } from '@redakcja/api-sdk/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../context';
import { STATIC_FOLDERS, staticLocation } from './files';

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
  const sendConfig = async (request: FastifyRequest) => runtimeConfig(ctx, request);
  app.get(`/${RUNTIME_CONFIG_FILE}`, sendConfig);
  app.get(`${prefix}/${RUNTIME_CONFIG_FILE}`, sendConfig);

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
  // The panel: its files as they are, and index.html for every other path (history fallback).
  const servePanel = (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const rest = decodeURIComponent((request.url.split('?')[0] ?? '').slice(prefix.length)).replace(
      /^\/+/,
      '',
    );
    const file = resolve(panelDir, rest);
    if (rest !== '' && file.startsWith(panelDir + sep) && existsSync(file) && statSync(file).isFile()) {
      const immutable = rest.startsWith('assets/');
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(rest, panelDir, { cacheControl: false });
    }
    if (/^assets\//.test(rest)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', panelDir, { cacheControl: false });
  };
  app.get(prefix, servePanel);
  app.get(`${prefix}/*`, servePanel);
}
