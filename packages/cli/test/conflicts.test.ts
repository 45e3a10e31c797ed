import { describe, expect, it } from 'vitest';
import { run as runAdd } from '../src/commands/bans/add';
import { BAN_WRITE_ATTEMPTS } from '../src/commands/bans/change';
import { run as runRemove } from '../src/commands/bans/remove';
import { run as runNewsletterMarkSent } from '../src/commands/newsletter/markSent';
import { run as runPartnerMarkSent } from '../src/commands/partnerNews/markSent';
import { RejectedError } from '../src/core/errors';
import { EXIT_CODES } from '../src/core/exitCodes';
import { directDeps } from './support/direct';
import { useSandbox } from './support/sandbox';

// A change saved by someone else between the command's last read and its write (CLI-40), against the
// sandbox with ETags (the write's If-Match fails) and without (the SDK's re-read sees the change): the
// blocking lists and marking sent.
describe.each([
  { mode: 'ETags', etags: true },
  { mode: 'no ETags', etags: false },
])('bans write over a list changed in between ($mode)', ({ etags }) => {
  const api = useSandbox({ etags });

  const setWords = (values: readonly string[]) =>
    api.sandbox.context.db
      .prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)')
      .run('ban:black_words', values.join('\n'));
  const words = () =>
    (
      api.sandbox.context.db.prepare("SELECT value FROM settings WHERE key = 'ban:black_words'").get() as {
        value: string;
      }
    ).value.split('\n');

  /** Deps whose reads of the list are followed by `afterRead(n)`: someone saving in the panel. */
  const depsWith = async (afterRead: (count: number) => void) => {
    const direct = await directDeps({ apiUrl: api.url, globals: { yes: true } });
    const bans = direct.deps.api.bans;
    const get = bans.get;
    let reads = 0;
    bans.get = async (...args: Parameters<typeof get>) => {
      const record = await get(...args);
      reads += 1;
      afterRead(reads);
      return record;
    };
    return direct;
  };

  it('bans add keeps an entry saved in between', async () => {
    setWords(['a', 'b']);
    // Read 1 plans the change, read 2 is the one right before the write: the panel saves after it.
    const { deps, stderr } = await depsWith((count) => {
      if (count === 2) setWords(['a', 'b', 'z panelu']);
    });
    const result = await runAdd({ list: 'words', values: ['c'] }, deps);
    expect(result.written).toBe(true);
    expect(words()).toEqual(['a', 'b', 'z panelu', 'c']);
    expect(stderr.text).toContain('warning: words changed on the server since it was read');
  });

  it('bans remove removes only the named value; an entry saved in between stays', async () => {
    setWords(['a', 'b', 'c']);
    const { deps } = await depsWith((count) => {
      if (count === 2) setWords(['a', 'b', 'c', 'z panelu']);
    });
    const result = await runRemove({ list: 'words', values: ['b'] }, deps);
    expect(result).toMatchObject({ written: true, removed: ['b'] });
    expect(words()).toEqual(['a', 'c', 'z panelu']);
  });

  it('a list that keeps changing: a few attempts, then exit 4 and nothing of ours written', async () => {
    setWords(['a']);
    const { deps } = await depsWith((count) => {
      if (count >= 2) setWords(['a', `inny ${count}`]);
    });
    const error = await runAdd({ list: 'words', values: ['nasze'] }, deps).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RejectedError);
    expect((error as RejectedError).exitCode).toBe(EXIT_CODES.rejected);
    expect((error as Error).message).toBe(
      `words kept changing on the server while saving (${BAN_WRITE_ATTEMPTS} attempts): nothing written; run the command again`,
    );
    expect(words()).toEqual(['a', `inny ${BAN_WRITE_ATTEMPTS + 1}`]);
  });

  it.each([
    { command: 'newsletter mark-sent', resource: 'newsletters', run: runNewsletterMarkSent },
    { command: 'partner-news mark-sent', resource: 'newsletter_partner_news', run: runPartnerMarkSent },
  ] as const)('$command leaves a record marked sent meanwhile as it is', async ({ resource, run }) => {
    const store = api.sandbox.context.store(resource);
    const open = store.list({ clauses: ['closed IS NULL'], params: [] }, 1, 0)[0];
    expect(open).toBeDefined();
    const id = Number(open?.id);
    const sentByOther = new Date('2026-03-01T08:00:00Z');
    const direct = await directDeps({ apiUrl: api.url, globals: { yes: true } });
    // Someone marks it sent right after the command read it.
    const area: { get: (...args: never[]) => Promise<unknown> } =
      resource === 'newsletters' ? direct.deps.api.newsletters : direct.deps.api.partnerNews;
    const get = area.get.bind(area);
    area.get = async (...args: never[]) => {
      const record = await get(...args);
      store.update(id, { closed: sentByOther, generated: sentByOther });
      return record;
    };
    const result = await run({ id }, direct.deps);
    expect(result.changed).toBe(false);
    expect(new Date(result.sent ?? '').getTime()).toBe(sentByOther.getTime());
    expect(new Date(String(store.decode(store.get(id)).closed)).getTime()).toBe(sentByOther.getTime());
    expect(direct.stderr.text).toContain('was marked sent by someone else meanwhile; its date is kept');
  });
});
