import { describe, expect, it } from 'vitest';
import { run as markSent } from '../src/commands/partnerNews/markSent';
import { CancelledError } from '../src/core/errors';
import { confirming, directDeps } from './support/direct';
import { useSandbox } from './support/sandbox';

const api = useSandbox();
/** A run in this process; the end-to-end run of the built bin spawns with `api.cli`. */
const cli = (args: string[]) => api.main(args);

interface BoxRow {
  id: number;
  start: string;
  firstTitle: string | null;
  secondTitle: string | null;
  closed: string | null;
  generated: string | null;
}

/** The boxes as the sandbox holds them, in the list's order (newest start first). */
function boxes(): BoxRow[] {
  return api.sandbox.context.db
    .prepare('SELECT * FROM newsletter_partner_news ORDER BY start DESC, id DESC')
    .all() as BoxRow[];
}

function box(id: number): BoxRow {
  return api.sandbox.context.db
    .prepare('SELECT * FROM newsletter_partner_news WHERE id = ?')
    .get(id) as BoxRow;
}

describe('partner-news list', () => {
  it('--json lists every box as the API pages them: id, start, the two news titles, the sent marker', async () => {
    // Spawned: the partner-news commands run end to end in the built bin.
    const result = await api.cli(['--json', 'partner-news', 'list', '--limit', '0']);
    expect(result.code, result.stderr).toBe(0);
    const listed = JSON.parse(result.stdout).boxes as Array<{
      id: number;
      start: string;
      news1: string | null;
      news2: string | null;
      sent: string | null;
    }>;
    const stored = boxes();
    expect(stored.length).toBeGreaterThan(1);
    expect(listed.map((item) => item.id)).toEqual(stored.map((row) => row.id));
    expect(listed.map((item) => [item.news1, item.news2])).toEqual(
      stored.map((row) => [row.firstTitle, row.secondTitle]),
    );
    // The demo's latest box is not sent yet, the older ones are.
    expect(listed.filter((item) => item.sent === null).map((item) => item.id)).toEqual(
      stored.filter((row) => !row.closed).map((row) => row.id),
    );
    expect(listed.some((item) => item.sent !== null)).toBe(true);
    for (const item of listed.filter((entry) => entry.sent !== null)) {
      expect(new Date(item.sent as string).getTime()).toBe(
        new Date(stored.find((row) => row.id === item.id)?.closed as string).getTime(),
      );
    }
  });

  it('prints a table with the columns of the panel, and honours --limit', async () => {
    const table = await cli(['partner-news', 'list', '--limit', '2']);
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+START\s+NEWS1\s+NEWS2\s+SENT$/);
    expect(lines).toHaveLength(3);
    const newest = boxes()[0] as BoxRow;
    expect(lines[1]).toMatch(new RegExp(`^${newest.id}\\s`));
    expect(lines[1]).toContain(newest.firstTitle as string);
    expect(lines[1]).toMatch(/not sent$/);
  });

  it('--before with a bare day counts that day whole', async () => {
    const store = api.sandbox.context.store('newsletter_partner_news');
    // Starting at noon on 5 May 2001, long before the demo's boxes.
    const id = store.insert({ start: new Date('2001-05-05T12:00:00+02:00'), created: new Date() });
    try {
      const ids = async (day: string) =>
        JSON.parse((await api.main(['--json', 'partner-news', 'list', '--before', day])).stdout).boxes.map(
          (item: { id: number }) => item.id,
        );
      expect(await ids('2001-05-05')).toEqual([id]);
      expect(await ids('2001-05-04')).toEqual([]);
      expect(await ids('2001-05-05T11:59:00+02:00')).toEqual([]);
    } finally {
      api.sandbox.context.db.prepare('DELETE FROM newsletter_partner_news WHERE id = ?').run(id);
    }
  });

  it('a bad date or count is exit 2 with one line, before any call (even when the API is down)', async () => {
    const down = { env: { REDAKCJA_API_URL: 'http://127.0.0.1:9' } };
    const bad = await api.main(['partner-news', 'list', '--before', 'jutro'], down);
    expect(bad.code, bad.stderr).toBe(2);
    expect(bad.stderr).toBe(
      'error: --before: expected a date as YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss][+hh:mm], got "jutro".\n',
    );
    const count = await api.main(['partner-news', 'list', '--limit', 'dużo'], down);
    expect(count.code, count.stderr).toBe(2);
    expect(count.stderr).toBe(
      "error: option '--limit <n>' argument 'dużo' is invalid. Expected a whole number (0 or more).\n",
    );
  });

  it('an account without the newsletter area is refused by the API: exit 4', async () => {
    const result = await api.main(['partner-news', 'list'], { username: 'redaktor' });
    expect(result.code, result.stderr).toBe(4);
    expect(result.stderr).toMatch(/^error: Forbidden \(403 GET \/api\/newsletter_partner_news[^)]*\)/);
  });
});

