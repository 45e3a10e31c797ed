import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../src';
import { Random } from '../src/seed/random';
import { Client, loggedIn } from './helpers';

const bigScript = Array.from({ length: 400 }, (_, i) => `export const value${i} = "redakcja ${i}";`).join(
  '\n',
);

/** A GET with raw headers (fetch decompresses and hides Content-Encoding's effect on the body). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the built panel under the admin prefix', () => {
  let sandbox: Sandbox;
  let panel: string;
  beforeAll(async () => {
    panel = mkdtempSync(join(tmpdir(), 'redakcja-panel-'));
    mkdirSync(join(panel, 'assets'));
    writeFileSync(
      join(panel, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>Redakcja</title></head><div id="root"></div>',
    );
    writeFileSync(join(panel, 'assets', 'app-1234.js'), 'console.log("panel")');
    // A real bundle's size, compressible; the build's precompressed copy of another file.
    writeFileSync(join(panel, 'assets', 'big-5678.js'), bigScript);
    writeFileSync(join(panel, 'assets', 'pre-9abc.js'), bigScript);
    writeFileSync(
      join(panel, 'assets', 'pre-9abc.js.br'),
      brotliCompressSync(Buffer.from(`${bigScript}//br`)),
    );
    sandbox = await startSandbox({
      seed: 'demo',
      panelDir: panel,
      enabledAreas: ['dictionaries'],
      productName: 'WM',
    });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(panel, { recursive: true, force: true });
  });

  test('/ redirects to the panel; its files are served; every other path gets index.html', async () => {
    const root = await fetch(`${sandbox.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/wirtualny_admin/');
    for (const path of [
      '/wirtualny_admin/',
      '/wirtualny_admin',
      '/wirtualny_admin/articles/edit/3',
      '/wirtualny_admin/login',
      '/wirtualny_admin/foo/categories',
      '/wirtualny_admin/x/categories/edit/1',
      '/wirtualny_admin/%E0%A4%A',
      `/wirtualny_admin/comments?searchQuery=${encodeURIComponent('zażółć '.repeat(650))}`, // an 18.9 KB address (Node's default limit is 16 KB: a 431)
    ]) {
      const page = await fetch(`${sandbox.url}${path}`);
      const label = path.slice(0, 60);
      expect(page.status, label).toBe(200);
      expect(page.headers.get('content-type'), label).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html, label).toContain('<div id="root">');
      // The prefix's <base> is in the markup, before any asset, for the browser's preload scanner.
      expect(html, label).toContain('<meta charset="UTF-8" />\n    <base href="/wirtualny_admin/" />');
    }
    // The prefix without its slash is redirected (relative URLs would resolve one folder up), query kept.
    const bare = await fetch(`${sandbox.url}/wirtualny_admin?page=2`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/wirtualny_admin/?page=2');
    const asset = await fetch(`${sandbox.url}/wirtualny_admin/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${sandbox.url}/wirtualny_admin/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/wirtualny_admin/..%2f..%2fetc%2fpasswd`)).status).toBe(200);
  });

  test('served as a production server would: Brotli or gzip, immutable hashed assets, no-cache index.html', async () => {
    const asset = `${sandbox.url}/wirtualny_admin/assets/big-5678.js`;
    const br = await rawGet(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(br.body.length).toBeLessThan(bigScript.length / 4);
    const gzip = await rawGet(asset, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bigScript);
    const plain = await rawGet(asset, { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
    // The build's precompressed copy is sent as it is.
    const pre = await rawGet(`${sandbox.url}/wirtualny_admin/assets/pre-9abc.js`, {
      'accept-encoding': 'br',
    });
    expect(brotliDecompressSync(pre.body).toString()).toBe(`${bigScript}//br`);

    const index = await rawGet(`${sandbox.url}/wirtualny_admin/comments`);
    expect(index.headers['cache-control']).toBe('no-cache');
    const etag = String(index.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await rawGet(`${sandbox.url}/wirtualny_admin/`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const config = await rawGet(`${sandbox.url}/wirtualny_admin/config.json`);
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  test('API answers are compressed when the client accepts it', async () => {
    const { token } = await loggedIn(sandbox, 'admin');
    const list = await rawGet(`${sandbox.url}/api/articles?page=1`, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, br',
    });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(JSON.parse(brotliDecompressSync(list.body).toString())['hydra:member'].length).toBeGreaterThan(0);
    const plain = await rawGet(`${sandbox.url}/api/articles?page=1`, { authorization: `Bearer ${token}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())['hydra:member'].length).toBeGreaterThan(0);
  });

  test('undecodable addresses outside the prefix keep their 400', async () => {
    expect((await fetch(`${sandbox.url}/api/%E0%A4%A`)).status).toBe(400);
  });

  test('the runtime config (D2, D3, D9)', async () => {
    for (const path of ['/wirtualny_admin/config.json', '/config.json']) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(await response.json()).toEqual({
        apiBaseUrl: sandbox.url,
        staticBaseUrl: sandbox.url,
        adminPrefix: '/wirtualny_admin',
        productName: 'WM',
        enabledAreas: ['dictionaries'],
        hubUrl: `${sandbox.url}/.well-known/mercure`,
      });
    }
  });

  test('the API answers JSON-LD 404s; other unknown paths plain 404s', async () => {
    const api = await fetch(`${sandbox.url}/api/nie-ma`);
    expect(api.status).toBe(404);
    expect((await api.json())['hydra:description']).toBe('No route found for "GET /api/nie-ma"');
    expect((await fetch(`${sandbox.url}/nie-ma`)).status).toBe(404);
  });
});

describe('without a panel', () => {
  test('/ describes the API and the runtime config is still served', async () => {
    const sandbox = await startSandbox({ adminPrefix: 'panel/' });
    try {
      const root = await (await fetch(`${sandbox.url}/`)).json();
      expect(root).toMatchObject({ api: '/api', runtimeConfig: '/panel/config.json', panel: null });
      expect((await (await fetch(`${sandbox.url}/panel/config.json`)).json()).adminPrefix).toBe('/panel');
    } finally {
      await sandbox.close();
    }
  });
});

describe('fault injection', () => {
  test('--fail-rate 1 answers 503 on /api and the /cache clears; static files and the config still answer', async () => {
    const sandbox = await startSandbox({ seed: 'demo' });
    try {
      const editor = await loggedIn(sandbox, 'redaktor');
      sandbox.setFaults({ failRate: 1 });
      const response = await new Client(sandbox.url).post('/api/token/auth', {
        username: 'admin',
        password: 'x',
      });
      expect(response.status).toBe(503);
      expect(response.body['hydra:description']).toBe('Service Unavailable');
      expect((await editor.get('/api/articles/1')).status).toBe(503);
      expect((await editor.request('POST', '/cache/cache/menu')).status).toBe(503);
      expect((await fetch(`${sandbox.url}/config.json`)).status).toBe(200);
      expect((await fetch(`${sandbox.url}/box_tvn/box_1/first.png`)).status).toBe(200);
      // Switched off again while running: the same session goes on.
      sandbox.setFaults({ failRate: 0 });
      expect((await editor.get('/api/articles/1')).status).toBe(200);
      expect(sandbox.context.db.prepare('SELECT COUNT(*) AS n FROM cache_clears').get()).toEqual({ n: 0 });
    } finally {
      await sandbox.close();
    }
  });

  test('--fail-seed makes the failures a fixed sequence: the same requests fail on every run', async () => {
    // One draw per API request, in order: with a seed the statuses follow the seeded generator.
    const expected = (seed: number, rate: number, count: number) => {
      const random = new Random(seed);
      return Array.from({ length: count }, () => (random.next() < rate ? 503 : 401));
    };
    const statuses = async (sandbox: Sandbox, count: number) => {
      const client = new Client(sandbox.url);
      const seen: number[] = [];
      for (let index = 0; index < count; index++) seen.push((await client.get('/api/groups')).status);
      return seen;
    };
    const first = await startSandbox({ failRate: 0.5, failSeed: 7 });
    const second = await startSandbox({ failRate: 0.5, failSeed: 7 });
    try {
      const run = await statuses(first, 24);
      expect(run).toEqual(expected(7, 0.5, 24));
      expect(run).toContain(503);
      expect(run).toContain(401);
      expect(await statuses(second, 24)).toEqual(run);
      // A new seed restarts the sequence.
      first.setFaults({ failSeed: 7 });
      expect(await statuses(first, 24)).toEqual(run);
      first.setFaults({ failSeed: 8 });
      expect(await statuses(first, 24)).toEqual(expected(8, 0.5, 24));
    } finally {
      await first.close();
      await second.close();
    }
  });

  test('without a seed the draws come from Math.random, looked up on every request', async () => {
    const sandbox = await startSandbox({ failRate: 0.5 });
    const random = vi.spyOn(Math, 'random');
    try {
      const client = new Client(sandbox.url);
      random.mockReturnValue(0.49);
      expect((await client.get('/api/groups')).status).toBe(503);
      random.mockReturnValue(0.5);
      expect((await client.get('/api/groups')).status).toBe(401);
    } finally {
      random.mockRestore();
      await sandbox.close();
    }
  });

  test('--latency delays every API answer', async () => {
    const sandbox = await startSandbox({ seed: 'demo', latency: 300 });
    try {
      const client = await loggedIn(sandbox, 'admin');
      const started = performance.now();
      expect((await client.get('/api/groups')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await sandbox.close();
    }
  });
});

describe('close', () => {
  test('removes the temporary file store of an in-memory database and can be called twice', async () => {
    const sandbox = await startSandbox({ seed: 'demo' });
    const root = sandbox.context.files.root;
    await sandbox.close();
    await sandbox.close();
    const { existsSync } = await import('node:fs');
    expect(existsSync(root)).toBe(false);
    await expect(fetch(`${sandbox.url}/config.json`)).rejects.toThrow();
  });
});
