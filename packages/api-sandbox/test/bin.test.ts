import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Random } from '../src/seed/random';
import { DEMO_USERS } from '../src/seed/users';
import { drawPicture } from '../src/uploads/images';
import { buildBin } from './build';
import { Client, multipart } from './helpers';

let bin: string;
let disposeBuild: () => void;
let workDir: string;
beforeAll(() => {
  ({ bin, dispose: disposeBuild } = buildBin());
  workDir = mkdtempSync(join(tmpdir(), 'redakcja-sandbox-bin-'));
}, 120_000);
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
  disposeBuild();
});

interface Running {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

const READY = /Redakcja sandbox listening on (http:\/\/\S+)\n/;

/** Starts the built bin and waits for its ready line (and for `until`, when the test reads more). */
function run(args: string[], until: RegExp = READY, cwd = workDir): Promise<Running> {
  const child = spawn(process.execPath, [bin, ...args], { cwd });
  let out = '';
  let err = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line: ${out} ${err}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = READY.exec(out);
      if (match?.[1] && until.test(out)) {
        clearTimeout(timer);
        resolve({ child, url: match[1], stdout: () => out, stderr: () => err, exit });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code}: ${out} ${err}`));
    });
  });
}

/** Runs the bin to its end (for flags it refuses). */
function runToEnd(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [bin, ...args], { cwd: workDir });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('redakcja-sandbox', () => {
  test('prints one line with its address when ready; --port 0 picks a free port', async () => {
    const running = await run(['--db', ':memory:', '--seed', 'demo', '--port', '0']);
    try {
      expect(running.stdout().trim().split('\n')).toEqual([
        expect.stringMatching(/^Redakcja sandbox listening on http:\/\/127\.0\.0\.1:\d+$/),
      ]);
      expect(running.url).not.toMatch(/:8080$/);
      expect((await new Client(running.url).login('admin')).status).toBe(200);
    } finally {
      running.child.kill('SIGTERM');
      expect(await running.exit).toBe(0);
    }
  });

  test('--print-logins prints the runtime config and the demo logins; a missing --panel is a note', async () => {
    const running = await run(
      [
        '--db',
        ':memory:',
        '--seed',
        'demo',
        '--port',
        '0',
        '--panel',
        join(workDir, 'brak'),
        '--print-logins',
      ],
      /^ {2}nowy .*\n/m,
    );
    try {
      const out = running.stdout();
      expect(out).toContain('Note: no built panel in');
      expect(out).toContain(`${running.url}/wirtualny_admin/config.json`);
      for (const user of DEMO_USERS)
        expect(out).toMatch(
          new RegExp(`^  ${user.username.replace('.', '\\.')}\\s+${user.roles.join(', ')}`, 'm'),
        );
      expect(out).toContain('Redakcja!2026');
    } finally {
      running.child.kill('SIGINT');
      expect(await running.exit).toBe(0);
    }
  });

  test('the flags reach the server: --host, --access-ttl, --page-size, --fail-rate with --fail-seed, --enable-area', async () => {
    const running = await run([
      '--db',
      ':memory:',
      '--seed',
      'demo',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--access-ttl',
      '5',
      '--page-size',
      '7',
      '--fail-rate',
      '0.5',
      '--fail-seed',
      '11',
      '--enable-area',
      'dictionaries',
    ]);
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // Every API request draws once, in order, from the seeded sequence.
      const random = new Random(11);
      const fails = () => random.next() < 0.5;
      const client = new Client(running.url);
      let login = await client.login('admin');
      while (fails()) {
        expect(login.status).toBe(503);
        login = await client.login('admin');
      }
      expect(login.status).toBe(200);
      const claims = decodeJwt(login.body.token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(5);
      let comments = await client.get('/api/comments');
      while (fails()) {
        expect(comments.status).toBe(503);
        comments = await client.get('/api/comments');
      }
      expect(comments.body['hydra:member']).toHaveLength(7);
      expect(comments.body['hydra:view']['hydra:last']).toBe('/api/comments?page=22');
      // The runtime config is not an API call: no draw.
      const config = await fetch(`${running.url}/wirtualny_admin/config.json`);
      expect((await config.json()).enabledAreas).toEqual(['dictionaries']);
    } finally {
      running.child.kill('SIGTERM');
      expect(await running.exit).toBe(0);
    }
  });

  test('--no-etags: records carry no ETag (a stock API Platform server); without it they do', async () => {
    for (const [flags, tagged] of [
      [['--no-etags'], false],
      [[], true],
    ] as const) {
      const running = await run(['--db', ':memory:', '--seed', 'demo', '--port', '0', ...flags]);
      try {
        const client = new Client(running.url);
        await client.login('admin');
        const list = await client.get('/api/black_lists');
        expect(list.status).toBe(200);
        expect(list.headers.get('etag') !== null).toBe(tagged);
      } finally {
        running.child.kill('SIGTERM');
        expect(await running.exit).toBe(0);
      }
    }
  });

  test('--no-hub: no Link header and no hub; with one, an open event stream does not keep SIGTERM from ending it', async () => {
    for (const [flags, hub] of [
      [['--no-hub'], false],
      [[], true],
    ] as const) {
      const running = await run(['--db', ':memory:', '--seed', 'demo', '--port', '0', ...flags]);
      try {
        const client = new Client(running.url);
        await client.login('admin');
        const list = await client.get('/api/categories');
        expect(list.status).toBe(200);
        expect(list.headers.get('link')).toBe(
          hub ? `<${running.url}/.well-known/mercure>; rel="mercure"` : null,
        );
        const stream = await fetch(`${running.url}/.well-known/mercure?topic=*`);
        expect(stream.status).toBe(hub ? 200 : 404);
        if (!hub) await stream.body?.cancel();
      } finally {
        running.child.kill('SIGTERM');
        expect(await running.exit).toBe(0);
      }
    }
  });

  test('without --db it keeps .data/sandbox.db of the working folder; --print-logins says when no demo user is there', async () => {
    const cwd = mkdtempSync(join(workDir, 'cwd-'));
    const running = await run(['--port', '0', '--print-logins'], /seed it with --seed demo/, cwd);
    try {
      expect(running.stdout()).toContain('No demo logins in this database (seed it with --seed demo).');
      expect(running.stdout()).not.toContain('Demo logins');
      expect((await new Client(running.url).login('admin')).status).toBe(401);
      expect(existsSync(join(cwd, '.data', 'sandbox.db'))).toBe(true);
      expect(existsSync(join(cwd, '.data', 'sandbox-files', 'nsl'))).toBe(true);
    } finally {
      running.child.kill('SIGTERM');
      expect(await running.exit).toBe(0);
    }
  });

  test('--help prints the flags and exits 0', async () => {
    const result = await runToEnd(['--help']);
    expect(result.code).toBe(0);
    for (const flag of ['--host', '--port', '--db', '--seed', '--access-ttl', '--page-size', '--panel'])
      expect(result.stdout).toContain(flag);
    for (const flag of ['--latency', '--fail-rate', '--fail-seed', '--print-logins'])
      expect(result.stdout).toContain(flag);
  });

  test.each([
    [['--seed', 'wszystko'], '--seed must be demo, none or load'],
    [['--port', '99999'], '--port must be a number from 0 to 65535'],
    [['--port', '80.5'], '--port must be a whole number from 0 to 65535'],
    [['--fail-rate', '2'], '--fail-rate must be a number from 0 to 1'],
    [['--fail-seed', '1.5'], '--fail-seed must be a whole number from 0 to 4294967295'],
    [['--page-size', ''], '--page-size must be a number from 1 to 10000'],
    [['--enable-area', 'slowniki'], "--enable-area: unknown area 'slowniki'"],
    [['--nie-ma-takiej'], 'Unknown option'],
  ])('%j is refused with exit 2 and a reason', async (args, reason) => {
    const result = await runToEnd(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(reason);
    expect(result.stdout).toBe('');
  });
});

describe('persistence across SIGTERM and restart (--db FILE)', () => {
  test('everything written is there after a restart; the seed is not repeated; tokens survive', async () => {
    const db = join(workDir, 'trwala.db');
    const args = ['--db', db, '--seed', 'demo', '--port', '0'];
    const first = await run(args);
    const admin = new Client(first.url);
    await admin.login('admin');
    const group = await admin.post('/api/groups', {
      name: 'Grupa po restarcie',
      isPublish: true,
      priority: 7,
    });
    const subscriber = await admin.post('/api/subscribers', { email: 'trwaly@example.pl' });
    const photo = await multipart(
      admin,
      'POST',
      '/api/media',
      { title: 'Zdjęcie po restarcie' },
      {
        file: { name: 'trwale.png', bytes: drawPicture(320, 200, 2, 'png'), type: 'image/png' },
      },
    );
    await admin.put('/api/black_words/0', { list: 'trwałe\nsłowo' });
    await admin.patch('/api/articles/220', { isHot: true });
    await admin.delete('/api/articles/219');
    const totals = (await admin.get('/api/articles')).body['hydra:totalItems'];
    const token = admin.token;
    expect([group.status, subscriber.status, photo.status]).toEqual([201, 201, 201]);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    // Closing checkpointed the write-ahead log into the database file.
    expect(existsSync(`${db}-wal`)).toBe(false);

    const second = await run(args);
    try {
      const client = new Client(second.url);
      client.token = token;
      client.cookies.set(
        'refresh_token',
        admin.cookies.get('refresh_token') ?? { value: '', path: '/api/token' },
      );
      // The access token and the refresh cookie issued before the restart still work (the secret is in the db).
      expect((await client.get(`/api/groups/${group.body.id}`)).body.name).toBe('Grupa po restarcie');
      expect((await client.post('/api/token/refresh')).status).toBe(200);
      expect((await client.get(`/api/subscribers/${subscriber.body.id}`)).body.email).toBe(
        'trwaly@example.pl',
      );
      expect((await client.get('/api/black_words')).body.list).toBe('trwałe\nsłowo');
      expect((await client.get('/api/articles/220')).body.isHot).toBe(true);
      expect((await client.get('/api/articles/219')).body.deleted).toBeTruthy();
      expect((await client.get('/api/articles')).body['hydra:totalItems']).toBe(totals);
      expect((await fetch(`${second.url}/media/new/${photo.body.fileName}`)).status).toBe(200);
      expect((await client.get('/api/users?username=admin')).body['hydra:totalItems']).toBe(1);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exit).toBe(0);
    }
  });
});
