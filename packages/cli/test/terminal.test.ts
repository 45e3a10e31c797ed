import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD, type Sandbox, startSandbox } from '@redakcja/api-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as login } from '../src/commands/session/login';
import { run as exportSubscribers } from '../src/commands/subscribers/export';
import { CliContext } from '../src/core/context';
import { expectNoSecrets, tempHome } from './support/cli';
import { directDeps, refusingPrompts } from './support/direct';
import { seedSubscribers } from './support/subscribers';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo' });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('on a terminal', () => {
  it('login asks for the user name and the password, and keeps the session with mode 0600', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    const asked: string[] = [];
    const { PassThrough, Writable } = await import('node:stream');
    let stdout = '';
    let stderr = '';
    const sink = (append: (text: string) => void) =>
      new Writable({
        write(chunk, _encoding, done) {
          append(String(chunk));
          done();
        },
      });
    const context = new CliContext(
      {
        stdin: new PassThrough(),
        stdout: sink((text) => {
          stdout += text;
        }),
        stderr: sink((text) => {
          stderr += text;
        }),
        env: { HOME: home, XDG_CONFIG_HOME: join(home, '.config') },
        stdinIsTTY: true,
        stderrIsTTY: true,
        now: () => new Date(),
        signal: new AbortController().signal,
        prompts: {
          ...refusingPrompts,
          input: async (message) => {
            asked.push(message);
            return 'admin';
          },
          password: async (message) => {
            asked.push(message);
            return DEMO_PASSWORD;
          },
        },
      },
      () => ({ apiUrl: sandbox.url }),
    );
    try {
      const base = await context.base();
      const api = await context.openClient(base.config, await context.sessionStore(base.config));
      const result = await login({}, { ...base, api, env: {} });
      expect(asked).toEqual(['Username', 'Password']);
      expect(result).toMatchObject({ username: 'admin', roles: ['root'], sessionFile });
      expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);
      const token = JSON.parse(await readFile(sessionFile, 'utf8')).token as string;
      expectNoSecrets([stdout, stderr], [token]);
    } finally {
      await context.close();
      await cleanup();
    }
  });

  it('the export draws a progress bar on stderr, and only there', async () => {
    seedSubscribers(sandbox, 120);
    const { home, cleanup } = await tempHome();
    const { deps, stdout, stderr, close } = await directDeps({
      apiUrl: sandbox.url,
      home,
      interactive: true,
    });
    try {
      const out = join(home, 'tty.csv');
      const result = await exportSubscribers({ out, all: true }, deps);
      expect(result.count).toBe(120);
      expect(stderr.text).toContain('subscribers [');
      expect(stderr.text).toMatch(/\d+\/120 /);
      expect(stdout.text).toBe('');
      expect((await readFile(out, 'utf8')).trimEnd().split('\n')).toHaveLength(121);
    } finally {
      await close();
      await cleanup();
    }
  });

  it('without a terminal there is no progress bar', async () => {
    const { home, cleanup } = await tempHome();
    const { deps, stderr, close } = await directDeps({ apiUrl: sandbox.url, home, interactive: false });
    try {
      await exportSubscribers({ out: join(home, 'plain.csv'), all: true }, deps);
      expect(stderr.text).toBe('');
    } finally {
      await close();
      await cleanup();
    }
  });
});
