import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD, startSandbox } from '@redakcja/api-sandbox';
import { describe, expect, it, vi } from 'vitest';
import { CLI, capturedOutputs, freshHome, runCli, runMain, secretsOfSessionFile } from './support/cli';
import { cronEnv, useSandbox } from './support/sandbox';
import { seedSubscribers } from './support/subscribers';

const api = useSandbox({ pageSize: 5 });
/** A seed whose draws at a 30% fail rate fail some of this test's requests, never four in a row. */
const FAIL_SEED = 7;

async function loginTo(url: string, home: string, sessionFile: string): Promise<void> {
  const result = await runMain(['login', '--username', 'admin', '--password-stdin'], {
    home,
    env: { REDAKCJA_API_URL: url },
    stdin: `${DEMO_PASSWORD}\n`,
  });
  expect(result.code, result.stderr).toBe(0);
  api.secrets.push(...(await secretsOfSessionFile(sessionFile)));
}

/** Waits until a temporary export file shows up in `dir` (the export has written its first page). */
async function temporaryFileIn(dir: string): Promise<void> {
  await vi.waitFor(
    async () => expect((await readdir(dir)).some((name) => name.endsWith('.tmp'))).toBe(true),
    { timeout: 30_000, interval: 50 },
  );
}

describe('the API is unreachable', () => {
  it('an export cut off by a stopped API exits 5 and leaves no file; later commands exit 5 after their retries', async () => {
    const stopped = await startSandbox({ seed: 'demo', latency: 150 });
    const { home, sessionFile } = await freshHome();
    try {
      seedSubscribers(stopped, 600);
      await loginTo(stopped.url, home, sessionFile);
      const out = join(home, 'export.csv');
      // Spawned: its own process runs on while this one stops the API; the exit code as the shell sees it.
      const running = runCli(['subscribers', 'export', '--all', '--out', out], {
        home,
        env: cronEnv(stopped),
      });
      await temporaryFileIn(home);
      await stopped.close();
      const cut = await running;
      expect(cut.code, cut.stderr).toBe(5);
      expect(cut.stderr).toMatch(/^error: (Cannot reach the API at|The API failed)[^\n]*\n$/);
      expect(await readdir(home)).toEqual(['.config']);

      const refused = `error: Cannot reach the API at ${stopped.url} (ECONNREFUSED).\n`;
      // In this process: the spawned export above has shown exit 5 as the shell sees it.
      const [session, verbose, cron] = await Promise.all([
        runMain(['bans', 'list', 'ips'], { home, env: { REDAKCJA_API_URL: stopped.url } }),
        runMain(['--verbose', 'bans', 'list', 'ips'], { home, env: { REDAKCJA_API_URL: stopped.url } }),
        runMain(['cache', 'clear', 'all'], { home, env: cronEnv(stopped) }),
      ]);
      expect(session.code, session.stderr).toBe(5);
      expect(session.stderr).toBe(refused);
      // "Within a few seconds": the GET is tried 1 + 3 times, 0.3 + 0.6 + 1.2 s apart, then given up.
      expect(verbose.code, verbose.stderr).toBe(5);
      const delays = [...verbose.stderr.matchAll(/debug: retry (\d)\/3 of GET \S+ in (\d+) ms/g)].map(
        (match) => Number(match[2]),
      );
      expect(delays).toHaveLength(3);
      expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(2_100 * 1.25);
      expect(verbose.stderr).toContain(refused);
      // The cron login is a POST: never retried, so it fails at once.
      expect(cron.code, cron.stderr).toBe(5);
      expect(cron.stderr).toBe(refused);
    } finally {
      await stopped.close();
    }
  });
});

describe('an API that fails 30% of requests', () => {
  it('a GET-only command still succeeds through the retries; a POST is never retried', async () => {
    const { home, sessionFile } = await freshHome();
    await loginTo(api.url, home, sessionFile);
    // --fail-rate 0.3 with a seed: the same failures on every run, some of them two in a row.
    const result = await api.withFaults({ failRate: 0.3, failSeed: FAIL_SEED }, () =>
      api.main(['--verbose', '--json', 'newsletter', 'list', '--limit', '0'], { home, username: null }),
    );
    expect(result.code, result.stderr.slice(-1500)).toBe(0);
    const count = (
      api.sandbox.context.db.prepare('SELECT COUNT(*) AS n FROM newsletters').get() as { n: number }
    ).n;
    expect(JSON.parse(result.stdout).newsletters).toHaveLength(count);
    // Several pages of 5, and failures on the way that the retries got through.
    expect(count).toBeGreaterThan(10);
    expect(result.stderr.match(/← 503 GET /g)?.length).toBeGreaterThanOrEqual(2);
    expect(result.stderr).toMatch(/debug: retry 1\/3 of GET /);

    // Every request fails now: a POST (the cron login, not idempotent) is tried once and ends with exit 5.
    const post = await api.withFaults({ failRate: 1 }, () => api.main(['--verbose', 'whoami'], { home }));
    expect(post.code, post.stderr).toBe(5);
    expect(post.stderr.match(/→ POST [^\n]*\/api\/token\/auth/g)).toHaveLength(1);
    expect(post.stderr).not.toContain('debug: retry');
    expect(post.stderr).toContain(
      'error: The API failed (503 Service Unavailable) on POST /api/token/auth; try again later.',
    );
  });
});

