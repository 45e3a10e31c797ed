import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD, type Sandbox, startSandbox } from '@redakcja/api-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, run as runExport } from '../src/commands/subscribers/export';
import { capturedOutputs, expectNoSecrets, runCli, tempHome } from './support/cli';
import { parseCsv } from './support/csv';
import { directDeps } from './support/direct';
import { confirmed, fromExported, seedSubscribers, subscribersInDatabase } from './support/subscribers';

let sandbox: Sandbox;
let home: { home: string; cleanup(): Promise<void> };

const env = () => ({
  REDAKCJA_API_URL: sandbox.url,
  REDAKCJA_USERNAME: 'admin',
  REDAKCJA_PASSWORD: DEMO_PASSWORD,
});

function csvRows(text: string) {
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([...EXPORT_COLUMNS]);
  return fromExported(
    rows.map(([id, email, date, activeP, addByAdmin, deleted]) => ({
      id: id ?? '',
      email: email ?? '',
      date: date ?? null,
      activeP,
      addByAdmin,
      deleted: deleted ?? null,
    })),
  );
}

async function leftovers(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.tmp'));
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo' });
  seedSubscribers(sandbox, 200);
  home = await tempHome();
});

afterAll(async () => {
  await sandbox?.close();
  await home?.cleanup();
  expectNoSecrets(capturedOutputs);
});

