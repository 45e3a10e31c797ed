import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { run as runAdd } from '../src/commands/bans/add';
import { run as runRemove } from '../src/commands/bans/remove';
import { run as runSet } from '../src/commands/bans/set';
import { CancelledError } from '../src/core/errors';
import { confirming, directDeps } from './support/direct';
import { useSandbox } from './support/sandbox';

const api = useSandbox();

const RESOURCES = { ips: 'black_lists', domains: 'black_email_domains', words: 'black_words' } as const;

function setList(list: keyof typeof RESOURCES, values: readonly string[]): void {
  api.sandbox.context.db
    .prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)')
    .run(`ban:${RESOURCES[list]}`, values.join('\n'));
}

function getList(list: keyof typeof RESOURCES): string[] {
  const row = api.sandbox.context.db
    .prepare('SELECT value FROM settings WHERE key = ?')
    .get(`ban:${RESOURCES[list]}`) as { value: string } | undefined;
  return row && row.value !== '' ? row.value.split('\n') : [];
}

const thousand = Array.from(
  { length: 1000 },
  (_, index) => `10.${Math.floor(index / 250)}.${index % 250}.${(index * 7) % 256}`,
);

/** A run in this process; the tests whose point is the process itself spawn with `api.cli`. */
const cli = (args: string[], stdin?: string) => api.main(args, stdin === undefined ? {} : { stdin });

beforeEach(() => {
  setList('ips', thousand);
  setList('domains', ['spam.example', 'mailinator.com']);
  setList('words', ['idiota', 'kretyn']);
});

