/**
 * `api.articles` against the sandbox: the list with every filter of 02 §7 and paging by link, the
 * record's get/create/update/patch/remove read back through the SDK's schemas, the two toggles, the
 * statistics of the three sources, the preview by slug, the editor's inline image, and sponsored articles.
 */
import {
  type ApiClient,
  articleMessages,
  collect,
  EDITOR_IMAGE_WIDTH_MESSAGE,
  NotFoundError,
  newArticleForm,
  newSponsoredArticleForm,
  toArticlePayload,
  toDateTime16,
  toSponsoredArticlePayload,
  ValidationError,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, fetchStatic, png, unique, useSandbox } from './helpers';

const fixture = useSandbox();
let api: ApiClient;
let authorId: string;
let categories: string[];

beforeAll(async () => {
  api = await fixture.as('admin');
  authorId = String((await api.authors.list()).items[0]!.id);
  categories = (await api.selects.categories()).slice(0, 2).map((option) => option.value);
});

/** A valid new article: the photos uploaded first (02 §4), then the article call. */
async function newArticle(title: string, overrides: Partial<ReturnType<typeof newArticleForm>> = {}) {
  const main = await api.media.upload('main', png(800, 450), { title: `Podpis ${title}` });
  const top = await api.media.upload('top', png(655, 368), { title: 'Top' });
  return toArticlePayload({
    ...newArticleForm(),
    title,
    title2: `${title} – meta`,
    titleShort: 'Krótki',
    introduction: 'Wstęp artykułu testowego o rynku mediów.',
    content: '<p>Treść artykułu testowego, wystarczająco długa, by przejść regułę.</p>',
    authorID: authorId,
    categories,
    mediaId: String(main.id),
    mediaTopId: String(top.id),
    keywords: 'media, test',
    ...overrides,
  });
}

describe('list', () => {
  test('sponsored=0 lists only standard articles, sponsored=1 only sponsored ones', async () => {
    const standard = await api.articles.list({ sponsored: 0 });
    const sponsored = await api.articles.listSponsored();
    expect(standard.items.length).toBeGreaterThan(0);
    expect(sponsored.items.length).toBeGreaterThan(0);
    expect(standard.items.every((article) => !article.sponsored)).toBe(true);
    expect(sponsored.items.every((article) => article.sponsored)).toBe(true);
    const all = await api.articles.list();
    expect(all.totalItems).toBe((standard.totalItems ?? 0) + (sponsored.totalItems ?? 0));
  });

  test('isPublish=true lists only published articles (the statistics screen)', async () => {
    const published = await api.articles.list({ isPublish: true });
    expect(published.items.length).toBeGreaterThan(0);
    expect(published.items.every((article) => article.isPublish)).toBe(true);
    const all = await api.articles.list();
    expect(published.totalItems).toBeLessThan(all.totalItems ?? 0);
  });

  test('the search sends the text as title and introduction and finds it in either', async () => {
    const titled = await api.articles.create(
      await newArticle(unique('Zebra w tytule'), { introduction: 'Zwykły wstęp.' }),
    );
    const introduced = await api.articles.create(
      await newArticle(unique('Zwykły tytuł'), { introduction: 'Wstęp o zebrach w studiu.' }),
    );
    const found = await api.articles.list({ sponsored: 0, title: 'zebr', introduction: 'zebr' });
    const ids = found.items.map((article) => article.id);
    expect(ids).toContain(titled.id);
    expect(ids).toContain(introduced.id);
    // Title alone matches only the title.
    const byTitle = await api.articles.list({ title: 'Zebra w tytule' });
    expect(byTitle.items.map((article) => article.id)).toEqual([titled.id]);
    const byIntroduction = await api.articles.list({ introduction: 'o zebrach w studiu' });
    expect(byIntroduction.items.map((article) => article.id)).toEqual([introduced.id]);
  });

  test('a search that matches nothing is an empty page', async () => {
    const page = await api.articles.list({ title: 'qqqxxx-nic-takiego' });
    expect(page.items).toEqual([]);
    expect(page.totalItems).toBe(0);
    expect(page.hasNext).toBe(false);
  });

  test('paging follows the links as given, and the links keep the filters', async () => {
    const first = await api.articles.list({ sponsored: 0, page: 1 });
    expect(first.page).toBe(1);
    expect(first.items).toHaveLength(30); // D18
    expect(first.hasNext).toBe(true);
    expect(first.hasPrevious).toBe(false);
    for (const link of [first.links.first, first.links.next, first.links.last]) {
      expect(new URL(link!, fixture.url).searchParams.get('sponsored')).toBe('0');
    }
    const second = await api.articles.listByLink(first.links.next!);
    expect(second.page).toBe(2);
    expect(second.hasPrevious).toBe(true);
    expect(second.items.every((article) => !article.sponsored)).toBe(true);
    expect(second.items.map((a) => a.id)).not.toContain(first.items[0]!.id);
    const back = await api.articles.listByLink(second.links.previous!);
    expect(back.items.map((a) => a.id)).toEqual(first.items.map((a) => a.id));
    const last = await api.articles.listByLink(first.links.last!);
    expect(last.page).toBe(first.lastPage);
    expect(last.hasNext).toBe(false);
    expect(last.items.length).toBeGreaterThan(0);
  });

  test('pages() and iterate() walk every page of a filtered list', async () => {
    const first = await api.articles.list({ sponsored: 1 });
    const pages: number[] = [];
    for await (const page of api.articles.pages({ sponsored: 0 })) {
      expect(page.items.every((article) => !article.sponsored)).toBe(true);
      pages.push(page.page!);
    }
    const standard = await api.articles.list({ sponsored: 0 });
    expect(pages).toEqual(Array.from({ length: standard.lastPage! }, (_, index) => index + 1));
    expect(pages.length).toBeGreaterThan(2);

    const items = await collect(api.articles.iterate({ sponsored: 1 }));
    expect(items).toHaveLength(first.totalItems!);
    expect(new Set(items.map((article) => article.id)).size).toBe(items.length);
    const few = await collect(api.articles.iterate({ sponsored: 0 }), { max: 35 });
    expect(few).toHaveLength(35);
  });

  test('deleted articles stay listed with their deletion time', async () => {
    const all = await collect(api.articles.iterate({ sponsored: 0 }));
    const deleted = all.filter((article) => article.deleted !== null);
    expect(deleted.length).toBeGreaterThan(0);
    for (const article of deleted) expect(Number.isNaN(Date.parse(article.deleted!))).toBe(false);
  });
});

