import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../../src';
import {
  articleGaStatisticsSchema,
  articleGscStatisticsSchema,
  articleMessages,
  articlePreviewSchema,
  articleSchema,
  authorFullSchema,
  authorMessages,
  authorSchema,
  categorySchema,
  fromArticle,
  fromSilo,
  groupSchema,
  newArticleForm,
  newAuthorForm,
  newCategoryForm,
  newGroupForm,
  newPersonForm,
  newSiloForm,
  newSiloGroupForm,
  newSponsoredArticleForm,
  personSchema,
  siloGroupSchema,
  siloSchema,
  toArticlePayload,
  toAuthorPayload,
  toCategoryPayload,
  toGroupPayload,
  toPersonPayload,
  toSiloGroupPayload,
  toSiloPayload,
  toSponsoredArticlePayload,
} from '../../src/sdk';
import { DEMO_RECORDS } from '../../src/seed/records';
import { type Client, loggedIn, members, start } from '../helpers';

let sandbox: Sandbox;
let admin: Client;
let editor: Client;
beforeAll(async () => {
  sandbox = await start();
  admin = await loggedIn(sandbox, 'admin');
  editor = await loggedIn(sandbox, 'redaktor');
});
afterAll(() => sandbox.close());

function articleForm() {
  return {
    ...newArticleForm(new Date('2026-11-20T10:00:00+01:00')),
    title: 'Nowy serwis wideo na rynku',
    title2: 'Nowy serwis wideo na rynku – meta',
    introduction: 'Na polskim rynku startuje kolejny serwis wideo.',
    content: '<p>Serwis będzie dostępny w aplikacjach mobilnych i na telewizorach.</p>',
    isPublish: true,
    mediaId: '1',
    mediaTopId: '2',
    authorID: '3',
    categories: ['/api/categories/1', '/api/categories/4'],
    silos: ['/api/silos/2'],
  };
}

