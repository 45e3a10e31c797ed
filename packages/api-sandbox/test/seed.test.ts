import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Sandbox, startSandbox } from '../src';
import { kindSize } from '../src/areas/media';
import {
  IMAGE_SIZES,
  imageSizeViolations,
  MEDIA_KINDS,
  type MediaKind,
  NEWSLETTER_CATEGORIES,
  PARTNER_GROUPS,
  REGIONS,
  statReportPath,
} from '../src/sdk';
import { LOAD_COUNTS } from '../src/seed/load';
import { articleTraits, DEMO_COUNTS, DEMO_RECORDS } from '../src/seed/records';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/users';
import { Client, loggedIn, members } from './helpers';

let sandbox: Sandbox;
let admin: Client;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo' });
  admin = await loggedIn(sandbox, 'admin');
});
afterAll(() => sandbox.close());

const total = async (path: string) => (await admin.get(path)).body['hydra:totalItems'] as number;

describe('--seed demo', () => {
  test('every demo user logs in with Redakcja!2026 and the roles of the issue', async () => {
    expect(DEMO_USERS.map((user) => [user.username, user.roles.join(','), user.forcePasswordChange])).toEqual(
      [
        ['admin', 'root', false],
        ['redaktor', 'editor', false],
        ['superredaktor', 'supereditor', false],
        ['komentarze', 'comment_all', false],
        ['telefony', 'phone_editor', false],
        ['prasa', 'prs_all,press_editor', false],
        ['nowy', 'editor', true],
      ],
    );
    for (const user of DEMO_USERS) {
      const response = await new Client(sandbox.url).login(user.username, DEMO_PASSWORD);
      expect(response.body).toMatchObject({
        username: user.username,
        roles: user.roles,
        forcePasswordChange: user.forcePasswordChange,
      });
    }
  });

  test('every area has its data', async () => {
    expect(await total('/api/articles')).toBe(DEMO_COUNTS.articles);
    expect(await total('/api/articles?sponsored=1')).toBe(20);
    expect(await total('/api/comments')).toBe(DEMO_COUNTS.comments);
    expect(await total('/api/subscribers')).toBe(DEMO_COUNTS.subscribers);
    expect(await total('/api/logs')).toBeGreaterThanOrEqual(DEMO_COUNTS.logs);
    expect(await total('/api/newsletters')).toBe(DEMO_COUNTS.newsletters);
    expect(await total('/api/newsletter_partner_news')).toBe(DEMO_COUNTS.partnerBoxes);
    expect(await total('/api/sites')).toBe(DEMO_COUNTS.sites);
    expect(await total('/api/stats')).toBe(DEMO_COUNTS.stats);
    expect(await total('/api/companies')).toBe(DEMO_COUNTS.pressCompanies);
    expect(await total('/api/news')).toBe(DEMO_COUNTS.pressNews);
    expect(await total('/api/press_magazines')).toBe(DEMO_COUNTS.magazines);
    expect(await total('/api/producers')).toBe(DEMO_COUNTS.producers);
    expect(await total('/api/players')).toBe(DEMO_COUNTS.players);
    expect(await total('/api/dictionaries')).toBe(DEMO_COUNTS.dictionaries);
    expect(await total('/api/probes')).toBe(DEMO_COUNTS.probes);
    expect(await total('/api/kf_companies')).toBe(DEMO_COUNTS.kfCompanies);
    expect(await total('/api/advs')).toBe(DEMO_COUNTS.adverts);
    expect(await total('/api/adv_industries')).toBe(DEMO_COUNTS.industries);
    expect(await total('/api/people')).toBe(DEMO_COUNTS.people);
    expect(await total('/api/authors')).toBe(DEMO_COUNTS.authors - 1);
    expect(await total('/api/groups')).toBe(9);
    expect(await total('/api/job_offers')).toBe(DEMO_COUNTS.jobOffers);
    expect(await total('/api/press_magazines/1/numbers')).toBe(DEMO_COUNTS.issuesPerMagazine);
  });

  test('the groups are the newsletter blocks and the partner groups of the article form; the regions', async () => {
    const groups = members(await admin.get('/api/groups')).filter((group) => group.deleted === null);
    expect(groups.map((group) => [group.slug, group.name]).sort()).toEqual(
      NEWSLETTER_CATEGORIES.map((category) => [category.key, category.label]).sort(),
    );
    for (const partner of PARTNER_GROUPS) {
      expect((await admin.get(partner.value)).body.name, partner.value).toBe(partner.label);
    }
    const regions = members(await admin.get('/api/kf_regions?page=1'));
    expect(regions.map((region) => region.name).sort()).toEqual(REGIONS.map((region) => region.label).sort());
  });

  test('articles of every kind the issue asks for', async () => {
    const traits = Array.from({ length: DEMO_COUNTS.articles }, (_, index) => articleTraits(index + 1));
    expect(traits.filter((t) => t.sponsored).length).toBe(20);
    expect(traits.filter((t) => t.deleted).length).toBeGreaterThan(5);
    expect(traits.filter((t) => !t.published).length).toBeGreaterThan(20);
    expect(traits.filter((t) => t.previewActive).length).toBeGreaterThan(2);
    expect(traits.filter((t) => t.paged).length).toBeGreaterThan(2);
  });

  test('the notable articles carry their traits through the API', async () => {
    const get = async (id: number) => (await admin.get(`/api/articles/${id}`)).body;
    const ids = DEMO_RECORDS.articles;
    expect(await get(ids.sponsored)).toMatchObject({ sponsored: true, isPublish: true, deleted: null });
    expect((await get(ids.deleted)).deleted).toBeTruthy();
    expect(await get(ids.hidden)).toMatchObject({ isPublish: false, deleted: null });
    const preview = await get(ids.previewActive);
    expect(preview.allowPreview).toBe(true);
    expect(Date.parse(preview.previewDateLimit)).toBeGreaterThan(Date.now());
    const paged = await get(ids.paged);
    expect(paged.isSubpageMode).toBe(true);
    expect(paged.subpageCount).toBeGreaterThan(1);
    expect(paged.content.split('subpage-divider').length).toBe(paged.subpageCount);
    expect(await get(ids.pdf)).toMatchObject({ isPdf: true, pdfUrl: expect.stringMatching(/\.pdf$/) });
    expect(await get(ids.partnerNews)).toMatchObject({
      partnerNews: true,
      partnerGroups: ['/api/groups/2', '/api/groups/6'],
    });
  });

  test('every photo has the size its upload rule asks for, and its file is that size', async () => {
    for (const kind of Object.keys(MEDIA_KINDS) as MediaKind[]) {
      const rule = kindSize(kind);
      const rows = sandbox.context.db
        .prepare('SELECT id, width, height, fileName, newPath FROM media WHERE kind = ?')
        .all(kind) as { id: number; width: number; height: number; fileName: string; newPath: number }[];
      expect(rows.length, kind).toBeGreaterThan(0);
      for (const row of rows)
        if (rule) expect(imageSizeViolations(row, rule), `${kind} ${row.id}`).toEqual([]);
      const sample = rows[Math.floor(rows.length / 2)] as (typeof rows)[number];
      const file = await fetch(`${sandbox.url}/media/${sample.newPath ? 'new/' : ''}${sample.fileName}`);
      expect(file.status, kind).toBe(200);
      expect(imageSize(new Uint8Array(await file.arrayBuffer())), kind).toMatchObject({
        width: sample.width,
        height: sample.height,
      });
    }
    const sized: [string, { width: number; height: number }][] = [
      ['/box_tvn/box_2/first.png', IMAGE_SIZES.partnerBox],
      ['/box_tvn/box_2/second.png', IMAGE_SIZES.partnerBox],
      ['/box_tvn/box_2/logo.png', IMAGE_SIZES.partnerLogo],
      ['/box_tvn/box_2/logo-newsletter.png', IMAGE_SIZES.partnerNewsletterLogo],
      ['/box_tvn/box_2/logo-mobile.png', IMAGE_SIZES.partnerMobileLogo],
    ];
    for (const [path, size] of sized) {
      const file = await fetch(`${sandbox.url}${path}`);
      expect(imageSize(new Uint8Array(await file.arrayBuffer())), path).toMatchObject(size);
    }
    const banner = members(await admin.get('/api/newsletters_images/select'))[0];
    expect((await fetch(`${sandbox.url}${banner?.href}`)).status).toBe(200);
  });

  test('authors with photos, reports of every stat, the RSS feed', async () => {
    for (const author of members(await admin.get('/api/authors'))) {
      const full = (await admin.get(`/api/authors/full/${author.id}`)).body;
      expect(full.media, String(author.name)).not.toBeNull();
    }
    for (const stat of members(await admin.get('/api/stats'))) {
      const report = await fetch(`${sandbox.url}${statReportPath(stat.id as number)}`);
      expect(report.status).toBe(200);
      expect(await report.text()).toContain(`Raport statystyk nr ${stat.id}`);
    }
    const feed = await fetch(`${sandbox.url}/exports/rss/wiadomosci.xml`);
    expect(feed.status).toBe(200);
    expect((await feed.text()).match(/<item>/g)).toHaveLength(30);
  });

  test('comments on deleted articles and without an article', async () => {
    const withoutArticle = (await admin.get(`/api/comments/${DEMO_RECORDS.comments.withoutArticle}`)).body;
    expect(withoutArticle.article).toBeNull();
    const onDeleted = (await admin.get(`/api/comments/${DEMO_RECORDS.comments.onDeletedArticle}`)).body;
    expect(onDeleted.article.deleted).toBeTruthy();
  });

  test('newsletters sent and unsent, boxes, authors with photos', async () => {
    expect((await admin.get(`/api/newsletters/${DEMO_RECORDS.newsletters.sent}`)).body.closed).toBeTruthy();
    expect((await admin.get(`/api/newsletters/${DEMO_RECORDS.newsletters.unsent}`)).body.closed).toBeNull();
    const author = (await admin.get('/api/authors/full/1')).body;
    expect((await fetch(`${sandbox.url}/media/new/${author.media.fileName}`)).status).toBe(200);
    expect(
      (await admin.get(`/api/press_magazines/${DEMO_RECORDS.magazines.deleted}`)).body.deleted,
    ).toBeTruthy();
  });

  test('the same data on every seed (dates aside)', async () => {
    const other = await startSandbox({ seed: 'demo' });
    try {
      const client = await loggedIn(other, 'admin');
      const titles = async (c: Client) =>
        members(await c.get('/api/articles?page=3')).map((a) => [a.id, a.title, a.isPublish]);
      expect(await titles(client)).toEqual(await titles(admin));
    } finally {
      await other.close();
    }
  });
});