describe('one article', () => {
  test('create answers the saved article; get reads it back', async () => {
    const title = unique('Nowy artykuł SDK');
    const payload = await newArticle(title, { isPublish: true, topOrdering: 12 });
    const created = await api.articles.create(payload);
    expect(created).toMatchObject({
      title,
      title2: `${title} – meta`,
      titleShort: 'Krótki',
      introduction: payload.introduction,
      content: payload.content,
      isPublish: true,
      sponsored: false,
      includeInNewsletter: true,
      allowPreview: false,
      previewDateLimit: null,
      onlyMainPage: false,
      topOrdering: 12,
      authorID: authorId,
      categories,
      mediaId: payload.mediaId,
      mediaTopId: payload.mediaTopId,
      deleted: null,
    });
    expect(created.id).toBeGreaterThan(0);
    expect(created.date?.slice(0, 16)).toBe(payload.date);
    const read = await api.articles.get(created.id);
    expect(read).toMatchObject({ id: created.id, title, categories, authorID: authorId, isPublish: true });
  });

  test('the preview and sponsored screens read the author’s name and the Top and banner photos', async () => {
    const banner = await api.media.upload('articleBanner', png(200, 200), { title: 'Baner' });
    const created = await api.articles.create(
      await newArticle(unique('Z osadzonymi zdjęciami'), { mediaArticleBannerId: String(banner.id) }),
    );
    const read = await api.articles.get(created.id);
    const author = await api.authors.get(authorId);
    expect(read.authorName).toBe(author.name);
    const top = await api.media.getOfKind('top', read.mediaTopId);
    expect(read.mediaTop).toMatchObject({ fileName: top.fileName, title: top.title });
    expect(read.mediaTop?.fileDirectory).toBeTruthy();
    expect(read.mediaArticleBanner).toMatchObject({ fileName: banner.fileName, title: 'Baner' });
    const path = `${read.mediaTop!.fileDirectory}/${read.mediaTop!.fileName.split('/').pop()}`;
    expect((await fetchStatic(fixture.url, path)).status).toBe(200);
  });

  test('a preview limit in the future is kept; without allowPreview it is stored as null', async () => {
    const limit = toDateTime16(new Date(Date.now() + 3 * 24 * 3600_000));
    const withPreview = await api.articles.create(
      await newArticle(unique('Z podglądem'), { allowPreview: true, previewDateLimit: limit }),
    );
    expect(withPreview.allowPreview).toBe(true);
    expect(withPreview.previewDateLimit?.slice(0, 16)).toBe(limit);
    const without = await api.articles.create(
      await newArticle(unique('Bez podglądu'), { allowPreview: false, previewDateLimit: limit }),
    );
    expect(without.previewDateLimit).toBeNull();
  });

  test('update (PUT) replaces the fields; get reads the change', async () => {
    const created = await api.articles.create(await newArticle(unique('Do edycji')));
    const title = unique('Po edycji');
    const payload = await newArticle(title, { isPublish: true, isRssWykop: true, titleShort: '' });
    const updated = await api.articles.update(created.id, payload);
    expect(updated).toMatchObject({ id: created.id, title, isPublish: true, isRssWykop: true });
    const read = await api.articles.get(created.id);
    expect(read.title).toBe(title);
    expect(read.isRssWykop).toBe(true);
  });

  test('toggle flips isHot and isRssWykop with a PATCH of the opposite value', async () => {
    const created = await api.articles.create(await newArticle(unique('Przełączniki')));
    expect(created.isHot).toBe(false);
    const hot = await api.articles.toggle(created.id, 'isHot', created.isHot);
    expect(hot.isHot).toBe(true);
    const rss = await api.articles.toggle(created.id, 'isRssWykop', created.isRssWykop);
    expect(rss.isRssWykop).toBe(true);
    expect(rss.isHot).toBe(true);
    const back = await api.articles.toggle(created.id, 'isHot', true);
    expect(back.isHot).toBe(false);
    const listed = (await api.articles.list({ title: created.title })).items[0]!;
    expect(listed).toMatchObject({ id: created.id, isHot: false, isRssWykop: true });
    // patch with one field is the same call.
    expect((await api.articles.patch(created.id, { isHot: true })).isHot).toBe(true);
  });

  test('remove marks the article deleted; the list shows it with its deletion time', async () => {
    const created = await api.articles.create(await newArticle(unique('Do usunięcia')));
    await api.articles.remove(created.id);
    const read = await api.articles.get(created.id);
    expect(read.deleted).toEqual(expect.any(String));
    const listed = (await api.articles.list({ title: created.title })).items[0]!;
    expect(listed.deleted).toBe(read.deleted);
  });

  test('an unknown id is a NotFoundError', async () => {
    const error = await failure(api.articles.get(999_999), NotFoundError);
    expect(error.status).toBe(404);
  });

  test('an invalid article is a 422 with the Polish messages under their fields', async () => {
    const error = await failure(
      api.articles.create(toArticlePayload({ ...newArticleForm(), content: 'krótka' })),
      ValidationError,
    );
    expect(error.status).toBe(422);
    expect(error.messageFor('title')).toBe('Tytuł nie może być pusty.');
    expect(error.messageFor('title2')).toBe('Tytuł META TITLE i URL nie może być pusty.');
    expect(error.messageFor('introduction')).toBe('Opis nie może być pusty.');
    expect(error.messageFor('content')).toBe('Treść musi być dłuższa.');
    expect(error.messageFor('authorID')).toBe('Podaj autora.');
    expect(error.messageFor('categories')).toBe(articleMessages.categoriesMin);
    expect(error.messageFor('mediaId')).toBe('Pole wymagane.');
    expect(error.messageFor('mediaTopId')).toBe('Pole wymagane.');
  });

  test('a too long title and short title answer the length messages', async () => {
    const payload = await newArticle('x'.repeat(256), { titleShort: 'y'.repeat(61) });
    const error = await failure(api.articles.create(payload), ValidationError);
    expect(error.messageFor('title')).toBe('Tytuł musi posiadać maksimum 255 znaków.');
    expect(error.messageFor('titleShort')).toBe('Krótki tytuł musi posiadać maksimum 60 znaków.');
  });
});