describe('articles', () => {
  test('create, read, edit, toggle and soft-delete with the SDK’s conversions', async () => {
    const created = await editor.post('/api/articles', toArticlePayload(articleForm()));
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/articles/${created.body.id}`);
    const record = articleSchema.parse(created.body);
    expect(record).toMatchObject({
      title: 'Nowy serwis wideo na rynku',
      sponsored: false,
      isPublish: true,
      includeInNewsletter: true,
      categories: ['/api/categories/1', '/api/categories/4'],
      silos: ['/api/silos/2'],
      authorID: '3',
      mediaId: '1',
      mediaTopId: '2',
      deleted: null,
      slug: 'nowy-serwis-wideo-na-rynku',
    });
    expect(record.date?.slice(0, 16)).toBe('2026-11-20T10:00');
    expect(created.body.authorName).toBeTruthy();
    expect(created.body.mediaTop).toMatchObject({ id: 2 });

    const loaded = articleSchema.parse((await editor.get(`/api/articles/${record.id}`)).body);
    const form = { ...fromArticle(loaded), title: 'Nowy serwis wideo już działa' };
    const updated = await editor.put(`/api/articles/${record.id}`, toArticlePayload(form));
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('Nowy serwis wideo już działa');
    expect(updated.body.slug).toBe('nowy-serwis-wideo-na-rynku');

    const hot = await editor.patch(`/api/articles/${record.id}`, { isHot: true });
    expect(hot.status).toBe(200);
    expect(hot.body.isHot).toBe(true);
    expect(hot.body.title).toBe('Nowy serwis wideo już działa');
    const rss = await editor.patch(`/api/articles/${record.id}`, { isRssWykop: true });
    expect(rss.body).toMatchObject({ isHot: true, isRssWykop: true });

    expect((await editor.delete(`/api/articles/${record.id}`)).status).toBe(204);
    const deleted = articleSchema.parse((await editor.get(`/api/articles/${record.id}`)).body);
    expect(deleted.deleted).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    const list = members(await editor.get('/api/articles?sponsored=0'));
    expect(list[0]).toMatchObject({ id: record.id, deleted: deleted.deleted });
  });

  test('the rules of 02 §5 answer 422 with the Polish messages on the fields', async () => {
    const response = await editor.post(
      '/api/articles',
      toArticlePayload({ ...articleForm(), title: '', content: 'za krótko', categories: [] }),
    );
    expect(response.status).toBe(422);
    const byField = Object.fromEntries(
      response.body.violations.map((v: { propertyPath: string; message: string }) => [
        v.propertyPath,
        v.message,
      ]),
    );
    expect(byField).toMatchObject({
      title: articleMessages.titleRequired,
      content: articleMessages.contentTooShort,
      categories: articleMessages.categoriesMin,
    });
    const partner = await editor.post(
      '/api/articles',
      toArticlePayload({ ...articleForm(), partnerNews: true, partnerGroups: [] }),
    );
    expect(partner.body.violations).toContainEqual({
      propertyPath: 'partnerGroups',
      message: articleMessages.partnerGroupsRequired,
      code: null,
    });
    const past = await editor.post(
      '/api/articles',
      toArticlePayload({ ...articleForm(), allowPreview: true, previewDateLimit: '2020-01-01T10:00' }),
    );
    expect(past.body.violations).toContainEqual({
      propertyPath: 'previewDateLimit',
      message: articleMessages.previewDateLimitPast,
      code: null,
    });
  });

  test('a relation to a record that does not exist is a 400', async () => {
    const response = await editor.post(
      '/api/articles',
      toArticlePayload({ ...articleForm(), categories: ['/api/categories/999999'] }),
    );
    expect(response.status).toBe(400);
    expect(response.body['hydra:description']).toBe('Item not found for "/api/categories/999999".');
  });

  test('sponsored articles: their own rules and a slug from the title', async () => {
    const form = {
      ...newSponsoredArticleForm(new Date('2026-11-20T10:00:00Z')),
      title: 'Kampania marki w telewizji',
      title2: 'Kampania marki',
      introduction: 'Materiał partnera.',
      content: '<p>Treść materiału partnera.</p>',
      isPublish: true,
      categories: ['/api/categories/2'],
    };
    const created = await editor.post('/api/articles', toSponsoredArticlePayload(form));
    expect(created.status).toBe(201);
    expect(articleSchema.parse(created.body)).toMatchObject({
      sponsored: true,
      slug: 'kampania-marki-w-telewizji',
      authorID: null,
    });
    const sponsoredList = members(await editor.get('/api/articles?sponsored=1'));
    expect(sponsoredList[0]?.id).toBe(created.body.id);
    const invalid = await editor.post(
      '/api/articles',
      toSponsoredArticlePayload({ ...form, introduction: '', title2: 'x' }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
      'introduction',
      'title2',
    ]);
  });

  test('the demo articles carry the traits their ids promise', async () => {
    const get = async (id: number) => articleSchema.parse((await admin.get(`/api/articles/${id}`)).body);
    const a = DEMO_RECORDS.articles;
    expect((await get(a.sponsored)).sponsored).toBe(true);
    expect((await get(a.deleted)).deleted).toEqual(expect.any(String));
    expect((await get(a.hidden)).isPublish).toBe(false);
    const preview = await get(a.previewActive);
    expect(preview.allowPreview).toBe(true);
    expect(Date.parse(String(preview.previewDateLimit))).toBeGreaterThan(Date.now());
    expect((await get(a.paged)).isSubpageMode).toBe(true);
    expect(await get(a.pdf)).toMatchObject({ isPdf: true });
    expect((await get(a.partnerNews)).partnerGroups.length).toBeGreaterThan(0);
    const newest = await get(a.newest);
    expect(newest).toMatchObject({ sponsored: false, isPublish: true, deleted: null });
  });

  test('statistics: three sources, the same numbers on every call', async () => {
    const id = DEMO_RECORDS.articles.plainPublished;
    const gsc = articleGscStatisticsSchema.parse(
      (await editor.get(`/api/articles/${id}/googleSearchConsoleStatistics`)).body,
    );
    const ga3 = articleGaStatisticsSchema.parse(
      (await editor.get(`/api/articles/${id}/googleAnalytics3Statistics`)).body,
    );
    const ga4 = articleGaStatisticsSchema.parse(
      (await editor.get(`/api/articles/${id}/googleAnalytics4Statistics`)).body,
    );
    expect(gsc.impressions).toBeGreaterThan(0);
    expect(ga3.pageviews).toBeGreaterThan(0);
    expect(ga4.pageviews).not.toBe(ga3.pageviews);
    expect((await editor.get(`/api/articles/${id}/googleSearchConsoleStatistics`)).body.impressions).toBe(
      gsc.impressions,
    );
    expect((await editor.get('/api/articles/999999/googleAnalytics4Statistics')).status).toBe(404);
  });

  test('preview lookup by slug answers the title and the main photo’s caption', async () => {
    const article = articleSchema.parse(
      (await editor.get(`/api/articles/${DEMO_RECORDS.articles.newest}`)).body,
    );
    const preview = await editor.get(
      `/api/articles/preview/?slug=${encodeURIComponent(String(article.slug))}`,
    );
    expect(preview.status).toBe(200);
    const media = (await editor.get(`/api/media/${article.mediaId}`)).body;
    expect(articlePreviewSchema.parse(preview.body)).toMatchObject({
      title: article.title,
      mediaTitle: media.title,
    });
    expect((await editor.get('/api/articles/preview/?slug=nie-ma-takiego')).status).toBe(404);
  });

  test('unknown ids and ids that are not numbers are 404', async () => {
    expect((await editor.get('/api/articles/999999')).status).toBe(404);
    expect((await editor.get('/api/articles/abc')).status).toBe(404);
    expect((await editor.delete('/api/articles/999999')).status).toBe(404);
  });
});

describe('authors', () => {
  test('CRUD with nameSlug equal to the name, full view, soft delete', async () => {
    const form = {
      ...newAuthorForm(),
      name: 'Zofia Testowa',
      email: 'zofia@example.pl',
      mediaId: '5',
      includeInStats: true,
    };
    const created = await admin.post('/api/authors', toAuthorPayload(form));
    expect(created.status).toBe(201);
    expect(authorSchema.parse(created.body)).toMatchObject({
      name: 'Zofia Testowa',
      nameSlug: 'Zofia Testowa',
      mediaId: '5',
    });
    const full = authorFullSchema.parse((await admin.get(`/api/authors/full/${created.body.id}`)).body);
    expect(full.media?.fileName).toBeTruthy();
    const invalid = await admin.post(
      '/api/authors',
      toAuthorPayload({ ...form, name: 'Z', email: 'nie-email' }),
    );
    expect(invalid.body.violations).toEqual([
      { propertyPath: 'name', message: authorMessages.nameMin, code: null },
      { propertyPath: 'email', message: authorMessages.email, code: null },
    ]);
    expect((await admin.delete(`/api/authors/${created.body.id}`)).status).toBe(204);
    expect((await admin.get(`/api/authors/${created.body.id}`)).body.deleted).toEqual(expect.any(String));
  });

  test('an editor creates an author from the select with {name} only', async () => {
    const created = await editor.post('/api/authors', { name: 'Autor z listy' });
    expect(created.status).toBe(201);
    expect(created.body.id).toBeGreaterThan(0);
    expect((await editor.put(`/api/authors/${created.body.id}`, { name: 'Zmiana' })).status).toBe(403);
  });

  test('author statistics: counted authors, articles and views in the range', async () => {
    const everything = members(await admin.get('/api/authors/stats'));
    expect(everything.length).toBeGreaterThan(0);
    const narrow = members(await admin.get('/api/authors/stats?after=2000-01-01&before=2000-01-02'));
    expect(narrow.every((row) => row.totalArticlesCount === 0 && row.totalArticlesViews === null)).toBe(true);
    const first = everything[0] as { name: string; totalArticlesCount: number };
    const byName = members(await admin.get(`/api/authors/stats?name=${encodeURIComponent(first.name)}`));
    expect(byName.map((row) => row.name)).toContain(first.name);
  });
});

describe('categories, groups, silos, silo groups, people', () => {
  test('groups: create, edit, soft delete; deleted rows stay listed', async () => {
    const created = await admin.post(
      '/api/groups',
      toGroupPayload({ ...newGroupForm(), name: 'Kino', isPublish: true, priority: 5 }),
    );
    expect(created.status).toBe(201);
    expect(groupSchema.parse(created.body)).toMatchObject({ name: 'Kino', priority: 5, metaTitle: null });
    const put = await admin.put(
      `/api/groups/${created.body.id}`,
      toGroupPayload({ ...newGroupForm(), name: 'Kino i VOD', isPublish: false, priority: 6 }),
    );
    expect(put.body).toMatchObject({ name: 'Kino i VOD', isPublish: false });
    expect((await admin.delete(`/api/groups/${created.body.id}`)).status).toBe(204);
    const list = members(await admin.get('/api/groups?name=Kino'));
    expect(list).toEqual([expect.objectContaining({ id: created.body.id, deleted: expect.any(String) })]);
    const select = members(await admin.get('/api/groups/select'));
    expect(select.map((option) => option.value)).not.toContain(`/api/groups/${created.body.id}`);
    expect(select.map((option) => option.label)).toContain('Telewizja');
  });

  test('categories: showInMainMenuOrdering 1/0, parentId from the group', async () => {
    const form = {
      ...newCategoryForm(),
      name: 'Festiwale',
      isPublish: true,
      ordering: 3,
      showInMainMenuOrdering: true,
      group: '/api/groups/2',
    };
    const created = await admin.post('/api/categories', toCategoryPayload(form));
    expect(created.status).toBe(201);
    expect(categorySchema.parse(created.body)).toMatchObject({
      showInMainMenuOrdering: true,
      group: '/api/groups/2',
      parentId: '2',
      slug: 'festiwale',
    });
    // parentId is stored as sent (toCategoryPayload derives it from the group, 02 §3); text that is
    // not an id is refused.
    const id = created.body.id;
    const refused = await admin.put(`/api/categories/${id}`, {
      ...toCategoryPayload(form),
      group: null,
      parentId: "7' OR 1",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toEqual([
      { propertyPath: 'parentId', message: 'Nieprawidłowa wartość.', code: null },
    ]);
    const ungrouped = await admin.put(`/api/categories/${id}`, toCategoryPayload({ ...form, group: null }));
    expect(ungrouped.body).toMatchObject({ group: null, parentId: '0' });
    const regrouped = await admin.patch(`/api/categories/${id}`, { group: '/api/groups/5', parentId: '5' });
    expect(regrouped.body).toMatchObject({ group: '/api/groups/5', parentId: '5' });
    // A merge patch keeps the stored 1/0 flag valid: the stored record is read back as a body.
    const renamed = await admin.patch(`/api/categories/${id}`, { name: 'Festiwale letnie' });
    expect(renamed.body).toMatchObject({ name: 'Festiwale letnie', showInMainMenuOrdering: true });
    const badNumber = await admin.post('/api/categories', { ...toCategoryPayload(form), ordering: 'abc' });
    expect(badNumber.body.violations).toEqual([
      { propertyPath: 'ordering', message: 'Wartość musi być liczbą!', code: null },
    ]);
  });

  test('silo groups and silos', async () => {
    const group = await admin.post(
      '/api/silos_groups',
      toSiloGroupPayload({ ...newSiloGroupForm(new Date()), name: 'Nowa grupa', priority: 1 }),
    );
    expect(group.status).toBe(201);
    expect(siloGroupSchema.parse(group.body).name).toBe('Nowa grupa');
    const form = {
      ...newSiloForm(new Date()),
      name: 'Telewizja hybrydowa',
      description: 'Opis silosa.',
      introduction: 'Wstęp silosa.',
      content: '<p>Treść</p>',
      mediaId: '1',
      silosGroup: [group.body['@id']],
    };
    const silo = await admin.post('/api/silos', toSiloPayload(form));
    expect(silo.status).toBe(201);
    const parsed = siloSchema.parse(silo.body);
    expect(parsed.silosGroup).toEqual([group.body['@id']]);
    expect(fromSilo(parsed).name).toBe('Telewizja hybrydowa');
    const missingPhoto = await admin.post('/api/silos', toSiloPayload({ ...form, mediaId: '0' }));
    expect(missingPhoto.status).toBe(422);
    expect(missingPhoto.body.violations[0].propertyPath).toBe('mediaId');
  });

  test('people: slug from the name, soft delete', async () => {
    const created = await admin.post(
      '/api/people',
      toPersonPayload({ ...newPersonForm(), name: 'Jan Maria', surname: 'Rokita', isPublish: true }),
    );
    expect(created.status).toBe(201);
    expect(personSchema.parse(created.body)).toMatchObject({
      slug: 'jan-maria',
      created: expect.any(String),
    });
    expect(members(await admin.get('/api/people?surname=rokita')).map((p) => p.id)).toEqual([
      created.body.id,
    ]);
    expect((await admin.delete(`/api/people/${created.body.id}`)).status).toBe(204);
    expect((await admin.get(`/api/people/${created.body.id}`)).body.deleted).toBeTruthy();
  });
});