describe('seeding a database that holds data', () => {
  test('--seed demo on a second start does not duplicate anything', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redakcja-seed-'));
    try {
      const first = await startSandbox({ db: join(dir, 'a.db'), seed: 'demo' });
      expect(first.seeded).toBe(true);
      await first.close();
      const second = await startSandbox({ db: join(dir, 'a.db'), seed: 'demo' });
      try {
        expect(second.seeded).toBe(false);
        const client = await loggedIn(second, 'admin');
        expect((await client.get('/api/articles')).body['hydra:totalItems']).toBe(DEMO_COUNTS.articles);
        expect((await client.get('/api/users')).body['hydra:totalItems']).toBe(11);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('--seed load', () => {
  test('adds 100 000 subscribers, 50 000 articles and 20 000 comments to the demo data', async () => {
    const loaded = await startSandbox({ seed: 'load' });
    try {
      const client = await loggedIn(loaded, 'admin');
      const count = async (path: string) => (await client.get(path)).body['hydra:totalItems'];
      expect(await count('/api/subscribers')).toBe(DEMO_COUNTS.subscribers + LOAD_COUNTS.subscribers);
      expect(await count('/api/articles')).toBe(DEMO_COUNTS.articles + LOAD_COUNTS.articles);
      expect(await count('/api/comments')).toBe(DEMO_COUNTS.comments + LOAD_COUNTS.comments);
      const lastPage = (await client.get('/api/articles?sponsored=0')).body['hydra:view']['hydra:last'];
      expect((await client.get(lastPage)).status).toBe(200);
    } finally {
      await loaded.close();
    }
  }, 120_000);
});
