import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newsletterMessages } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { run as markSent } from '../src/commands/newsletter/markSent';
import { CancelledError } from '../src/core/errors';
import { confirming, directDeps } from './support/direct';
import { useSandbox } from './support/sandbox';

const api = useSandbox();
/** A run in this process; the end-to-end run of the built bin spawns with `api.cli`. */
const cli = (args: string[]) => api.main(args);

interface NewsletterRow {
  id: number;
  created: string;
  closed: string | null;
  generated: string | null;
  fileName: string | null;
  variant: string;
  baner1Img: string | null;
  baner1Url: string | null;
  baner1Txt: string | null;
  leadSegmentTitle: string | null;
  jobOfferValues: string | null;
}

function newsletters(): NewsletterRow[] {
  return api.sandbox.context.db
    .prepare('SELECT * FROM newsletters ORDER BY id DESC')
    .all() as NewsletterRow[];
}

function newsletter(id: number): NewsletterRow {
  return api.sandbox.context.db.prepare('SELECT * FROM newsletters WHERE id = ?').get(id) as NewsletterRow;
}

describe('newsletter list', () => {
  it('lists the newsletters as the API pages them, with their static URLs in --json', async () => {
    const result = await cli(['--json', 'newsletter', 'list', '--limit', '0']);
    expect(result.code, result.stderr).toBe(0);
    const listed = JSON.parse(result.stdout).newsletters as Array<{
      id: number;
      fileName: string;
      url: string;
      sent: string | null;
    }>;
    const stored = newsletters();
    expect(listed.map((item) => item.id)).toEqual(stored.map((row) => row.id));
    const first = listed[0];
    expect(first?.url).toBe(`${api.url}/nsl/${first?.fileName}.html`);
    expect(listed.filter((item) => item.sent !== null).map((item) => item.id)).toEqual(
      stored.filter((row) => row.closed).map((row) => row.id),
    );
  });

  it('prints a table with the columns of the panel, and honours --limit and --before', async () => {
    const table = await cli(['newsletter', 'list', '--limit', '3']);
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+CREATED\s+GENERATED\s+SENT\s+FILE$/);
    expect(lines).toHaveLength(4);

    const oldest = newsletters().at(-1) as NewsletterRow;
    const before = new Date(new Date(oldest.created).getTime() + 1000).toISOString();
    const filtered = await cli(['--json', 'newsletter', 'list', '--before', before]);
    expect(filtered.code, filtered.stderr).toBe(0);
    expect(JSON.parse(filtered.stdout).newsletters.map((item: { id: number }) => item.id)).toEqual([
      oldest.id,
    ]);

    // A bad date is refused before any call, even when the API cannot be reached.
    const bad = await api.main(['newsletter', 'list', '--before', 'wczoraj'], {
      env: { REDAKCJA_API_URL: 'http://127.0.0.1:9' },
    });
    expect(bad.code, bad.stderr).toBe(2);
    expect(bad.stderr).toBe(
      'error: --before: expected a date as YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss][+hh:mm], got "wczoraj".\n',
    );
  });

  it('--before with a bare day counts that day whole', async () => {
    const store = api.sandbox.context.store('newsletters');
    // Created at noon on 5 May 2001, long before the demo's newsletters.
    const id = store.insert({ created: new Date('2001-05-05T12:00:00+02:00') });
    try {
      const ids = async (day: string) =>
        JSON.parse(
          (await api.main(['--json', 'newsletter', 'list', '--before', day])).stdout,
        ).newsletters.map((item: { id: number }) => item.id);
      expect(await ids('2001-05-05')).toEqual([id]);
      expect(await ids('2001-05-04')).toEqual([]);
      expect(await ids('2001-05-05T11:59:00+02:00')).toEqual([]);
    } finally {
      api.sandbox.context.db.prepare('DELETE FROM newsletters WHERE id = ?').run(id);
    }
  });
});