describe('statistics, preview and inline images', () => {
  test('statistics fetches GSC, GA3 and GA4 together, the same numbers every time', async () => {
    const published = (await api.articles.list({ isPublish: true })).items[0]!;
    const stats = await api.articles.statistics(published.id);
    expect(stats.gsc.impressions).toEqual(expect.any(Number));
    expect(stats.gsc.clicks).toEqual(expect.any(Number));
    for (const source of [stats.ga3, stats.ga4]) {
      for (const value of [source.users, source.newUsers, source.sessions, source.pageviews]) {
        expect(value).toEqual(expect.any(Number));
      }
    }
    expect(await api.articles.statistics(published.id)).toEqual(stats);
  });

  test('statistics of an unknown article fail as a whole with NotFoundError', async () => {
    await failure(api.articles.statistics(999_999), NotFoundError);
  });

  test('preview by slug answers the title and the main photo’s caption', async () => {
    const title = unique('Artykuł do podglądu');
    const created = await api.articles.create(await newArticle(title));
    const preview = await api.articles.preview(created.slug!);
    expect(preview.title).toBe(title);
    expect(preview.mediaTitle).toBe(`Podpis ${title}`);
    await failure(api.articles.preview('nie-ma-takiego-sluga'), NotFoundError);
  });

  test('the editor’s inline image answers a filePath the static host serves', async () => {
    const { filePath } = await api.articles.uploadImage(png(1000, 300, 'ilustracja.png'));
    expect(filePath).toMatch(/\.png$/);
    const file = await fetchStatic(fixture.url, filePath);
    expect(file.status).toBe(200);
    expect(file.body.length).toBeGreaterThan(0);
  });

  test('an inline image wider than 1000 px is refused with the editor’s message', async () => {
    const error = await failure(api.articles.uploadImage(png(1001, 300)), ValidationError);
    expect(error.violations.map((violation) => violation.message)).toContain(
      'Dodawane obrazy powinny mieć szerokość nie większą niż 1000px.',
    );
    expect(error.violations.map((violation) => violation.message)).toContain(EDITOR_IMAGE_WIDTH_MESSAGE);
  });
});