describe('partner-news mark-sent', () => {
  it('sets closed and generated to now, asks without --yes, and leaves a sent box alone', async () => {
    const unsent = boxes().find((row) => !row.closed) as BoxRow;
    expect(unsent).toBeDefined();

    const refused = await cli(['partner-news', 'mark-sent', String(unsent.id)]);
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^error: Confirmation needed \\(Mark partner box ${unsent.id} \\(start [^)]+\\) as sent\\?\\) `,
      ),
    );
    expect(refused.stderr.split('\n')).toHaveLength(2);
    expect(refused.stderr).toContain('but there is no terminal: pass --yes to go ahead.');
    expect(box(unsent.id).closed).toBeNull();

    const before = Date.now();
    const marked = await cli(['--yes', 'partner-news', 'mark-sent', String(unsent.id)]);
    expect(marked.code, marked.stderr).toBe(0);
    expect(marked.stdout).toMatch(new RegExp(`^Partner box ${unsent.id} marked sent \\(.+\\)\\.\\n$`));
    const closed = box(unsent.id).closed as string;
    expect(new Date(closed).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(box(unsent.id).generated).toBe(closed);

    // The list shows it sent now.
    const listed = JSON.parse((await api.main(['--json', 'partner-news', 'list'])).stdout).boxes;
    expect(listed.find((item: { id: number }) => item.id === unsent.id).sent).not.toBeNull();

    const again = await cli(['--yes', 'partner-news', 'mark-sent', String(unsent.id)]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`Partner box ${unsent.id} was already marked sent`);
    const json = await api.main(['--json', 'partner-news', 'mark-sent', String(unsent.id)]);
    expect(json.code, json.stderr).toBe(0);
    const answer = JSON.parse(json.stdout);
    expect(answer).toEqual({
      id: unsent.id,
      start: expect.any(String),
      sent: expect.any(String),
      changed: false,
    });
    expect(new Date(answer.sent).getTime()).toBe(new Date(closed).getTime());
    expect(box(unsent.id).closed).toBe(closed);
  });

  it('on a terminal it asks first; a "no" leaves the box open (run called directly)', async () => {
    const id = api.sandbox.context
      .store('newsletter_partner_news')
      .insert({ start: new Date('2031-03-02T08:00:00Z'), firstTitle: 'Box w przód', created: new Date() });
    try {
      const { prompts, asked } = confirming(false);
      const { deps } = await directDeps({ apiUrl: api.url, interactive: true, prompts });
      await expect(markSent({ id }, deps)).rejects.toBeInstanceOf(CancelledError);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatch(new RegExp(`^Mark partner box ${id} \\(start 2031-03-02[^)]*\\) as sent\\?$`));
      expect(box(id).closed).toBeNull();
    } finally {
      api.sandbox.context.db.prepare('DELETE FROM newsletter_partner_news WHERE id = ?').run(id);
    }
  });

  it('an unknown id exits 4, a malformed one exits 2', async () => {
    const missing = await cli(['--yes', 'partner-news', 'mark-sent', '999999']);
    expect(missing.code, missing.stderr).toBe(4);
    expect(missing.stderr).toMatch(/^error: Not found \(404 GET \/api\/newsletter_partner_news\/999999\)/);
    const malformed = await cli(['partner-news', 'mark-sent', '0']);
    expect(malformed.code, malformed.stderr).toBe(2);
    expect(malformed.stderr).toBe(
      "error: command-argument value '0' is invalid for argument 'id'. Expected a positive whole number.\n",
    );
  });
});
