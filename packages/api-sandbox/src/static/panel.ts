/**
 * The built panel served as a production web server would (`npm start`, the browser tests, the bench):
 * - Brotli or gzip by the request's Accept-Encoding: the build's precompressed `.br`/`.gz` siblings when
 *   present, otherwise compressed once on first request and kept in memory (with `Vary: Accept-Encoding`);
 * - hashed assets (`assets/…`) `Cache-Control: public, max-age=31536000, immutable`; index.html and the
 *   other files `no-cache` with an ETag, so a new build is picked up at once and an old one revalidates
 *   with a 304;
 * - every other address under the prefix, however deep, malformed or long, answered with index.html (the
 *   panel then goes Home), with a `<base href>` of the prefix written into it so the browser's preload
 *   scanner resolves the relative asset URLs right from the first byte (WEB-2 computes it in the page for
 *   servers that cannot);
 * - the prefix without its trailing slash redirected to it.
 * API answers (JSON) are compressed too, on the fly: they change with every request.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerOptions } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Node's default is 16 KB: an address with a 3,000-character search (about 18 KB encoded) got a 431. */
export const MAX_HEADER_SIZE = 128 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Smaller answers are not worth a compression (one TCP packet either way). */
const MIN_COMPRESSED_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q=0 refuses one): Brotli, then gzip, else none. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

export function compress(body: Buffer, encoding: Encoding, fast = false): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: fast ? 4 : 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: fast ? 6 : 9 });
}

interface PanelFile {
  mtimeMs: number;
  type: string;
  etag: string;
  body: Buffer;
  /** Text worth compressing (by type and size). */
  compressible: boolean;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The panel folder's files, read once (again when a file changes on disk) with their encodings. */
export class PanelFiles {
  readonly #files = new Map<string, PanelFile>();

  constructor(
    readonly dir: string,
    /** index.html as served: the prefix's `<base>` written in. */
    readonly rewriteIndex: (html: string) => string,
  ) {}

  /** A file of the panel by its path inside the folder ('' or a folder: none). */
  get(rest: string): PanelFile | null {
    const path = resolve(this.dir, rest);
    if (rest === '' || !path.startsWith(this.dir + sep) || !existsSync(path)) return null;
    const stat = statSync(path);
    if (!stat.isFile()) return null;
    const known = this.#files.get(path);
    if (known && known.mtimeMs === stat.mtimeMs) return known;
    let body = readFileSync(path);
    const isIndex = path === join(this.dir, 'index.html');
    if (isIndex) body = Buffer.from(this.rewriteIndex(body.toString('utf8')));
    const extension = extname(path).toLowerCase();
    const compressible = COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESSED_BYTES;
    const encoded: PanelFile['encoded'] = {};
    // The build's precompressed siblings (not for index.html, which is rewritten here).
    if (compressible && !isIndex) {
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        const sibling = `${path}${suffix}`;
        if (existsSync(sibling) && statSync(sibling).mtimeMs >= stat.mtimeMs)
          encoded[encoding] = readFileSync(sibling);
      }
    }
    const file: PanelFile = {
      mtimeMs: stat.mtimeMs,
      type: TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
      body,
      compressible,
      encoded,
    };
    this.#files.set(path, file);
    return file;
  }

  /** Sends a file: 304 when the client's copy is current, else the best encoding it accepts. */
  send(request: FastifyRequest, reply: FastifyReply, file: PanelFile, cacheControl: string): FastifyReply {
    reply.header('cache-control', cacheControl).header('etag', file.etag).type(file.type);
    reply.header('x-content-type-options', 'nosniff');
    if (file.compressible) reply.header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    const encoding = file.compressible ? negotiateEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(file.body);
    // Compressed once and kept; Brotli at full quality is worth it for files served many times.
    file.encoded[encoding] ??= compress(file.body, encoding);
    return reply.header('content-encoding', encoding).send(file.encoded[encoding]);
  }
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The path of a request under the prefix, decoded when it can be ('' for the prefix itself). */
export function pathUnderPrefix(url: string, prefix: string): string {
  const raw = (url.split('?')[0] ?? '').slice(prefix.length).replace(/^\/+/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Writes `<base href="{prefix}/">` right after the charset (or the head's start) of index.html. */
export function withBase(html: string, prefix: string): string {
  if (/<base\s/i.test(html)) return html;
  const href = `${prefix.replace(/\/+$/, '')}/`.replace(/"/g, '&quot;');
  const tag = `<base href="${href}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}\n    ${tag}`);
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`)
    : `${tag}${html}`;
}

/**
 * Compresses an API answer (a JSON string or buffer) when the client accepts it and it is worth it:
 * fast settings, since every answer is compressed anew.
 */
export function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Buffer | unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.getHeader('content-encoding') || request.method === 'HEAD') return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!/json|text\/|javascript|csv|xml/.test(type)) return payload;
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  if (body.length < MIN_COMPRESSED_BYTES) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compress(body, encoding, true);
}

/**
 * Options of the Fastify server that the panel needs: long addresses (a 3,000-character search) are read
 * instead of a 431, and an address the router cannot decode (`/wirtualny_admin/%E0%A4%A`) gets the
 * panel under the prefix (which goes Home) instead of a bare 400 body; elsewhere the 400 stays.
 */
export function panelServerOptions(
  adminPrefix: string,
  servePanel: () => ((request: FastifyRequest, reply: FastifyReply) => unknown) | null,
): { http: ServerOptions; frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> } {
  return {
    http: { maxHeaderSize: MAX_HEADER_SIZE },
    frameworkErrors: (error, request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const underPrefix = path === adminPrefix || path.startsWith(`${adminPrefix}/`);
      const serve = servePanel();
      if (serve && underPrefix && (request.method === 'GET' || request.method === 'HEAD')) {
        serve(request as FastifyRequest, reply as FastifyReply);
        return;
      }
      // Fastify's own answer otherwise.
      const status = error.statusCode ?? 400;
      const body = { error: 'Bad Request', code: error.code, message: error.message, statusCode: status };
      (reply as FastifyReply).status(status).type('application/json; charset=utf-8').send(body);
    },
  };
}