describe('newsletter generate', () => {
  it('renders the standard newsletter with the shared renderer, sends it, and prints its file name and URL', async () => {
    const previous = newsletters()[0] as NewsletterRow;
    const out = join(api.home.home, 'standard.html');
    // Spawned: the renderer bundled into the built bin renders and sends.
    const result = await api.cli(['newsletter', 'generate', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const [fileName, url] = result.stdout.split('\n');
    expect(url).toBe(`${api.url}/nsl/${fileName}.html`);

    const created = newsletters()[0] as NewsletterRow;
    expect(created.id).toBeGreaterThan(previous.id);
    expect(created).toMatchObject({ fileName, variant: 'standard', closed: null });
    // The last newsletter prefills the next one (03 §2): banners and chosen offers carry over.
    expect([created.baner1Img, created.baner1Url, created.baner1Txt]).toEqual([
      previous.baner1Img ?? '',
      previous.baner1Url ?? '',
      previous.baner1Txt ?? '',
    ]);

    const stored = await readFile(api.sandbox.context.files.path('nsl', `${fileName}.html`), 'utf8');
    const served = await (await fetch(url as string)).text();
    expect(served).toBe(stored);
    const html = await readFile(out, 'utf8');
    expect(stored.replace(/<style type="text\/css">[\s\S]*?<\/style>/, '')).toBe(html);
    expect(html).toContain('width="740" data-newsletter-variant="standard"');
    expect(html).toContain(`href="${api.url}/nsl/${fileName}.html"`);
    expect(html).toContain('ZOBACZ W PRZEGLĄDARCE');
  });

  it('--alternative posts to /api/newsletters/alternative and renders 750 px with the segments', async () => {
    const result = await cli(['--json', 'newsletter', 'generate', '--alternative']);
    expect(result.code, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer).toMatchObject({ variant: 'alternative', file: null });
    const created = newsletters()[0] as NewsletterRow;
    expect(created).toMatchObject({ id: answer.id, variant: 'alternative', fileName: answer.fileName });
    const stored = await readFile(api.sandbox.context.files.path('nsl', `${answer.fileName}.html`), 'utf8');
    expect(stored).toContain('width="750" data-newsletter-variant="alternative"');
  });

  it('carries the last record over as the builder does (03 §2): banners, the lead with its author, the exclusive segment, the chosen offers, and the current partner box', async () => {
    const { context } = api.sandbox;
    const media = context.store('media').insert({ fileName: 'autorzy/joanna-probna.jpg', newPath: true });
    const author = context.store('authors').insert({ name: 'Joanna Próbna', mediaId: String(media) });
    const offers = context.store('job_offers');
    const offerIds = [
      offers.insert({
        position: 'Reporter śledczy',
        company: 'Gazeta Próbna',
        absoluteUrl: 'https://praca.example.pl/reporter-sledczy',
        created: new Date(),
      }),
      offers.insert({
        position: 'Wydawca serwisu',
        company: 'Radio Próbne',
        absoluteUrl: 'https://praca.example.pl/wydawca-serwisu',
        created: new Date(),
      }),
    ];
    // The API names the box's folder imgDir on some answers and imageDir on others: imgDir alone here.
    const box = context.store('newsletter_partner_news').insert({
      start: new Date(Date.now() - 60_000),
      imgDir: 'box_probny',
      firstNewsletterTitle: 'Pierwszy news partnera',
      firstNewsletterUrl: 'https://partner.example.pl/1',
      firstNewsletterImg: 'pierwszy.png',
      secondNewsletterTitle: 'Drugi news partnera',
      secondNewsletterUrl: 'https://partner.example.pl/2',
      secondNewsletterImg: 'drugi.png',
      created: new Date(),
    });
    const last = context.store('newsletters').insert({
      created: new Date(),
      baner1Img: '',
      baner1Url: 'https://kampania.example.pl/',
      baner1Txt: 'Baner tekstowy z ostatniego wydania',
      author: String(author),
      leadSegmentTitle: 'Tydzień próbny w mediach',
      leadSegment: '<p>Treść leadu z ostatniego wydania.</p>',
      exclusiveTitle: 'Tylko u nas: próba',
      exclusiveDescription: 'Opis segmentu na wyłączność.',
      exclusiveUrl: 'https://www.example.pl/tylko-u-nas-proba',
      jobOfferValues: offerIds.join('|'),
    });
    try {
      const out = join(api.home.home, 'carried.html');
      const result = await cli(['newsletter', 'generate', '--alternative', '--out', out]);
      expect(result.code, result.stderr).toBe(0);
      const html = await readFile(out, 'utf8');
      for (const shown of [
        'Baner tekstowy z ostatniego wydania',
        'href="https://kampania.example.pl/',
        'Joanna Próbna',
        `src="${api.url}/media/new/autorzy/joanna-probna.jpg"`,
        'Tydzień próbny w mediach',
        'Treść leadu z ostatniego wydania.',
        'Tylko u nas: próba',
        'Opis segmentu na wyłączność.',
        'href="https://www.example.pl/tylko-u-nas-proba',
        'Reporter śledczy',
        'href="https://praca.example.pl/wydawca-serwisu',
        'Pierwszy news partnera',
        'Drugi news partnera',
        `src="${api.url}/box_tvn/box_probny/pierwszy.png"`,
      ]) {
        expect(html.includes(shown), `the newsletter shows ${shown}`).toBe(true);
      }
      // The generated record keeps what it carried, so the next one starts from it again.
      expect(newsletters()[0]).toMatchObject({
        baner1Txt: 'Baner tekstowy z ostatniego wydania',
        leadSegmentTitle: 'Tydzień próbny w mediach',
        jobOfferValues: offerIds.join('|'),
      });
    } finally {
      context.db.prepare('DELETE FROM newsletters WHERE id >= ?').run(last);
      context.db.prepare('DELETE FROM newsletter_partner_news WHERE id = ?').run(box);
    }
  });

  it('links articles on --site-url and the static copy on --static-url (D3)', async () => {
    const out = join(api.home.home, 'hosts.html');
    const result = await api.main([
      '--json',
      '--static-url',
      'https://static.portal.example',
      '--site-url',
      'https://www.portal.example',
      'newsletter',
      'generate',
      '--out',
      out,
    ]);
    expect(result.code, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer.url).toBe(`https://static.portal.example/nsl/${answer.fileName}.html`);
    const html = await readFile(out, 'utf8');
    expect(html).toContain(`href="https://static.portal.example/nsl/${answer.fileName}.html"`);
    expect(html).toContain('href="https://www.portal.example/wiadomosci/');
    expect(html).not.toContain(api.url);
  });

  /** What generation would change: the records and the published files. */
  async function published() {
    return { records: newsletters(), files: (await readdir(api.sandbox.context.files.folder('nsl'))).sort() };
  }

  it('--dry-run prints the HTML a real generate then publishes, and publishes nothing', async () => {
    const before = await published();
    const dry = await cli(['newsletter', 'generate', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(await published()).toEqual(before);
    expect(dry.stdout).toContain('width="740" data-newsletter-variant="standard"');
    expect(dry.stderr).toMatch(/^Dry run: \S+ \(standard\) rendered; nothing published\.\n$/);

    // The same data, published for real: the posted HTML is the dry run's, byte for byte.
    const out = join(api.home.home, 'after-dry-run.html');
    const real = await cli(['--json', 'newsletter', 'generate', '--out', out]);
    expect(real.code, real.stderr).toBe(0);
    const { fileName } = JSON.parse(real.stdout);
    expect(await readFile(out, 'utf8')).toBe(dry.stdout);
    const stored = await readFile(api.sandbox.context.files.path('nsl', `${fileName}.html`), 'utf8');
    expect(stored.replace(/<style type="text\/css">[\s\S]*?<\/style>/, '')).toBe(dry.stdout);
    expect(dry.stderr).toContain(fileName);
  });

  it('--dry-run --alternative --out writes the 750 px HTML to the file; --json says where it would be published', async () => {
    const before = await published();
    const out = join(api.home.home, 'dry-alternative.html');
    const written = await cli(['newsletter', 'generate', '--alternative', '--dry-run', '--out', out]);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toMatch(
      new RegExp(
        `^Dry run: \\S+ \\(alternative\\) rendered to ${out.replace(/[.]/g, '\\.')}; nothing published\\.\\n$`,
      ),
    );
    const html = await readFile(out, 'utf8');
    expect(html).toContain('width="750" data-newsletter-variant="alternative"');

    const json = await api.main(['--json', 'newsletter', 'generate', '--alternative', '--dry-run']);
    expect(json.code, json.stderr).toBe(0);
    const answer = JSON.parse(json.stdout);
    expect(answer).toEqual({
      id: null,
      variant: 'alternative',
      fileName: expect.any(String),
      url: `${api.url}/nsl/${answer.fileName}.html`,
      file: null,
      dryRun: true,
      html,
      problems: [],
    });
    expect(html).toContain(`href="${answer.url}"`);
    expect(await published()).toEqual(before);
  });

  it('--dry-run warns of what the API would refuse, in its Polish words, and still publishes nothing', async () => {
    const store = api.sandbox.context.store('newsletters');
    // An old record whose exclusive title breaks today's 255-character rule prefills the next one.
    const id = store.insert({ created: new Date(), exclusiveTitle: 'T'.repeat(300) });
    try {
      const before = await published();
      const result = await api.main(['newsletter', 'generate', '--alternative', '--dry-run']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr.split('\n')[0]).toBe(
        `warning: the API would refuse this newsletter: exclusiveTitle: ${newsletterMessages.exclusiveTitleMax}`,
      );
      expect(result.stdout).toContain('T'.repeat(300));
      expect(await published()).toEqual(before);
    } finally {
      api.sandbox.context.db.prepare('DELETE FROM newsletters WHERE id = ?').run(id);
    }
  });

  it('an --out the file system refuses exits 2 with one line, and nothing is published', async () => {
    const before = newsletters().length;
    const out = join(api.home.home, 'brak', 'newsletter.html');
    const result = await api.main(['newsletter', 'generate', '--out', out]);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toBe(`error: Cannot write ${out} (ENOENT).\n`);
    expect(newsletters()).toHaveLength(before);
  });

  it('a record the API rejects (422) exits 4 with the Polish message of the server', async () => {
    const store = api.sandbox.context.store('newsletters');
    // An old record whose exclusive title breaks today's 255-character rule prefills the next one.
    const id = store.insert({ created: new Date(), exclusiveTitle: 'T'.repeat(300) });
    try {
      const result = await cli(['newsletter', 'generate', '--alternative']);
      expect(result.code, result.stderr).toBe(4);
      expect(result.stderr).toBe(
        `error: The API rejected the request (422 POST /api/newsletters/alternative): exclusiveTitle: ${newsletterMessages.exclusiveTitleMax}\n`,
      );
    } finally {
      api.sandbox.context.db.prepare('DELETE FROM newsletters WHERE id = ?').run(id);
    }
  });
});

describe('newsletter mark-sent', () => {
  it('sets closed and generated to now, asks without --yes, and leaves a sent newsletter alone', async () => {
    const unsent = newsletters().find((row) => !row.closed) as NewsletterRow;
    expect(unsent).toBeDefined();

    const refused = await cli(['newsletter', 'mark-sent', String(unsent.id)]);
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain('but there is no terminal: pass --yes');
    expect(newsletter(unsent.id).closed).toBeNull();

    const before = Date.now();
    const marked = await cli(['--yes', 'newsletter', 'mark-sent', String(unsent.id)]);
    expect(marked.code, marked.stderr).toBe(0);
    expect(marked.stdout).toMatch(new RegExp(`^Newsletter ${unsent.id} marked sent \\(.+\\)\\.\\n$`));
    const closed = newsletter(unsent.id).closed as string;
    expect(new Date(closed).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(newsletter(unsent.id).generated).toBe(closed);

    const again = await cli(['--yes', 'newsletter', 'mark-sent', String(unsent.id)]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('was already marked sent');
    const json = await api.main(['--json', 'newsletter', 'mark-sent', String(unsent.id)]);
    const answer = JSON.parse(json.stdout);
    expect(answer).toEqual({
      id: unsent.id,
      fileName: unsent.fileName,
      sent: expect.any(String),
      changed: false,
    });
    expect(new Date(answer.sent).getTime()).toBe(new Date(closed).getTime());
    expect(newsletter(unsent.id).closed).toBe(closed);
  });

  it('on a terminal it asks first; a "no" leaves the newsletter open (run called directly)', async () => {
    const unsent = newsletters().find((row) => !row.closed) as NewsletterRow;
    const { prompts, asked } = confirming(false);
    const { deps } = await directDeps({ apiUrl: api.url, interactive: true, prompts });
    await expect(markSent({ id: unsent.id }, deps)).rejects.toBeInstanceOf(CancelledError);
    expect(asked).toEqual([
      `Mark newsletter ${unsent.id}${unsent.fileName ? ` (${unsent.fileName})` : ''} as sent? It can no longer be edited.`,
    ]);
    expect(newsletter(unsent.id).closed).toBeNull();
  });

  it('an unknown id exits 4, a malformed one exits 2', async () => {
    const missing = await cli(['--yes', 'newsletter', 'mark-sent', '999999']);
    expect(missing.code, missing.stderr).toBe(4);
    expect(missing.stderr).toMatch(/^error: Not found \(404 GET \/api\/newsletters\/999999\)/);
    const malformed = await cli(['newsletter', 'mark-sent', 'abc']);
    expect(malformed.code, malformed.stderr).toBe(2);
    expect(malformed.stderr).toBe(
      "error: command-argument value 'abc' is invalid for argument 'id'. Expected a positive whole number.\n",
    );
  });
});
