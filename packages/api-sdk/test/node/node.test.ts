import diagnostics from 'node:diagnostics_channel';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toFormData } from '../../src/http/multipart';
import { createNodeApiClient, FileSessionStore, fileFromBuffer, fileFromPath } from '../../src/node/index';
import { makeToken } from '../http/support';

/** A small real HTTP server on 127.0.0.1 playing the token endpoints of D21 with a rotating refresh cookie. */
class TokenServer {
  server!: Server;
  baseUrl = '';
  generation = 0;
  refreshCookie: string | null = null;
  /** Cookie header seen per path. */
  cookiesSeen: Array<{ path: string; cookie: string | undefined }> = [];
  sockets = new Set<unknown>();
  uploads: Array<{ name: string; size: number; title: string; type: string; bytes: string }> = [];
  tokens: string[] = [];

  async start() {
    this.server = createServer((request, response) => {
      this.sockets.add(request.socket);
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private issue(response: ServerResponse) {
    this.generation += 1;
    this.refreshCookie = `r${this.generation}-${Math.random().toString(36).slice(2)}`;
    response.setHeader('Set-Cookie', [
      `refresh_token=${this.refreshCookie}; Path=/api/token; Max-Age=2592000; HttpOnly; SameSite=Strict`,
    ]);
    const token = makeToken({ id: `t${this.generation}` });
    this.tokens.push(token);
    return token;
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.statusCode = status;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(body));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(request.url ?? '/', this.baseUrl).pathname;
    this.cookiesSeen.push({ path, cookie: request.headers.cookie });
    const sentCookie = /refresh_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];

    if (path === '/api/token/auth') {
      const { username } = JSON.parse(body.toString()) as { username: string };
      const token = this.issue(response);
      return this.send(response, 200, { token, username, forcePasswordChange: false, roles: ['root'] });
    }
    if (path === '/api/token/refresh') {
      if (!sentCookie || sentCookie !== this.refreshCookie) {
        return this.send(response, 401, { code: 401, message: 'JWT Refresh Token Not Found' });
      }
      const token = this.issue(response);
      return this.send(response, 200, {
        token,
        data: { username: 'redaktor', forcePasswordChange: false, roles: ['root'] },
      });
    }
    if (path === '/api/token/invalidate') {
      if (sentCookie === this.refreshCookie) this.refreshCookie = null;
      response.setHeader('Set-Cookie', [
        'refresh_token=; Path=/api/token; Max-Age=0; HttpOnly; SameSite=Strict',
      ]);
      return this.send(response, 200, {
        code: 200,
        message: 'The supplied refresh_token has been invalidated.',
      });
    }
    if (path === '/api/media') {
      const form = await new Response(body, {
        headers: { 'Content-Type': request.headers['content-type'] ?? '' },
      }).formData();
      const file = form.get('file') as File;
      this.uploads.push({
        name: file.name,
        size: file.size,
        type: file.type,
        title: String(form.get('title')),
        bytes: Buffer.from(await file.arrayBuffer()).toString('utf8'),
      });
      return this.send(response, 201, { '@type': 'Media', id: 5, fileName: file.name });
    }
    if (path === '/api/pages') {
      // Three pages of one item each, linked by hydra:next (the read-ahead test).
      const page = Number(new URL(request.url ?? '/', this.baseUrl).searchParams.get('page'));
      const next = page < 3 ? { 'hydra:next': `/api/pages?page=${page + 1}` } : {};
      return this.send(response, 200, {
        'hydra:member': [{ id: page }],
        'hydra:view': { '@id': `/api/pages?page=${page}`, ...next },
      });
    }
    if (path === '/api/missing') return this.send(response, 404, { 'hydra:description': 'Not Found' });
    if (path === '/api/empty') {
      response.statusCode = 204;
      return response.end();
    }
    return this.send(response, 200, { ok: true });
  }
}

const server = new TokenServer();
let folder: string;

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'redakcja-sdk-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;
const ok = z.object({ ok: z.boolean() });

describe.each(['fetch', 'request'] as const)(
  'Node client against a real HTTP server (transport %s)',
  (transport) => {
    it('keeps the refresh cookie, sends it only to /api/token, and rotates it on refresh', async () => {
      const client = createNodeApiClient({ transport, baseUrl: server.baseUrl });
      try {
        await client.auth.login({ username: 'redaktor', password: 'x' });
        const first = server.refreshCookie;
        expect(await client.cookieJar.valueFor(`${server.baseUrl}/api/token/refresh`, 'refresh_token')).toBe(
          first,
        );

        await client.http.json({ method: 'GET', path: '/api/articles/1' }, ok);
        expect(server.cookiesSeen.at(-1)).toEqual({ path: '/api/articles/1', cookie: undefined });
        // RFC 6265 path-match: /api/token covers /api/token/… but not a longer name.
        await client.http.json({ method: 'GET', path: '/api/tokenizer' }, ok);
        expect(server.cookiesSeen.at(-1)).toEqual({ path: '/api/tokenizer', cookie: undefined });

        await client.auth.refresh();
        expect(server.cookiesSeen.at(-1)).toEqual({
          path: '/api/token/refresh',
          cookie: `refresh_token=${first}`,
        });
        const second = server.refreshCookie;
        expect(second).not.toBe(first);

        await client.auth.refresh();
        expect(server.cookiesSeen.at(-1)?.cookie).toBe(`refresh_token=${second}`);
        expect(client.auth.getSession()?.token).toBe(server.tokens.at(-1));

        const third = server.refreshCookie;
        await client.auth.logout();
        expect(server.cookiesSeen.at(-1)).toEqual({
          path: '/api/token/invalidate',
          cookie: `refresh_token=${third}`,
        });
        expect(
          await client.cookieJar.valueFor(`${server.baseUrl}/api/token/refresh`, 'refresh_token'),
        ).toBeUndefined();
      } finally {
        await client.close();
      }
    });

    it('reuses keep-alive connections for consecutive calls', async () => {
      const client = createNodeApiClient({ transport, baseUrl: server.baseUrl });
      server.sockets.clear();
      try {
        for (let n = 0; n < 10; n++)
          await client.http.json({ method: 'GET', path: `/api/articles/${n}` }, ok);
        // Without keep-alive every call opens its own socket; undici may open a second one while the first
        // is being released.
        expect(server.sockets.size).toBeLessThanOrEqual(2);
      } finally {
        await client.close();
      }
    });

    it('saves token and refresh cookie to a 0600 file, and a new process restores the session from it', async () => {
      const file = join(folder, 'nested', 'session.json');
      const first = createNodeApiClient({ transport, baseUrl: server.baseUrl, sessionFile: file });
      await first.auth.login({ username: 'redaktor', password: 'x' });
      await first.close();

      expect(mode(file)).toBe(0o600);
      const saved = JSON.parse(readFileSync(file, 'utf8')) as {
        token: string;
        cookies: { cookies: Array<{ key: string; value: string }> };
      };
      expect(saved.token).toBe(server.tokens.at(-1));
      expect(saved.cookies.cookies.find((cookie) => cookie.key === 'refresh_token')?.value).toBe(
        server.refreshCookie,
      );

      // Someone loosens the file: the next write tightens it again.
      chmodSync(file, 0o644);
      const second = createNodeApiClient({ transport, baseUrl: server.baseUrl, sessionFile: file });
      const restored = await second.auth.restore();
      await second.close();
      expect(restored?.token).toBe(server.tokens.at(-1));
      expect(mode(file)).toBe(0o600);
      const rotated = JSON.parse(readFileSync(file, 'utf8')) as typeof saved;
      expect(rotated.cookies.cookies[0]?.value).toBe(server.refreshCookie);
      expect(readdirSync(join(folder, 'nested'))).toEqual(['session.json']);

      // Logout from a fresh process (no restore first) still sends the stored cookie and removes the file.
      const cookie = server.refreshCookie;
      const third = createNodeApiClient({ transport, baseUrl: server.baseUrl, sessionFile: file });
      await third.auth.logout();
      await third.close();
      expect(server.cookiesSeen.at(-1)).toEqual({
        path: '/api/token/invalidate',
        cookie: `refresh_token=${cookie}`,
      });
      expect(() => statSync(file)).toThrow();
    });

    it('uploads files from a path and from a Buffer as multipart', async () => {
      const path = join(folder, 'okładka zdjęcie.jpg');
      writeFileSync(path, 'jpeg-bytes');
      const client = createNodeApiClient({ transport, baseUrl: server.baseUrl });
      const media = z.object({ '@type': z.string(), id: z.number(), fileName: z.string() });
      try {
        const fromPath = await fileFromPath(path);
        await client.http.json(
          { method: 'POST', path: '/api/media', form: toFormData({ file: fromPath, title: 'Okładka' }) },
          media,
        );
        await client.http.json(
          {
            method: 'POST',
            path: '/api/media',
            form: toFormData({ file: fileFromBuffer(Buffer.from('png-bytes'), 'logo.png'), title: 'Logo' }),
          },
          media,
        );
      } finally {
        await client.close();
      }
      expect(server.uploads.slice(-2)).toEqual([
        { name: 'okładka zdjęcie.jpg', size: 10, type: 'image/jpeg', title: 'Okładka', bytes: 'jpeg-bytes' },
        { name: 'logo.png', size: 9, type: 'image/png', title: 'Logo', bytes: 'png-bytes' },
      ]);
    });

    it('never prints a token or a refresh cookie', async () => {
      const file = join(folder, 'session.json');
      const printed: string[] = [];
      const capture = (...args: unknown[]) => {
        printed.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '));
        return true;
      };
      const spies = [
        vi.spyOn(console, 'log').mockImplementation(capture),
        vi.spyOn(console, 'info').mockImplementation(capture),
        vi.spyOn(console, 'warn').mockImplementation(capture),
        vi.spyOn(console, 'error').mockImplementation(capture),
        vi.spyOn(console, 'debug').mockImplementation(capture),
        vi.spyOn(process.stdout, 'write').mockImplementation(capture),
        vi.spyOn(process.stderr, 'write').mockImplementation(capture),
      ];
      const client = createNodeApiClient({ transport, baseUrl: server.baseUrl, sessionFile: file });
      try {
        await client.auth.login({ username: 'redaktor', password: 'x' });
        await client.auth.refresh();
        await new FileSessionStore(file).load();
      } finally {
        await client.close();
        for (const spy of spies) spy.mockRestore();
      }
      const secrets = [...server.tokens, server.refreshCookie ?? 'none'];
      for (const line of printed) for (const secret of secrets) expect(line).not.toContain(secret);
      // Nor do the objects when someone prints them.
      for (const shown of [
        inspect(client.cookieJar),
        JSON.stringify(client.cookieJar),
        JSON.stringify(new FileSessionStore(file)),
      ]) {
        for (const secret of secrets) expect(shown).not.toContain(secret);
      }
    });
    it('answers errors and failures as the SDK types them: status and body, 204, a refused connection', async () => {
      const client = createNodeApiClient({ transport, baseUrl: server.baseUrl, retry: { limit: 0 } });
      try {
        const missing = await client.http
          .json({ method: 'GET', path: '/api/missing' }, ok)
          .catch((error: unknown) => error);
        expect(missing).toMatchObject({
          name: 'NotFoundError',
          status: 404,
          url: `${server.baseUrl}/api/missing`,
        });
        await expect(client.http.empty({ method: 'DELETE', path: '/api/empty' })).resolves.toBeUndefined();
      } finally {
        await client.close();
      }
      // A port nobody listens on (fetch refuses some ports such as 9 before connecting).
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const refused = createNodeApiClient({
        transport,
        baseUrl: `http://127.0.0.1:${port}`,
        retry: { limit: 0 },
      });
      try {
        const error = await refused.http.json({ method: 'GET', path: '/api/x' }, ok).catch((e: unknown) => e);
        expect(error).toMatchObject({ name: 'NetworkError' });
        expect((error as { cause?: { cause?: { code?: string } } }).cause?.cause?.code).toBe('ECONNREFUSED');
      } finally {
        await refused.close();
      }
    });
  },
);

describe('page walks with readAhead on the request transport', () => {
  it("dispatch the next page's request before the current page is validated (nothing awaited on the way)", async () => {
    const log: string[] = [];
    // An interceptor runs inside undici's dispatch, which request() calls synchronously.
    const dispatcher = new Agent().compose((dispatch) => (options, handler) => {
      log.push(`dispatch ${options.path}`);
      return dispatch(options, handler);
    });
    const client = createNodeApiClient({ transport: 'request', baseUrl: server.baseUrl, dispatcher });
    const item = z.object({ id: z.number() }).transform((row) => {
      log.push(`validate ${row.id}`);
      return row;
    });
    try {
      const ids: number[] = [];
      for await (const page of client.pagesFrom('/api/pages?page=1', item, { readAhead: true }))
        ids.push(...page.items.map((row) => row.id));
      expect(ids).toEqual([1, 2, 3]);
      expect(log).toEqual([
        'dispatch /api/pages?page=1',
        'dispatch /api/pages?page=2',
        'validate 1',
        'dispatch /api/pages?page=3',
        'validate 2',
        'validate 3',
      ]);
    } finally {
      await client.close();
      await dispatcher.close();
    }
  });

  it("has the next page's request written to the socket before the current page is validated", async () => {
    const log: string[] = [];
    // undici publishes this when a request's headers have been written to the connection.
    const sent = diagnostics.channel('undici:client:sendHeaders');
    const onSent = (message: unknown) =>
      log.push(`sent ${(message as { request: { path: string } }).request.path}`);
    sent.subscribe(onSent);
    const client = createNodeApiClient({ transport: 'request', baseUrl: server.baseUrl });
    const item = z.object({ id: z.number() }).transform((row) => {
      log.push(`validate ${row.id}`);
      return row;
    });
    try {
      for await (const _ of client.pagesFrom('/api/pages?page=1', item, { readAhead: true }));
      expect(log.indexOf('sent /api/pages?page=2')).toBeGreaterThan(-1);
      expect(log.indexOf('sent /api/pages?page=2')).toBeLessThan(log.indexOf('validate 1'));
      expect(log.indexOf('sent /api/pages?page=3')).toBeLessThan(log.indexOf('validate 2'));
    } finally {
      sent.unsubscribe(onSent);
      await client.close();
    }
  });
});

describe('FileSessionStore', () => {
  it('writes mode 0600, re-chmods on every write, and leaves no temporary file', async () => {
    const file = join(folder, 'session.json');
    const store = new FileSessionStore(file);
    await store.save({ token: 'aaa.bbb.ccc', username: 'anna', roles: ['root'], forcePasswordChange: false });
    expect(mode(file)).toBe(0o600);
    chmodSync(file, 0o666);
    await store.save({ token: 'ddd.eee.fff', username: 'anna', roles: ['root'], forcePasswordChange: false });
    expect(mode(file)).toBe(0o600);
    expect(await store.load()).toMatchObject({ token: 'ddd.eee.fff', username: 'anna', roles: ['root'] });
    expect(readdirSync(folder)).toEqual(['session.json']);
  });

  it('reads a missing or corrupt file as no session, without quoting its content', async () => {
    const file = join(folder, 'session.json');
    const store = new FileSessionStore(file);
    expect(await store.load()).toBeNull();
    writeFileSync(file, '{"token": "secret-token-value", ');
    expect(await store.load()).toBeNull();
    writeFileSync(file, '{"token": 5}');
    expect(await store.load()).toBeNull();
  });

  it('names only the path when it cannot write', async () => {
    const blocker = join(folder, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const store = new FileSessionStore(join(blocker, 'session.json'));
    const error = await store.save({ token: 'secret-token-value' }).catch((e: unknown) => e);
    expect((error as Error).message).toContain(join(blocker, 'session.json'));
    expect((error as Error).message).not.toContain('secret-token-value');
  });

  it('clear removes the file', async () => {
    const file = join(folder, 'session.json');
    const store = new FileSessionStore(file);
    await store.save({ token: 't' });
    await store.clear();
    expect(await store.load()).toBeNull();
    await expect(store.clear()).resolves.toBeUndefined();
  });
});
