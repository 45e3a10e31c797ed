import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD, type Sandbox, startSandbox } from '@redakcja/api-sandbox';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CLI, capturedOutputs, expectNoSecrets, runCli, secretsOfSessionFile, tempHome } from './support/cli';
import { seedSubscribers } from './support/subscribers';

const secrets: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  expectNoSecrets(capturedOutputs, secrets);
});

async function loginTo(sandbox: Sandbox, home: string, sessionFile: string): Promise<void> {
  const result = await runCli(['login', '--username', 'admin', '--password-stdin'], {
    home,
    env: { REDAKCJA_API_URL: sandbox.url },
    stdin: `${DEMO_PASSWORD}\n`,
  });
  expect(result.code).toBe(0);
  secrets.push(...(await secretsOfSessionFile(sessionFile)));
}

describe('the API is unreachable', () => {
  it('exits 5 within a few seconds, after the retries, with one line', async () => {
    const sandbox = await startSandbox({ seed: 'demo' });
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      await loginTo(sandbox, home, sessionFile);
      await sandbox.close();

      const session = await runCli(['bans', 'list', 'ips'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(session.code).toBe(5);
      expect(session.stderr).toBe(`error: Cannot reach the API at ${sandbox.url} (ECONNREFUSED).\n`);
      expect(session.ms).toBeLessThan(15_000);

      const cron = await runCli(['cache', 'clear', 'all'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url, REDAKCJA_USERNAME: 'admin', REDAKCJA_PASSWORD: DEMO_PASSWORD },
      });
      expect(cron.code).toBe(5);
      expect(cron.stderr).toBe(`error: Cannot reach the API at ${sandbox.url} (ECONNREFUSED).\n`);
      expect(cron.ms).toBeLessThan(15_000);
    } finally {
      await sandbox.close();
      await cleanup();
    }
  });

  it('an export cut off by a stopped API exits 5 and leaves no file behind', async () => {
    const sandbox = await startSandbox({ seed: 'demo', latency: 150 });
    const { home, cleanup } = await tempHome();
    try {
      seedSubscribers(sandbox, 600);
      const out = join(home, 'export.csv');
      const running = runCli(['subscribers', 'export', '--all', '--out', out], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url, REDAKCJA_USERNAME: 'admin', REDAKCJA_PASSWORD: DEMO_PASSWORD },
      });
      await vi.waitFor(
        async () => expect((await readdir(home)).some((name) => name.endsWith('.tmp'))).toBe(true),
        {
          timeout: 20_000,
          interval: 50,
        },
      );
      await sandbox.close();
      const result = await running;
      expect(result.code).toBe(5);
      expect(result.stderr).toMatch(/^error: (Cannot reach the API at|The API failed)[^\n]*\n$/);
      expect(await readdir(home)).toEqual([]);
    } finally {
      await sandbox.close();
      await cleanup();
    }
  });
});