describe('subscribers export', () => {
  it('writes the confirmed subscribers as CSV (quoted by csv-stringify) to a 0600 file, renamed when complete', async () => {
    const out = join(home.home, 'subskrybenci.csv');
    const result = await runCli(['subscribers', 'export', '--out', out], { home: home.home, env: env() });
    expect(result.code).toBe(0);
    const expected = confirmed(subscribersInDatabase(sandbox));
    expect(result.stdout).toBe(`${expected.length} subscribers exported to ${out} (csv).\n`);
    const text = await readFile(out, 'utf8');
    expect(csvRows(text)).toEqual(expected);
    expect(text).toContain('"""ktoś, ktoś""@example.com"');
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    expect(await leftovers(home.home)).toEqual([]);
  });

  it('--all --format json: every subscriber, unconfirmed and deleted ones included, as one JSON array', async () => {
    const out = join(home.home, 'all.json');
    const result = await runCli(['subscribers', 'export', '--all', '--format', 'json', '--out', out], {
      home: home.home,
      env: env(),
    });
    expect(result.code).toBe(0);
    const rows = JSON.parse(await readFile(out, 'utf8'));
    expect(rows).toHaveLength(200);
    expect(fromExported(rows)).toEqual(subscribersInDatabase(sandbox));
    expect(Object.keys(rows[0])).toEqual([...EXPORT_COLUMNS]);
  });

  it('--format ndjson with --from and --to (a bare --to day counts whole)', async () => {
    const out = join(home.home, 'range.ndjson');
    // Subscriber n subscribed at 2024-01-01 12:00 UTC + n hours: 2024-01-03 is n = 36..59.
    const result = await runCli(
      [
        'subscribers',
        'export',
        '--all',
        '--from',
        '2024-01-03',
        '--to',
        '2024-01-03',
        '--format',
        'ndjson',
        '--out',
        out,
      ],
      { home: home.home, env: env() },
    );
    expect(result.code).toBe(0);
    const lines = (await readFile(out, 'utf8')).trimEnd().split('\n');
    const rows = fromExported(lines.map((line) => JSON.parse(line)));
    const from = Date.parse('2024-01-03T00:00:00+01:00');
    const to = Date.parse('2024-01-03T23:59:59+01:00');
    const expected = subscribersInDatabase(sandbox).filter((row) => row.time >= from && row.time <= to);
    expect(expected.length).toBe(24);
    expect(rows).toEqual(expected);
  });

  it('streams to stdout without --out; the summary goes to stderr', async () => {
    const result = await runCli(['subscribers', 'export'], { home: home.home, env: env() });
    expect(result.code).toBe(0);
    expect(csvRows(result.stdout)).toEqual(confirmed(subscribersInDatabase(sandbox)));
    expect(result.stderr).toMatch(/^\d+ subscribers exported to stdout \(csv\)\.\n$/);
  });

  it('--json without --out streams a JSON array on stdout and nothing else', async () => {
    const result = await runCli(['--json', 'subscribers', 'export', '--quiet'], {
      home: home.home,
      env: env(),
    });
    expect(result.code).toBe(0);
    expect(fromExported(JSON.parse(result.stdout))).toEqual(confirmed(subscribersInDatabase(sandbox)));
    expect(result.stderr).toBe('');
  });

  it('an empty export is still a valid file: the CSV header alone, or an empty JSON array', async () => {
    const csv = await runCli(['subscribers', 'export', '--from', '2099-01-01'], {
      home: home.home,
      env: env(),
    });
    expect(csv.code).toBe(0);
    expect(csv.stdout).toBe(`${EXPORT_COLUMNS.join(',')}\n`);
    expect(csv.stderr).toBe('0 subscribers exported to stdout (csv).\n');
    const json = await runCli(['subscribers', 'export', '--from', '2099-01-01', '--format', 'json'], {
      home: home.home,
      env: env(),
    });
    expect(JSON.parse(json.stdout)).toEqual([]);
  });

  it('--server-file asks the API for its file and downloads that link', async () => {
    const out = join(home.home, 'server.csv');
    const result = await runCli(['subscribers', 'export', '--server-file', '--out', out], {
      home: home.home,
      env: env(),
    });
    expect(result.code).toBe(0);
    const match = /downloaded from (\S+\/exports\/(subscribers_\S+\.csv)) to/.exec(result.stdout);
    expect(match).not.toBeNull();
    expect(match?.[1]?.startsWith(`${sandbox.url}/exports/`)).toBe(true);
    const served = await readFile(join(sandbox.context.files.folder('exports'), match?.[2] ?? ''), 'utf8');
    expect(await readFile(out, 'utf8')).toBe(served);
    const [header, ...rows] = parseCsv(served.trimEnd());
    expect(header?.slice(0, 2)).toEqual(['id', 'email']);
    expect(rows.map((row) => Number(row[0])).sort((a, b) => a - b)).toEqual(
      confirmed(subscribersInDatabase(sandbox)).map((row) => row.id),
    );
  });

  it('refuses bad dates and conflicting options with exit 2 and one line', async () => {
    const cases: Array<[string[], string]> = [
      [
        ['--from', '2024-02-30'],
        'error: --from: expected a date as YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss][+hh:mm], got "2024-02-30".',
      ],
      [['--from', '2024-03-02', '--to', '2024-03-01'], 'error: --from must not be later than --to.'],
      [
        ['--server-file', '--all'],
        'error: --all cannot be used with --server-file: the server exports confirmed subscribers only.',
      ],
      [
        ['--server-file', '--format', 'json'],
        'error: --format cannot be used with --server-file: the server chooses the format.',
      ],
      [
        ['--format', 'xml'],
        "error: option '--format <format>' argument 'xml' is invalid. Allowed choices are csv, json, ndjson.",
      ],
    ];
    for (const [args, message] of cases) {
      const result = await runCli(['subscribers', 'export', ...args], { home: home.home, env: env() });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trim()).toBe(message);
    }
    for (const args of [['--format', 'csv'], ['--server-file']]) {
      const result = await runCli(['--json', 'subscribers', 'export', ...args], {
        home: home.home,
        env: env(),
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        'error: --json keeps stdout for JSON: use --format json or ndjson, or write the CSV with --out.\n',
      );
    }
  });

  it('a cancelled export leaves neither the file nor a temporary file behind', async () => {
    const slow = await startSandbox({ seed: 'demo', latency: 150 });
    try {
      seedSubscribers(slow, 300);
      const controller = new AbortController();
      const { deps, close } = await directDeps({ apiUrl: slow.url, signal: controller.signal });
      const out = join(home.home, 'cancelled.csv');
      try {
        setTimeout(() => controller.abort(new DOMException('Interrupted', 'AbortError')), 600);
        await expect(runExport({ out }, deps)).rejects.toMatchObject({ name: 'AbortError' });
        await expect(stat(out)).rejects.toMatchObject({ code: 'ENOENT' });
        expect(await leftovers(home.home)).toEqual([]);
      } finally {
        await close();
      }
    } finally {
      await slow.close();
    }
  });
});

describe('a long export outlives its access token', () => {
  it('exports 1,000 subscribers completely while the 2-second token expires mid-way (transparent refresh)', async () => {
    const short = await startSandbox({ seed: 'demo', accessTtl: 2, latency: 120 });
    try {
      seedSubscribers(short, 1000);
      const out = join(home.home, 'thousand.csv');
      const result = await runCli(['--verbose', 'subscribers', 'export', '--all', '--out', out], {
        home: home.home,
        env: { REDAKCJA_API_URL: short.url, REDAKCJA_USERNAME: 'admin', REDAKCJA_PASSWORD: DEMO_PASSWORD },
      });
      expect(result.code, result.stderr.slice(-2000)).toBe(0);
      expect(result.stdout).toBe(`1000 subscribers exported to ${out} (csv).\n`);
      // The token did expire and was refreshed during the export.
      expect(result.stderr).toMatch(/← 401 GET [^\n]*\/api\/subscribers/);
      expect(result.stderr).toContain(`→ POST ${short.url}/api/token/refresh`);
      expect(csvRows(await readFile(out, 'utf8'))).toEqual(subscribersInDatabase(short));
    } finally {
      await short.close();
    }
  });
});
