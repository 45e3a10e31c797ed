import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { run as clearCache } from '../src/commands/cache/clear';
import { run as resetPassword } from '../src/commands/users/resetPassword';
import { CancelledError } from '../src/core/errors';
import { confirming, directDeps } from './support/direct';
import { useSandbox } from './support/sandbox';

const api = useSandbox();
/** A run in this process; one run of each command family spawns the built bin with `api.cli`. */
const cli = (args: string[], username?: string) => api.main(args, username === undefined ? {} : { username });

function clears(): Array<{ target: string; cleared_at: string; username: string }> {
  return api.sandbox.context.db
    .prepare('SELECT target, cleared_at, username FROM cache_clears ORDER BY id')
    .all() as Array<{
    target: string;
    cleared_at: string;
    username: string;
  }>;
}

describe('cache clear', () => {
  it('clears each cache by its name; the sandbox records every clear with its time', async () => {
    const started = Date.now();
    for (const [name, target] of [
      ['articles', 'articles'],
      ['sg', 'top'],
      ['industries', 'industries'],
      ['menu', 'menu'],
    ] as const) {
      const before = clears().length;
      const result = await api.main(['cache', 'clear', name], { username: 'redaktor' });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^Cleared the cache of .+ \\(${name}\\)\\.\\n$`));
      const recorded = clears().slice(before);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ target, username: 'redaktor' });
      expect(new Date(recorded[0]?.cleared_at ?? '').getTime()).toBeGreaterThanOrEqual(started - 1000);
    }
  });

  it('all clears the four caches in order', async () => {
    const before = clears().length;
    // Spawned: the cache commands run end to end in the built bin.
    const result = await api.cli(['--json', 'cache', 'clear', 'all']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).cleared.map((entry: { cache: string }) => entry.cache)).toEqual([
      'articles',
      'sg',
      'industries',
      'menu',
    ]);
    expect(
      clears()
        .slice(before)
        .map((row) => row.target),
    ).toEqual(['articles', 'top', 'industries', 'menu']);
    // Each cache is said once: on stdout, nothing on stderr.
    expect(result.stderr).toBe('');
    const loud = await api.main(['cache', 'clear', 'all']);
    expect(loud.stderr).toBe('');
    expect(loud.stdout.trimEnd().split('\n')).toHaveLength(4);
    // --quiet, as in the cron lines: nothing at all on success.
    const quiet = await api.main(['--quiet', 'cache', 'clear', 'all']);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stdout).toBe('');
    expect(quiet.stderr).toBe('');
  });

  it('all stopped by a failure says which caches were already cleared', async () => {
    const controller = new AbortController();
    let done = 0;
    // The run is interrupted once two caches are cleared, before the third call.
    const now = () => {
      done += 1;
      if (done === 2) controller.abort(new DOMException('Interrupted', 'AbortError'));
      return new Date();
    };
    const { deps, stderr } = await directDeps({
      apiUrl: api.url,
      now,
      signal: controller.signal,
      globals: { quiet: true },
    });
    await expect(clearCache({ target: 'all' }, deps)).rejects.toThrow();
    expect(stderr.text).toBe('warning: cleared before the failure: articles, sg\n');
  });

  it('an unknown cache is a usage error; a role without the cache screen is refused (exit 4)', async () => {
    const unknown = await api.main(['cache', 'clear', 'everything']);
    expect(unknown.code, unknown.stderr).toBe(2);
    expect(unknown.stderr).toContain('Allowed choices are articles, sg, industries, menu, all.');
    const before = clears().length;
    const refused = await cli(['cache', 'clear', 'menu'], 'komentarze');
    expect(refused.code, refused.stderr).toBe(4);
    expect(refused.stderr).toMatch(/^error: Forbidden \(403 POST \/cache\/cache\/menu\)/);
    expect(clears()).toHaveLength(before);
  });
});

describe('rss generate', () => {
  it('prints the HTML report of the API, or writes it with --out', async () => {
    // Spawned: the rss command runs end to end in the built bin.
    const printed = await api.cli(['rss', 'generate']);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toContain('<h2>RSS wygenerowany</h2>');
    const feed = await readFile(
      join(api.sandbox.context.files.folder('exports'), 'rss', 'wiadomosci.xml'),
      'utf8',
    );
    expect(feed).toContain('<rss version="2.0">');

    const out = join(api.home.home, 'rss.html');
    const written = await api.main(['rss', 'generate', '--out', out]);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toBe(`RSS generated; the report is in ${out}.\n`);
    expect(await readFile(out, 'utf8')).toContain('<h2>RSS wygenerowany</h2>');

    // --json: stdout carries one JSON document.
    const [json, jsonOut] = await Promise.all([
      api.main(['--json', 'rss', 'generate']),
      api.main(['--json', 'rss', 'generate', '--out', out]),
    ]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      file: null,
      html: expect.stringContaining('RSS wygenerowany'),
    });
    expect(JSON.parse(jsonOut.stdout)).toEqual({ file: out, bytes: expect.any(Number) });

    // A folder where the file should go: exit 2 and one line, before the API is asked.
    const refused = await api.main(['rss', 'generate', '--out', api.home.home], {
      env: { REDAKCJA_API_URL: 'http://127.0.0.1:9' },
    });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toBe(`error: Cannot write ${api.home.home} (EISDIR).\n`);
  });
});

describe('users reset-password', () => {
  it('sets a generated 16-character password, prints it once on stdout, and it works for the next login', async () => {
    // Spawned: the users commands run end to end in the built bin.
    const result = await api.cli(['--yes', 'users', 'reset-password', 'telefony']);
    expect(result.code, result.stderr).toBe(0);
    const password = result.stdout.trimEnd();
    expect(result.stdout).toBe(`${password}\n`);
    // Once: stderr explains, without it.
    expect(`${result.stdout}${result.stderr}`.split(password)).toHaveLength(2);
    expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);
    expect([...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char))).toBe(true);
    expect(result.stderr).toBe('New password of telefony (shown once; it is not stored anywhere):\n');

    const [login, old] = await Promise.all([
      api.main(['login', '--username', 'telefony', '--password-stdin'], {
        username: null,
        stdin: `${password}\n`,
      }),
      api.main(['whoami'], { username: 'telefony' }),
    ]);
    expect(login.code, login.stderr).toBe(0);
    // A password set by an administrator is temporary (sandbox SB-5): the user must choose their own.
    expect(login.stdout).toContain('must change its password');
    expect(old.code, old.stderr).toBe(3);
  });

  it('asks first: without a terminal and without --yes it fails with exit 2 and changes nothing', async () => {
    const result = await cli(['users', 'reset-password', 'prasa']);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toBe('');
    const still = await api.main(['whoami'], { username: 'prasa' });
    expect(still.code, still.stderr).toBe(0);
  });

  it('a declined confirmation keeps the password (run called directly)', async () => {
    const { deps, close } = await directDeps({
      apiUrl: api.url,
      interactive: true,
      prompts: confirming(false).prompts,
    });
    await expect(resetPassword({ username: 'superredaktor' }, deps)).rejects.toBeInstanceOf(CancelledError);
    await close();
    expect((await api.main(['whoami'], { username: 'superredaktor' })).code).toBe(0);
  });

  it('--json prints the new password once, inside the JSON', async () => {
    const result = await api.main(['--json', '--yes', 'users', 'reset-password', 'komentarze']);
    expect(result.code, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer).toMatchObject({ username: 'komentarze', id: expect.any(Number) });
    expect(answer.password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(`${result.stdout}${result.stderr}`.split(answer.password)).toHaveLength(2);
  });

  it('finds the exact user name only: a partial one is not a user (exit 4)', async () => {
    const partial = await cli(['--yes', 'users', 'reset-password', 'redak']);
    expect(partial.code, partial.stderr).toBe(4);
    expect(partial.stderr).toBe('error: No user named redak.\n');
    const blank = await api.main(['--yes', 'users', 'reset-password', ' ']);
    expect(blank.code, blank.stderr).toBe(2);
    expect(blank.stderr).toBe(
      "error: command-argument value ' ' is invalid for argument 'username'. Expected a user name.\n",
    );
  });
});