describe('an API that fails 30% of requests', () => {
  /**
   * The sandbox draws its failures from Math.random (this process). A fixed sequence with a 30% failure
   * share, never more than two failures in a row, makes the test deterministic: each request of a
   * sequential command succeeds by its third try, and with --fail-rate 0.3 there are failures to retry.
   */
  const SEQUENCE = [0.12, 0.25, 0.9, 0.5, 0.05, 0.7, 0.4, 0.8, 0.6, 0.95];

  it('a GET-only command still succeeds through the retries; a POST is never retried', async () => {
    const sandbox = await startSandbox({ seed: 'demo', failRate: 0.3, pageSize: 5 });
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      const random = vi.spyOn(Math, 'random').mockReturnValue(0.99);
      await loginTo(sandbox, home, sessionFile);

      let next = 0;
      random.mockImplementation(() => SEQUENCE[next++ % SEQUENCE.length] as number);
      const result = await runCli(['--verbose', '--json', 'newsletter', 'list', '--limit', '0'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url },
      });
      expect(result.code, result.stderr.slice(-1500)).toBe(0);
      const count = (
        sandbox.context.db.prepare('SELECT COUNT(*) AS n FROM newsletters').get() as { n: number }
      ).n;
      expect(JSON.parse(result.stdout).newsletters).toHaveLength(count);
      // Several pages, each one request or more: every request drew from the sequence.
      expect(count).toBeGreaterThan(10);
      expect(next).toBeGreaterThan(Math.ceil(count / 5));
      expect(result.stderr).toMatch(/← 503 GET /);
      expect(result.stderr).toMatch(/debug: retry 1\/3 of GET /);

      // Every request fails now: a POST (the cron login, not idempotent) is tried once and ends with exit 5.
      random.mockReturnValue(0.01);
      const post = await runCli(['--verbose', 'whoami'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url, REDAKCJA_USERNAME: 'admin', REDAKCJA_PASSWORD: DEMO_PASSWORD },
      });
      expect(post.code).toBe(5);
      expect(post.stderr.match(/→ POST [^\n]*\/api\/token\/auth/g)).toHaveLength(1);
      expect(post.stderr).not.toContain('debug: retry');
      expect(post.stderr).toContain(
        'error: The API failed (503 Service Unavailable) on POST /api/token/auth; try again later.',
      );
    } finally {
      await sandbox.close();
      await cleanup();
    }
  });
});

describe('Ctrl-C', () => {
  it('stops an export with exit 130 and removes the temporary file', async () => {
    const sandbox = await startSandbox({ seed: 'demo', latency: 200 });
    const { home, cleanup } = await tempHome();
    try {
      seedSubscribers(sandbox, 600);
      const child = spawn(
        process.execPath,
        [CLI, 'subscribers', 'export', '--all', '--out', join(home, 'x.csv')],
        {
          env: {
            PATH: process.env.PATH ?? '',
            HOME: home,
            XDG_CONFIG_HOME: join(home, '.config'),
            REDAKCJA_API_URL: sandbox.url,
            REDAKCJA_USERNAME: 'admin',
            REDAKCJA_PASSWORD: DEMO_PASSWORD,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
      });
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      await vi.waitFor(
        async () => expect((await readdir(home)).some((name) => name.endsWith('.tmp'))).toBe(true),
        {
          timeout: 20_000,
          interval: 50,
        },
      );
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      capturedOutputs.push(stderr);
      expect(stderr).toBe('error: Interrupted.\n');
      expect(await readdir(home)).toEqual([]);
    } finally {
      await sandbox.close();
      await cleanup();
    }
  });
});

describe('usage', () => {
  it('--help lists the commands and the exit codes (exit 0); --version prints the version', async () => {
    const { home, cleanup } = await tempHome();
    try {
      const help = await runCli(['--help'], { home });
      expect(help.code).toBe(0);
      for (const line of [
        '0    success',
        '2    usage',
        '3    authentication',
        '4    rejected by the API',
        '5    API unreachable',
      ]) {
        expect(help.stdout).toContain(line);
      }
      for (const command of [
        'login',
        'logout',
        'whoami',
        'cache',
        'bans',
        'newsletter',
        'subscribers',
        'rss',
        'users',
      ]) {
        expect(help.stdout).toMatch(new RegExp(`\\n  ${command}\\b`));
      }
      const version = await runCli(['--version'], { home });
      expect(version).toMatchObject({ code: 0, stdout: '0.1.0\n' });
    } finally {
      await cleanup();
    }
  });

  it('an unknown command or option, or a group without its verb, exits 2', async () => {
    const { home, cleanup } = await tempHome();
    try {
      const unknown = await runCli(['whoamy'], { home });
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("error: unknown command 'whoamy'");
      const option = await runCli(['--colour', 'whoami'], { home });
      expect(option.code).toBe(2);
      const group = await runCli(['bans'], { home });
      expect(group.code).toBe(2);
      expect(group.stderr).toContain('Usage: redakcja bans');
    } finally {
      await cleanup();
    }
  });
});