describe('sponsored articles', () => {
  test('create with the sponsored body; it is listed only among sponsored articles', async () => {
    const title = unique('Artykuł sponsorowany SDK');
    const onlyOnSite = await api.media.upload('onlyOnSite', png(314, 110));
    const created = await api.articles.create(
      toSponsoredArticlePayload({
        ...newSponsoredArticleForm(),
        title,
        title2: 'Meta sponsorowanego',
        introduction: 'Wstęp materiału reklamowego.',
        content: '<p>Krótka treść.</p>',
        categories,
        mediaOnlywmId: String(onlyOnSite.id),
        isPublish: true,
      }),
    );
    expect(created).toMatchObject({
      title,
      sponsored: true,
      isPublish: true,
      mediaOnlywmId: String(onlyOnSite.id),
    });
    expect(created.slug).toMatch(/^artykul-sponsorowany-sdk/);
    const read = await api.articles.get(created.id);
    expect(read.sponsored).toBe(true);
    expect((await api.articles.listSponsored({ title })).items.map((a) => a.id)).toEqual([created.id]);
    expect((await api.articles.list({ sponsored: 0, title })).items).toEqual([]);
  });

  test('the sponsored rules: title2 empty is “Pole Wymagane”, short title2 the sponsored message', async () => {
    const base = {
      ...newSponsoredArticleForm(),
      title: 'Tytuł',
      introduction: 'Wstęp',
      content: 'Treść',
      categories,
    };
    const empty = await failure(
      api.articles.create(toSponsoredArticlePayload({ ...base, title2: '' })),
      ValidationError,
    );
    expect(empty.messageFor('title2')).toBe('Pole Wymagane');
    const short = await failure(
      api.articles.create(toSponsoredArticlePayload({ ...base, title2: 'x' })),
      ValidationError,
    );
    expect(short.messageFor('title2')).toBe('Meta tytul musi posiadać minimum 2 znaki');
  });
});
