import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedMessages } from '@redakcja/api-sdk';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { run as runExport } from '../src/commands/subscribers/export';
import { parseCsv } from './support/csv';
import { directDeps } from './support/direct';
import { onRequest } from './support/requests';
import { useSandbox } from './support/sandbox';
import { confirmed, fromExported, seedSubscribers, subscribersInDatabase } from './support/subscribers';

// Tokens live 2 s (--access-ttl 2): a long export outlives its token, the CLI refreshes it on the way.
const api = useSandbox({ accessTtl: 2 });

// The subscriber record of 03 §3, in its order: the export's columns.
const SPEC_COLUMNS = ['id', 'email', 'date', 'activeP', 'addByAdmin', 'deleted'];

function csvRows(text: string) {
  // A file named *.csv begins with the UTF-8 BOM (for Excel); stdout does not.
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  expect(header).toEqual(SPEC_COLUMNS);
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

/** The seed every test starts from (some tests seed more, or slow the sandbox down). */
const SEEDED = 200;
let seeded = 0;
function seed(count: number): void {
  if (seeded === count) return;
  seedSubscribers(api.sandbox, count);
  seeded = count;
}

/** A run in this process, on the usual seed; the end-to-end run of the built bin spawns with `api.cli`. */
const cli = (args: string[]) => {
  seed(SEEDED);
  return api.main(args);
};

afterEach(async () => {
  expect(await leftovers(api.home.home)).toEqual([]);
});

describe('subscribers export', () => {
  it('writes the confirmed subscribers as CSV (RFC 4180 quoting) to a 0600 file, renamed when complete', async () => {
    const out = join(api.home.home, 'subskrybenci.csv');
    seed(SEEDED);
    // Spawned: the export runs end to end in the built bin, and the file's mode is the real process's.
    const result = await api.cli(['subscribers', 'export', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const expected = confirmed(subscribersInDatabase(api.sandbox));
    expect(result.stdout).toBe(`${expected.length} subscribers exported to ${out} (csv).\n`);
    const quiet = await cli(['--quiet', 'subscribers', 'export', '--out', out]);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stdout + quiet.stderr).toBe('');
    const text = await readFile(out, 'utf8');
    expect(text.startsWith('\uFEFFid,email,')).toBe(true);
    expect(csvRows(text)).toEqual(expected);
    expect(text).toContain('"""ktoś, ktoś""@example.com"');
    expect((await stat(out)).mode & 0o777).toBe(0o600);
  });

  it('--all --format json: every subscriber, unconfirmed and deleted ones included, as one JSON array', async () => {
    seed(SEEDED);
    const out = join(api.home.home, 'all.json');
    const result = await api.main(['subscribers', 'export', '--all', '--format', 'json', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const rows = JSON.parse(await readFile(out, 'utf8'));
    expect(rows).toHaveLength(SEEDED);
    expect(fromExported(rows)).toEqual(subscribersInDatabase(api.sandbox));
    expect(Object.keys(rows[0])).toEqual(SPEC_COLUMNS);
  });

  it('--format ndjson with --from and --to (a bare --to day counts whole)', async () => {
    seed(SEEDED);
    const out = join(api.home.home, 'range.ndjson');
    // Subscriber n subscribed at 2024-01-01 12:00 UTC + n hours: 2024-01-03 is n = 36..59.
    const result = await api.main([
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
    ]);
    expect(result.code, result.stderr).toBe(0);
    const lines = (await readFile(out, 'utf8')).trimEnd().split('\n');
    const rows = fromExported(lines.map((line) => JSON.parse(line)));
    const from = Date.parse('2024-01-03T00:00:00+01:00');
    const to = Date.parse('2024-01-03T23:59:59+01:00');
    const expected = subscribersInDatabase(api.sandbox).filter((row) => row.time >= from && row.time <= to);
    expect(expected.length).toBe(24);
    expect(rows).toEqual(expected);
  });

  it('streams to stdout without --out; the summary goes to stderr', async () => {
    const result = await cli(['subscribers', 'export']);
    expect(result.code, result.stderr).toBe(0);
    expect(csvRows(result.stdout)).toEqual(confirmed(subscribersInDatabase(api.sandbox)));
    expect(result.stderr).toMatch(/^\d+ subscribers exported to stdout \(csv\)\.\n$/);
  });

  it('--json without --out streams a JSON array on stdout and nothing else', async () => {
    seed(SEEDED);
    const result = await api.main(['--json', 'subscribers', 'export', '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    expect(fromExported(JSON.parse(result.stdout))).toEqual(confirmed(subscribersInDatabase(api.sandbox)));
    expect(result.stderr).toBe('');
  });

  it('an empty export is still a valid file: the CSV header alone, or an empty JSON array', async () => {
    seed(SEEDED);
    const [csv, json] = await Promise.all([
      api.main(['subscribers', 'export', '--from', '2099-01-01']),
      api.main(['subscribers', 'export', '--from', '2099-01-01', '--format', 'json']),
    ]);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toBe(`${SPEC_COLUMNS.join(',')}\n`);
    expect(csv.stderr).toBe('0 subscribers exported to stdout (csv).\n');
    expect(JSON.parse(json.stdout)).toEqual([]);
  });

  it('--server-file asks the API for its file and downloads that link', async () => {
    const out = join(api.home.home, 'server.csv');
    const result = await cli(['subscribers', 'export', '--server-file', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const match = /downloaded from (\S+\/exports\/(subscribers_\S+\.csv)) to/.exec(result.stdout);
    expect(match).not.toBeNull();
    expect(match?.[1]?.startsWith(`${api.url}/exports/`)).toBe(true);
    const served = await readFile(
      join(api.sandbox.context.files.folder('exports'), match?.[2] ?? ''),
      'utf8',
    );
    expect(await readFile(out, 'utf8')).toBe(served);
    const [header, ...rows] = parseCsv(served.trimEnd());
    expect(header?.slice(0, 2)).toEqual(['id', 'email']);
    expect(rows.map((row) => Number(row[0])).sort((a, b) => a - b)).toEqual(
      confirmed(subscribersInDatabase(api.sandbox)).map((row) => row.id),
    );

    // The link is fetched from the static base URL (D3), without the bearer token.
    const staticBase = api.url.replace('127.0.0.1', 'localhost');
    const other = join(api.home.home, 'static.csv');
    const fromStatic = await api.main([
      '--verbose',
      '--static-url',
      staticBase,
      'subscribers',
      'export',
      '--server-file',
      '--out',
      other,
    ]);
    expect(fromStatic.code, fromStatic.stderr).toBe(0);
    const download = fromStatic.stderr
      .split('\n')
      .find((line) => line.startsWith(`debug: → GET ${staticBase}/exports/`));
    expect(download).toBeDefined();
    expect(download).not.toContain('authorization');
    expect(fromStatic.stderr).toMatch(
      /debug: → GET \S+\/api\/subscribers\/generate\S* \{[^}]*authorization: \[redacted\]/,
    );
    expect(await readFile(other, 'utf8')).toMatch(/^id,email/);
  });

  it('refuses bad dates, conflicting options and an unwritable --out with exit 2 and one line, before asking the API anything', async () => {
    const inMissingFolder = join(api.home.home, 'brak', 'x.csv');
    const cases: Array<[string[], string]> = [
      [['--out', inMissingFolder], `error: Cannot write ${inMissingFolder} (ENOENT).`],
      [['--out', api.home.home], `error: Cannot write ${api.home.home} (EISDIR).`],
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
        ['--server-file', '--bom'],
        "error: --bom cannot be used with --server-file: the server's file is written as it is.",
      ],
      [
        ['--format', 'xml'],
        "error: option '--format <format>' argument 'xml' is invalid. Allowed choices are csv, json, ndjson.",
      ],
      [
        ['--json', '--format', 'csv'],
        'error: --json keeps stdout for JSON: use --format json or ndjson, or write the CSV with --out.',
      ],
      [
        ['--json', '--server-file'],
        'error: --json keeps stdout for JSON: use --format json or ndjson, or write the CSV with --out.',
      ],
    ];
    // The API cannot be reached: a usage error is found first, so every answer is exit 2, not 5.
    const env = { REDAKCJA_API_URL: 'http://127.0.0.1:9' };
    for (const [args, message] of cases) {
      const result = await api.main(['subscribers', 'export', ...args], { env });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toBe(`${message}\n`);
    }
  });

  it('a page that breaks the contract mid-way stops the export: exit 1, one line naming the field, the file as it was', async () => {
    seed(SEEDED);
    const out = join(api.home.home, 'contract.csv');
    await writeFile(out, 'the previous export\n');
    // The 40th oldest subscriber (page 6 of 7, newest first) gets an e-mail the API then sends as an
    // object, so the walk has written five pages and read one ahead when it meets it.
    api.sandbox.context.db
      .prepare(
        "UPDATE subscribers SET email = x'00ff' WHERE id = (SELECT id FROM subscribers ORDER BY id LIMIT 1 OFFSET 39)",
      )
      .run();
    seeded = 0;
    const result = await api.main(['subscribers', 'export', '--all', '--out', out]);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toBe(
      `error: Unexpected answer from the API (GET /api/subscribers?page=6): "hydra:member.10.email" ${sharedMessages.mustBeText}\n`,
    );
    expect(result.stdout).toBe('');
    expect(await readFile(out, 'utf8')).toBe('the previous export\n');
  });

  it('a cancelled export leaves the file as it was and no temporary file behind', async () => {
    seed(300);
    const out = join(api.home.home, 'cancelled.csv');
    await writeFile(out, 'the previous export\n');
    const controller = new AbortController();
    const { deps } = await directDeps({ apiUrl: api.url, signal: controller.signal });
    // Ctrl-C while the third page is being fetched: two pages are already in the temporary file. (Out
    // of undici's own callback: the abort comes from outside, as a signal's would.)
    onTestFinished(
      onRequest((path) => {
        if (/^\/api\/subscribers\?.*page=3/.test(path))
          setImmediate(() => controller.abort(new DOMException('Interrupted', 'AbortError')));
      }),
    );
    await expect(runExport({ out, all: true }, deps)).rejects.toMatchObject({ name: 'AbortError' });
    expect(controller.signal.aborted).toBe(true);
    expect(await readFile(out, 'utf8')).toBe('the previous export\n');
  });
});

describe('CSV for spreadsheets', () => {
  it('cells that would run as formulas are written as text, and the BOM is there for *.csv files only', async () => {
    seed(SEEDED);
    // Three more rows: the next test seeds afresh.
    seeded = 0;
    const store = api.sandbox.context.store('subscribers');
    for (const email of [
      '=HYPERLINK("http://evil.example")@example.pl',
      '+48600@example.pl',
      '@bad.example.pl',
    ])
      store.insert({ email, date: new Date(Date.UTC(2024, 1, 1)), activeP: true, addByAdmin: false });
    const out = join(api.home.home, 'excel.csv');
    const [file, stdout, forced, without] = await Promise.all([
      api.main(['subscribers', 'export', '--out', out]),
      api.main(['subscribers', 'export']),
      api.main(['subscribers', 'export', '--bom']),
      api.main(['subscribers', 'export', '--no-bom', '--out', join(api.home.home, 'plain.csv')]),
    ]);
    for (const result of [file, stdout, forced, without]) expect(result.code, result.stderr).toBe(0);
    const text = await readFile(out, 'utf8');
    expect(text.startsWith('\uFEFFid,')).toBe(true);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"")@example.pl",`);
    expect(text).toContain(`,"'+48600@example.pl",`);
    expect(text).toContain(`,"'@bad.example.pl",`);
    expect(stdout.stdout.startsWith('id,')).toBe(true);
    expect(forced.stdout.startsWith('\uFEFFid,')).toBe(true);
    expect((await readFile(join(api.home.home, 'plain.csv'), 'utf8')).startsWith('id,')).toBe(true);
  });
});

describe('a long export outlives its access token', () => {
  it('exports 1,000 subscribers completely while the 2-second token expires mid-way (transparent refresh)', async () => {
    seed(1000);
    const out = join(api.home.home, 'thousand.csv');
    // Tokens live 2 s and every call takes 120 ms (--latency): the 34 pages take longer than one token.
    const result = await api.withFaults({ latency: 120 }, () =>
      api.main(['--verbose', 'subscribers', 'export', '--all', '--out', out]),
    );
    expect(result.code, result.stderr.slice(-2000)).toBe(0);
    expect(result.stdout).toBe(`1000 subscribers exported to ${out} (csv).\n`);
    // The token did expire and was refreshed during the export.
    expect(result.stderr).toMatch(/← 401 GET [^\n]*\/api\/subscribers/);
    expect(result.stderr).toContain(`→ POST ${api.url}/api/token/refresh`);
    expect(csvRows(await readFile(out, 'utf8'))).toEqual(subscribersInDatabase(api.sandbox));
  });
});