/** `subscribers export --all` spawned as cron runs it, to be interrupted; its stderr as it comes. */
function startExport(home: string, options: string[] = []) {
  const child = spawn(
    process.execPath,
    [CLI, ...options, 'subscribers', 'export', '--all', '--out', join(home, 'x.csv')],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home,
        XDG_CONFIG_HOME: join(home, '.config'),
        ...cronEnv(api.sandbox),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, exited, stderr: () => stderr };
}

describe('Ctrl-C', () => {
  it('stops an export with exit 130 and removes the temporary file', async () => {
    const { home } = await freshHome();
    seedSubscribers(api.sandbox, 600);
    await api.withFaults({ latency: 100 }, async () => {
      const run = startExport(home);
      await temporaryFileIn(home);
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(130);
      capturedOutputs.push(run.stderr());
      expect(run.stderr()).toBe('error: Interrupted.\n');
      expect(await readdir(home)).toEqual([]);
    });
  });

  it('an export interrupted at several points, by a signal sent twice (as timeout does), leaves no file', async () => {
    seedSubscribers(api.sandbox, 600);
    /** When to interrupt: at once, when the temporary file appears, once pages have come in. */
    const points = ['at once', 'temporary file', 'pages'] as const;
    await api.withFaults({ latency: 50 }, async () => {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        for (const point of points) {
          const { home } = await freshHome();
          const run = startExport(home, ['--verbose']);
          if (point !== 'at once') await temporaryFileIn(home);
          if (point === 'pages') {
            await vi.waitFor(
              () => expect(run.stderr().match(/← 200 GET \S+\/api\/subscribers/g)?.length).toBeGreaterThan(2),
              { timeout: 30_000, interval: 20 },
            );
          }
          run.child.kill(signal);
          run.child.kill(signal);
          await run.exited;
          capturedOutputs.push(run.stderr());
          expect(
            (await readdir(home)).filter((name) => name !== '.config'),
            `${signal} ${point}: ${run.stderr().slice(-500)}`,
          ).toEqual([]);
        }
      }
    });
  });
});

describe('usage', () => {
  it('--help lists the commands and the exit codes (exit 0); --version prints the version', async () => {
    const { home } = await freshHome();
    const [help, version] = await Promise.all([
      runCli(['--help'], { home }),
      runCli(['--version'], { home }),
    ]);
    expect(help.code, help.stderr).toBe(0);
    for (const line of [
      '0    success',
      '1    unexpected error',
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
      'partner-news',
      'subscribers',
      'rss',
      'users',
      'watch',
    ]) {
      expect(help.stdout).toMatch(new RegExp(`\\n  ${command}\\b`));
    }
    const { version: packageVersion } = JSON.parse(
      await readFile(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(version).toMatchObject({ code: 0, stdout: `${packageVersion}\n` });
  });

  it('an unknown command or option, a missing argument, or a group without its command: exit 2 and one line', async () => {
    const cases: Array<[string[], string]> = [
      [['whoamy'], "error: unknown command 'whoamy' (Did you mean whoami?)"],
      [['--colour', 'whoami'], "error: unknown option '--colour'"],
      [['bans', 'list'], "error: missing required argument 'list'"],
      [['bans'], 'error: missing command: redakcja bans <list|add|remove|set> (see redakcja bans --help)'],
      [
        ['partner-news'],
        'error: missing command: redakcja partner-news <list|mark-sent> (see redakcja partner-news --help)',
      ],
      [
        [],
        'error: missing command: redakcja <login|logout|whoami|cache|bans|newsletter|partner-news|subscribers|rss|users|watch|profiles|completion> (see redakcja --help)',
      ],
    ];
    for (const [args, message] of cases) {
      const result = await api.main(args, { username: null });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`${message}\n`);
    }
  });

  it('shows the stack trace of an error only with --verbose', async () => {
    const args = ['subscribers', 'export', '--from', 'yesterday'];
    const message =
      'error: --from: expected a date as YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss][+hh:mm], got "yesterday".\n';
    const [plain, verbose] = await Promise.all([api.main(args), api.main(['--verbose', ...args])]);
    expect(plain.code, plain.stderr).toBe(2);
    expect(plain.stderr).toBe(message);
    expect(verbose.code, verbose.stderr).toBe(2);
    expect(verbose.stderr.startsWith(`${message}UsageError: --from: expected a date`)).toBe(true);
    expect(verbose.stderr).toMatch(/\n {4}at .+dates\.ts/);
  });
});