describe('bans list', () => {
  it('prints the list one value per line, and as JSON with --json', async () => {
    const [text, json] = await Promise.all([
      // Spawned: the bans commands run end to end in the built bin.
      api.cli(['bans', 'list', 'domains']),
      cli(['--json', 'bans', 'list', 'words']),
    ]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toBe('spam.example\nmailinator.com\n');
    expect(text.stderr).toBe('2 entries in domains.\n');
    expect(JSON.parse(json.stdout)).toEqual({ list: 'words', values: ['idiota', 'kretyn'] });
  });

  it('refuses an unknown list name with exit 2', async () => {
    const result = await api.main(['bans', 'list', 'emails']);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toBe(
      "error: command-argument value 'emails' is invalid for argument 'list'. Allowed choices are ips, domains, words.\n",
    );
  });
});

describe('bans add and remove on a list of 1,000 entries', () => {
  it('add appends only the new values (trimmed) and keeps every other entry in order', async () => {
    const result = await cli(['bans', 'add', 'ips', ' 192.168.0.1 ', thousand[500] as string, '192.168.0.2']);
    expect(result.code, result.stderr).toBe(0);
    expect(getList('ips')).toEqual([...thousand, '192.168.0.1', '192.168.0.2']);
    expect(result.stdout).toContain('+192.168.0.1\n+192.168.0.2\n');
    expect(result.stdout).toContain(`Already on the list: ${thousand[500]}`);
    expect(result.stdout).toContain('Saved ips: 1002 entries.');
  });

  it('--quiet prints nothing for a change done, and still the diff of a dry run', async () => {
    const [done, dry] = await Promise.all([
      cli(['--quiet', 'bans', 'add', 'words', 'osioł']),
      cli(['--quiet', 'bans', 'add', 'ips', '192.0.2.9', '--dry-run']),
    ]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout + done.stderr).toBe('');
    expect(getList('words')).toEqual(['idiota', 'kretyn', 'osioł']);
    expect(dry.stdout).toContain('+192.0.2.9\nDry run: nothing written.\n');
  });

  it('add then remove leaves the list exactly as it was', async () => {
    expect((await cli(['bans', 'add', 'ips', '172.16.0.1', '172.16.0.2'])).code).toBe(0);
    expect(getList('ips')).toHaveLength(1002);
    const removed = await cli(['--yes', 'bans', 'remove', 'ips', '172.16.0.1', '172.16.0.2']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(getList('ips')).toEqual(thousand);
  });

  it('remove drops exactly the values named (first, middle, last) and keeps every other entry in order', async () => {
    const gone = [thousand[0], thousand[499], thousand[999]] as string[];
    const result = await cli(['--yes', 'bans', 'remove', 'ips', ...gone, '8.8.8.8']);
    expect(result.code, result.stderr).toBe(0);
    expect(getList('ips')).toEqual(thousand.filter((value) => !gone.includes(value)));
    expect(result.stdout).toContain(`-${thousand[0]}\n-${thousand[499]}\n-${thousand[999]}\n`);
    expect(result.stdout).toContain('Not on the list: 8.8.8.8');
  });

  it('remove without a terminal and without --yes fails with exit 2 and changes nothing', async () => {
    const result = await cli(['bans', 'remove', 'ips', thousand[3] as string]);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toBe(
      'error: Confirmation needed (Remove 1 entry from ips?) but there is no terminal: pass --yes to go ahead.\n',
    );
    expect(getList('ips')).toEqual(thousand);
  });

  it('--json reports the change', async () => {
    const result = await api.main(['--json', 'bans', 'add', 'words', 'głupek']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      list: 'words',
      operation: 'add',
      dryRun: false,
      written: true,
      added: ['głupek'],
      removed: [],
      skipped: [],
      reordered: false,
      entriesBefore: 2,
      entriesAfter: 3,
      largeRemoval: false,
    });
    expect(getList('words')).toEqual(['idiota', 'kretyn', 'głupek']);
  });
});

describe('bans add and remove from a file or stdin, with warnings about odd values', () => {
  it('add takes --file and stdin, cleaned as set is (trimmed, no empty lines, no repeats)', async () => {
    const file = join(api.home.home, 'more-words.txt');
    await writeFile(file, '  baran \r\n\nosioł\nbaran\n');
    const fromFile = await cli(['bans', 'add', 'words', 'głupek', '--file', file]);
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(getList('words')).toEqual(['idiota', 'kretyn', 'głupek', 'baran', 'osioł']);
    const fromStdin = await cli(['--yes', 'bans', 'remove', 'words', '--file', '-'], 'baran\n\n osioł \n');
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
    expect(getList('words')).toEqual(['idiota', 'kretyn', 'głupek']);
    const none = await api.main(['bans', 'add', 'words', '--file', '-'], { stdin: '\n \n' });
    expect(none.code, none.stderr).toBe(2);
    expect(none.stderr).toBe(
      "error: No values to add: give them as arguments or with --file (one per line; '-' reads stdin).\n",
    );
  });

  it('warns on stderr, without refusing, about values that do not look like their list and case twins', async () => {
    const ips = await cli([
      'bans',
      'add',
      'ips',
      'not-an-ip',
      '999.1.1.1',
      '198.51.100.0/24',
      '2001:db8::1',
      '--dry-run',
    ]);
    expect(ips.code, ips.stderr).toBe(0);
    expect(ips.stderr).toBe(
      [
        "warning: ips: 'not-an-ip' does not look like an IP address or range (such as 203.0.113.7 or 198.51.100.0/24)",
        "warning: ips: '999.1.1.1' does not look like an IP address or range (such as 203.0.113.7 or 198.51.100.0/24)",
        '',
      ].join('\n'),
    );
    const domains = await cli([
      'bans',
      'add',
      'domains',
      'spam@example.com',
      '@bad',
      'Mailinator.COM',
      'poczta.example.pl',
    ]);
    expect(domains.code, domains.stderr).toBe(0);
    expect(domains.stderr).toBe(
      [
        "warning: domains: 'spam@example.com' does not look like an e-mail domain (such as mailinator.com, without '@')",
        "warning: domains: '@bad' does not look like an e-mail domain (such as mailinator.com, without '@')",
        "warning: domains: 'Mailinator.COM' and 'mailinator.com' differ only in case",
        '',
      ].join('\n'),
    );
    expect(getList('domains')).toEqual([
      'spam.example',
      'mailinator.com',
      'spam@example.com',
      '@bad',
      'Mailinator.COM',
      'poczta.example.pl',
    ]);
  });
});

describe('--dry-run', () => {
  it('prints the diff of add, remove and set and writes nothing', async () => {
    const file = join(api.home.home, 'domains.txt');
    await writeFile(file, 'mailinator.com\nnew.example\n');
    // Dry runs write nothing, so they can run side by side; a removal asks nothing (no --yes needed).
    const [add, remove, set] = await Promise.all([
      cli(['bans', 'add', 'ips', '1.1.1.1', '--dry-run']),
      cli(['bans', 'remove', 'ips', thousand[10] as string, '--dry-run']),
      cli(['bans', 'set', 'domains', '--file', file, '--dry-run']),
    ]);
    expect(add.code, add.stderr).toBe(0);
    expect(add.stdout).toBe(
      `--- ips (now: 1000 entries)\n+++ ips (after add: 1001 entries)\n+1.1.1.1\nDry run: nothing written.\n`,
    );
    expect(remove.code, remove.stderr).toBe(0);
    expect(remove.stdout).toContain(`-${thousand[10]}\nDry run: nothing written.`);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toBe(
      '--- domains (now: 2 entries)\n+++ domains (after set: 2 entries)\n-spam.example\n+new.example\nDry run: nothing written.\n',
    );
    expect(getList('ips')).toEqual(thousand);
    expect(getList('domains')).toEqual(['spam.example', 'mailinator.com']);
  });
});

describe('bans set', () => {
  it('replaces the list with the file, normalised as D17 says (trimmed, no empty lines, no repeats, order kept)', async () => {
    const file = join(api.home.home, 'words.txt');
    await writeFile(file, '  baran \r\n\r\nosioł\nbaran\n\t\nidiota\n');
    const result = await cli(['--yes', 'bans', 'set', 'words', '--file', file]);
    expect(result.code, result.stderr).toBe(0);
    expect(getList('words')).toEqual(['baran', 'osioł', 'idiota']);
    expect(result.stdout).toContain('-kretyn\n+baran\n+osioł\n');
  });

  it('reads stdin with --file -', async () => {
    // Both entries go: more than the share a set removes without --force. Spawned: the process's own
    // stdin, a pipe, is read to its end.
    const result = await api.cli(['--yes', 'bans', 'set', 'domains', '--file', '-', '--force'], {
      stdin: 'a.example\nb.example\n',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(getList('domains')).toEqual(['a.example', 'b.example']);
  });

  it('notices a new order of the kept entries', async () => {
    const result = await api.main(['bans', 'set', 'words', '--file', '-'], { stdin: 'kretyn\nidiota\n' });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('(the order of the kept entries changes)');
    expect(getList('words')).toEqual(['kretyn', 'idiota']);
  });

  it('a missing file is a usage error, found before the API is asked anything', async () => {
    const missing = join(api.home.home, 'none.txt');
    const result = await api.main(['bans', 'set', 'words', '--file', missing], {
      // An API that cannot be reached: the file is read first, so the answer is still exit 2.
      env: { REDAKCJA_API_URL: 'http://127.0.0.1:9' },
    });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toBe(`error: Cannot read ${missing} (ENOENT).\n`);
  });
});

describe('bans set: an input that would empty or gut a list', () => {
  it('an empty input is refused before the API is asked anything; --allow-empty empties the list', async () => {
    const empty = join(api.home.home, 'empty.txt');
    await writeFile(empty, '');
    const refused = await api.main(['--yes', 'bans', 'set', 'words', '--file', empty], {
      // An API that cannot be reached: nothing is sent, the answer is exit 2 all the same.
      env: { REDAKCJA_API_URL: 'http://127.0.0.1:9' },
    });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toBe(
      `error: ${empty} holds no values: nothing written. Pass --allow-empty to empty words.\n`,
    );
    const blank = await cli(['--yes', 'bans', 'set', 'ips', '--file', '-'], ' \n\t\r\n\n');
    expect(blank.code, blank.stderr).toBe(2);
    expect(blank.stderr).toContain('stdin holds no values');
    expect(getList('words')).toEqual(['idiota', 'kretyn']);
    expect(getList('ips')).toEqual(thousand);
    const allowed = await cli(['--yes', 'bans', 'set', 'words', '--file', empty, '--allow-empty']);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(getList('words')).toEqual([]);
  });

  it('removing more than half of the list needs --force without a terminal; --dry-run shows the diff', async () => {
    const file = join(api.home.home, 'ips.txt');
    // A nightly file cut short: 400 of the 1,000 entries, so 600 (60%) would go.
    await writeFile(file, `${thousand.slice(0, 400).join('\n')}\n`);
    const refused = await cli(['--yes', 'bans', 'set', 'ips', '--file', file]);
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toBe(
      'error: The set removes 600 of 1000 entries of ips (60%), more than 50% allowed without --force: nothing written. Check the input (redakcja bans set ips --dry-run shows the diff), or pass --force.\n',
    );
    expect(getList('ips')).toEqual(thousand);
    const dry = await cli(['bans', 'set', 'ips', '--file', file, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('+++ ips (after set: 400 entries)\n');
    expect(dry.stdout).toContain(`\n-${thousand[999]}\n`);
    expect(dry.stdout).toContain(
      'The set removes 600 of 1000 entries of ips (60%), more than 50%: a real run needs --force.\nDry run: nothing written.\n',
    );
    const forced = await cli(['--yes', 'bans', 'set', 'ips', '--file', file, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(getList('ips')).toEqual(thousand.slice(0, 400));
    // Exactly half is within the share: --yes is enough.
    setList('ips', thousand);
    await writeFile(file, `${thousand.slice(0, 500).join('\n')}\n`);
    const half = await cli(['--yes', 'bans', 'set', 'ips', '--file', file]);
    expect(half.code, half.stderr).toBe(0);
    expect(getList('ips')).toEqual(thousand.slice(0, 500));
  });

  it('on a terminal a large removal is asked about even with --yes, after the diff', async () => {
    setList('words', ['a', 'b', 'c', 'd']);
    const declined = confirming(false);
    const refused = await directDeps({
      apiUrl: api.url,
      interactive: true,
      prompts: declined.prompts,
      globals: { yes: true },
    });
    await expect(runSet({ list: 'words', lines: ['a'] }, refused.deps)).rejects.toBeInstanceOf(
      CancelledError,
    );
    expect(declined.asked).toEqual([
      'The set removes 3 of 4 entries of words (75%), more than 50%. Go ahead?',
    ]);
    expect(refused.stderr.text).toContain('-b\n-c\n-d\n');
    expect(getList('words')).toEqual(['a', 'b', 'c', 'd']);
    const accepted = confirming(true);
    const { deps } = await directDeps({ apiUrl: api.url, interactive: true, prompts: accepted.prompts });
    const result = await runSet({ list: 'words', lines: ['a'] }, deps);
    // One question: the share question stands for the removal's confirmation.
    expect(accepted.asked).toEqual([
      'The set removes 3 of 4 entries of words (75%), more than 50%. Go ahead?',
    ]);
    expect(result).toMatchObject({ written: true, largeRemoval: true, removed: ['b', 'c', 'd'] });
    expect(getList('words')).toEqual(['a']);
  });
});

describe('rules around the writes (run called directly)', () => {
  /** Deps of a terminal whose operator answers every confirmation with `answer`. */
  const onTerminal = async (answer: boolean | (() => boolean)) => {
    const { prompts, asked } = confirming(answer);
    return { ...(await directDeps({ apiUrl: api.url, interactive: true, prompts })), asked };
  };

  it('re-reads the list before writing: an entry added meanwhile (in the panel) is kept', async () => {
    setList('words', ['a', 'b', 'c']);
    const { deps, stderr } = await onTerminal(() => {
      // While the operator reads the question, someone saves the list in the panel.
      setList('words', ['a', 'b', 'c', 'd']);
      return true;
    });
    const result = await runRemove({ list: 'words', values: ['b'] }, deps);
    expect(result.written).toBe(true);
    expect(getList('words')).toEqual(['a', 'c', 'd']);
    expect(stderr.text).toContain('-b');
    expect(stderr.text).toContain('warning: words changed on the server since it was read');
  });

  it('a declined confirmation changes nothing', async () => {
    setList('words', ['a', 'b']);
    const { deps } = await onTerminal(false);
    await expect(runRemove({ list: 'words', values: ['a'] }, deps)).rejects.toBeInstanceOf(CancelledError);
    expect(getList('words')).toEqual(['a', 'b']);
  });

  it('set asks first on a terminal when entries would go, after showing the diff', async () => {
    setList('words', ['a', 'b', 'c']);
    const { deps, stderr, asked } = await onTerminal(true);
    const result = await runSet({ list: 'words', lines: ['c', ' d ', '', 'a'] }, deps);
    expect(asked).toEqual(['Remove 1 entry from words?']);
    expect(stderr.text).toContain('-b\n+d\n');
    expect(result).toMatchObject({ written: true, removed: ['b'], added: ['d'], reordered: true });
    expect(getList('words')).toEqual(['c', 'd', 'a']);
  });

  it('adding asks nothing, and adding what is there already writes nothing', async () => {
    setList('words', ['a', 'b']);
    const { deps, asked } = await onTerminal(true);
    const result = await runAdd({ list: 'words', values: ['b', ' a '] }, deps);
    expect(result).toMatchObject({ written: false, added: [], skipped: ['b', 'a'] });
    expect(asked).toEqual([]);
    expect(getList('words')).toEqual(['a', 'b']);
  });

  it('an account without the bans area is refused by the API: exit 4', async () => {
    // Spawned: the exit code as the shell sees it.
    const result = await api.cli(['bans', 'list', 'ips'], { username: 'redaktor' });
    expect(result.code, result.stderr).toBe(4);
    expect(result.stderr).toMatch(
      /^error: Forbidden \(403 GET \/api\/black_lists\): the account's roles do not allow this[^\n]*\n$/,
    );
  });
});
