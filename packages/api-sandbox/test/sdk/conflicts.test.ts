/**
 * Conflict-safe writes (SDK-50) against the sandbox in both of its modes: with ETags (If-Match, 412) and
 * without them, as a stock API Platform server (the SDK reads the record again and compares). Two
 * clients stand for two editors.
 */
import {
  type ApiClient,
  ConflictError,
  HttpError,
  newArticleForm,
  newCategoryForm,
  newSubscriberForm,
  toArticlePayload,
  toCategoryPayload,
  toSubscriberPayload,
  versionOf,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, png, unique, useSandbox } from './helpers';

describe.each([
  { mode: 'ETags', etags: true },
  { mode: 'no ETags (stock API Platform)', etags: false },
])('$mode', ({ etags }) => {
  const fixture = useSandbox({ etags });
  let a: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    a = await fixture.as('admin');
    b = await fixture.freshLogin('admin');
  });

  const newCategory = async (name = unique('Kategoria')) =>
    a.categories.create(toCategoryPayload({ ...newCategoryForm(), name }));
  const categoryPayload = (name: string) => toCategoryPayload({ ...newCategoryForm(), name });
  /** How the conflict was found: a 412 to If-Match, or a re-read. */
  const foundBy412 = (error: ConflictError) => error.cause instanceof HttpError && error.cause.status === 412;

  test('the record is tagged exactly when the server sends ETags', async () => {
    const created = await newCategory();
    const loaded = await a.categories.get(created.id);
    expect(versionOf(loaded) !== undefined).toBe(etags);
  });

  test('an unchanged record is saved; the answer is the next save’s expected', async () => {
    const created = await newCategory();
    const loaded = await a.categories.get(created.id);
    const first = await a.categories.update(created.id, categoryPayload('Pierwsza'), { expected: loaded });
    const second = await a.categories.update(created.id, categoryPayload('Druga'), { expected: first });
    expect(second.name).toBe('Druga');
    expect((await a.categories.get(created.id)).name).toBe('Druga');
  });

  test('a change saved by another in between is not overwritten: ConflictError naming the field', async () => {
    const created = await newCategory();
    const loadedByA = await a.categories.get(created.id);
    const loadedByB = await b.categories.get(created.id);
    await a.categories.update(created.id, categoryPayload('Zmiana A'), { expected: loadedByA });

    const error = await failure(
      b.categories.update(created.id, categoryPayload('Zmiana B'), { expected: loadedByB }),
      ConflictError,
    );
    // The slug follows the name.
    expect(error.changed).toEqual(['name', 'slug']);
    expect(error.deleted).toBe(false);
    expect(error.current).toMatchObject({ name: 'Zmiana A' });
    expect(foundBy412(error)).toBe(etags);
    expect((await a.categories.get(created.id)).name).toBe('Zmiana A');

    // Over the record as it is now, the save goes through.
    const saved = await b.categories.update(created.id, categoryPayload('Zmiana B'), {
      expected: error.current as typeof loadedByB,
    });
    expect(saved.name).toBe('Zmiana B');
  });

  test('PATCH and DELETE take the same rule', async () => {
    const created = await newCategory();
    const loaded = await b.categories.get(created.id);
    await a.categories.patch(created.id, { ordering: 7 });
    const patchError = await failure(
      b.categories.patch(created.id, { ordering: 3 }, { expected: loaded }),
      ConflictError,
    );
    expect(patchError.changed).toEqual(['ordering']);
    const removeError = await failure(b.categories.remove(created.id, { expected: loaded }), ConflictError);
    expect(removeError.changed).toEqual(['ordering']);
    expect((await a.categories.get(created.id)).deleted).toBeNull();
    // A list's row as expected: compared on the row's fields.
    const row = (await b.categories.list({ name: created.name })).items.find(
      (item) => item.id === created.id,
    );
    await b.categories.remove(created.id, { expected: row });
    expect((await a.categories.get(created.id)).deleted).toEqual(expect.any(String));
  });

  test('deleted meanwhile: ConflictError with deleted, nothing written', async () => {
    const created = await newCategory();
    const loaded = await b.categories.get(created.id);
    await a.categories.remove(created.id);
    const error = await failure(
      b.categories.update(created.id, categoryPayload('Po usunięciu'), { expected: loaded }),
      ConflictError,
    );
    expect(error.deleted).toBe(true);
    expect(error.changed).toContain('deleted');
    expect((await a.categories.get(created.id)).name).toBe(created.name);
  });

  test('a record gone for good (404) is a deleted conflict', async () => {
    const created = await newCategory();
    const loaded = await b.categories.get(created.id);
    fixture.sandbox.context.db.prepare('DELETE FROM categories WHERE id = ?').run(created.id);
    const error = await failure(
      b.categories.update(created.id, categoryPayload('Znikła'), { expected: loaded }),
      ConflictError,
    );
    expect(error.deleted).toBe(true);
    expect(error.current).toBeNull();
  });

  describe('articles: the counters the server moves by itself are ignored', () => {
    let payload: ReturnType<typeof toArticlePayload>;
    beforeAll(async () => {
      const authorID = String((await a.authors.list()).items[0]!.id);
      const categories = (await a.selects.categories()).slice(0, 1).map((option) => option.value);
      const main = await a.media.upload('main', png(800, 450), { title: 'Podpis' });
      const top = await a.media.upload('top', png(655, 368), { title: 'Top' });
      payload = toArticlePayload({
        ...newArticleForm(),
        title: unique('Artykuł konfliktu'),
        title2: 'Meta',
        titleShort: 'Krótki',
        introduction: 'Wstęp artykułu o konfliktach zapisu.',
        content: '<p>Treść artykułu testowego, wystarczająco długa, by przejść regułę.</p>',
        authorID,
        categories,
        mediaId: String(main.id),
        mediaTopId: String(top.id),
        keywords: 'media',
      });
    });

    test('visits counted meanwhile: the save goes through', async () => {
      const created = await a.articles.create(payload);
      const loaded = await b.articles.get(created.id);
      fixture.sandbox.context.db
        .prepare('UPDATE articles SET visitCount = visitCount + 5, subpageCount = 3 WHERE id = ?')
        .run(created.id);
      const saved = await b.articles.update(
        created.id,
        { ...payload, titleShort: 'Nowy' },
        { expected: loaded },
      );
      expect(saved.titleShort).toBe('Nowy');
    });

    test('a toggle conflicts only when its own field changed', async () => {
      const created = await a.articles.create(payload);
      const row = (await b.articles.list({ title: payload.title })).items.find(
        (item) => item.id === created.id,
      );
      expect(row).toBeDefined();
      // Another field changed: the toggle still goes through.
      await a.articles.update(created.id, { ...payload, titleShort: 'Inny' });
      const toggled = await b.articles.toggle(created.id, 'isHot', row!.isHot, { expected: row });
      expect(toggled.isHot).toBe(!row!.isHot);
      // The same field toggled by someone else since the row was read: refused.
      const error = await failure(
        b.articles.toggle(created.id, 'isHot', row!.isHot, { expected: row }),
        ConflictError,
      );
      expect(error.changed).toEqual(['isHot']);
      expect((await a.articles.get(created.id)).isHot).toBe(!row!.isHot);
    });
  });

  test('a subscriber’s toggle conflicts only when activeP changed', async () => {
    const created = await a.subscribers.create(
      toSubscriberPayload({ ...newSubscriberForm(), email: `toggle.${Date.now()}@example.com` }),
    );
    const row = (await b.subscribers.list({})).items.find((item) => item.id === created.id);
    expect(row).toBeDefined();
    const toggled = await b.subscribers.toggle(created.id, row!.activeP, { expected: row });
    expect(toggled.activeP).toBe(!row!.activeP);
    const error = await failure(
      b.subscribers.toggle(created.id, row!.activeP, { expected: row }),
      ConflictError,
    );
    expect(error.changed).toEqual(['activeP']);
    expect((await a.subscribers.get(created.id)).activeP).toBe(!row!.activeP);
  });

  test('a blocking list saved meanwhile: ConflictError, the other entry kept', async () => {
    const loaded = await b.bans.get('words');
    await a.bans.save('words', { list: `${loaded.list}\nwtrącone`.trim() });
    const error = await failure(b.bans.save('words', { list: 'moje' }, { expected: loaded }), ConflictError);
    expect(error.changed).toEqual(['list']);
    expect((await a.bans.get('words')).list).toContain('wtrącone');
  });

  test('a newsletter sent meanwhile is not marked sent again', async () => {
    const newsletter = (await a.newsletters.list()).items.find((item) => item.closed === null);
    expect(newsletter).toBeDefined();
    const loaded = await b.newsletters.get(newsletter!.id);
    const first = await a.newsletters.markSent(newsletter!.id);
    const error = await failure(
      b.newsletters.markSent(newsletter!.id, undefined, { expected: loaded }),
      ConflictError,
    );
    expect(error.changed).toContain('closed');
    expect((await a.newsletters.get(newsletter!.id)).closed).toBe(first.closed);
  });
});
