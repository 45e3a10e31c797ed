/**
 * The editorial reference areas of 02 §7 through the SDK: groups, categories, silo groups, silos,
 * authors (with the full view, statistics and the creatable select) and media people, each with its
 * list filter, paging, get/create/update/patch/remove read back, soft deletion and its Polish 422s; and
 * the `/select` endpoints the article form reads.
 */
import {
  type ApiClient,
  collect,
  groupMessages,
  iri,
  NotFoundError,
  newArticleForm,
  newAuthorForm,
  newCategoryForm,
  newGroupForm,
  newPersonForm,
  newSiloForm,
  newSiloGroupForm,
  siloMessages,
  toArticlePayload,
  toAuthorPayload,
  toCategoryPayload,
  toGroupPayload,
  toPersonPayload,
  toSiloGroupPayload,
  toSiloPayload,
  ValidationError,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, png, unique, useSandbox } from './helpers';

const fixture = useSandbox({ pageSize: 10 });
let api: ApiClient;

beforeAll(async () => {
  api = await fixture.as('admin');
});

describe('groups', () => {
  test('list with the name filter', async () => {
    const all = await api.groups.list();
    expect(all.items.length).toBeGreaterThan(0);
    const name = all.items.find((group) => group.deleted === null)!.name;
    const filtered = await api.groups.list({ name: name.slice(0, 4).toLowerCase() });
    expect(filtered.items.map((group) => group.name)).toContain(name);
    expect(
      filtered.items.every((group) => group.name.toLowerCase().includes(name.slice(0, 4).toLowerCase())),
    ).toBe(true);
  });

  test('create, get, update, patch and remove; deleted groups show their deletion time', async () => {
    const name = unique('Grupa SDK');
    const created = await api.groups.create(
      toGroupPayload({ ...newGroupForm(), name, metaTitle: 'Meta grupy', isPublish: true, priority: 7 }),
    );
    expect(created).toMatchObject({
      name,
      metaTitle: 'Meta grupy',
      metaKeywords: null,
      isPublish: true,
      priority: 7,
      deleted: null,
    });
    expect(await api.groups.get(created.id)).toMatchObject({ id: created.id, name, priority: 7 });

    const renamed = unique('Grupa po zmianie');
    const updated = await api.groups.update(
      created.id,
      toGroupPayload({ ...newGroupForm(), name: renamed, isPublish: false, priority: 3 }),
    );
    expect(updated).toMatchObject({ name: renamed, isPublish: false, priority: 3, metaTitle: null });
    expect((await api.groups.patch(created.id, { isPublish: true })).isPublish).toBe(true);
    expect((await api.groups.get(created.id)).isPublish).toBe(true);

    await api.groups.remove(created.id);
    const deleted = await api.groups.get(created.id);
    expect(deleted.deleted).toEqual(expect.any(String));
    const listed = (await api.groups.list({ name: renamed })).items[0];
    expect(listed?.deleted).toBe(deleted.deleted);
  });

  test('the Polish rules of the group form', async () => {
    const error = await failure(
      api.groups.create(
        toGroupPayload({ ...newGroupForm(), name: 'x', metaTitle: 'y', priority: Number.NaN }),
      ),
      ValidationError,
    );
    expect(error.messageFor('name')).toBe('Tytuł musi posiadać minimum 2 znaki');
    expect(error.messageFor('name')).toBe(groupMessages.nameMin);
    expect(error.messageFor('metaTitle')).toBe('Meta tytuł musi posiadać minimum 2 znaki');
    expect(error.messageFor('priority')).toBe('Wartość musi być liczbą!');
    const empty = await failure(api.groups.create(toGroupPayload(newGroupForm())), ValidationError);
    expect(empty.messageFor('name')).toBe('Pole Wymagane');
  });

  test('an unknown group is a NotFoundError', async () => {
    await failure(api.groups.get(99_999), NotFoundError);
    await failure(api.groups.remove(99_999), NotFoundError);
  });
});

describe('categories', () => {
  test('list with the name filter and every page by link', async () => {
    const first = await api.categories.list();
    expect(first.items).toHaveLength(10);
    expect(first.hasNext).toBe(true);
    const pages = [];
    for await (const page of api.categories.pages()) pages.push(page);
    expect(pages.length).toBe(first.lastPage);
    const items = pages.flatMap((page) => page.items);
    expect(items).toHaveLength(first.totalItems!);
    const target = items[3]!;
    const filtered = await api.categories.list({ name: target.name });
    expect(filtered.items.map((category) => category.id)).toContain(target.id);
  });

  test('create with a group: parentId follows the group, showInMainMenuOrdering travels as 1/0', async () => {
    const name = unique('Kategoria SDK');
    const group = iri('groups', 2);
    const created = await api.categories.create(
      toCategoryPayload({
        ...newCategoryForm(),
        name,
        group,
        isPublish: true,
        ordering: 5,
        showInMainMenuOrdering: true,
      }),
    );
    expect(created).toMatchObject({
      name,
      group,
      parentId: '2',
      isPublish: true,
      ordering: 5,
      showInMainMenuOrdering: true,
      deleted: null,
    });
    expect(created.slug).toMatch(/^kategoria-sdk/);
    const read = await api.categories.get(created.id);
    expect(read).toMatchObject({ group, parentId: '2', showInMainMenuOrdering: true });

    const updated = await api.categories.update(
      created.id,
      toCategoryPayload({ ...newCategoryForm(), name, group: null, isPublish: false, ordering: 1 }),
    );
    expect(updated).toMatchObject({
      group: null,
      parentId: '0',
      isPublish: false,
      showInMainMenuOrdering: false,
    });
    expect((await api.categories.patch(created.id, { ordering: 9 })).ordering).toBe(9);

    await api.categories.remove(created.id);
    expect((await api.categories.get(created.id)).deleted).toEqual(expect.any(String));
  });

  test('ordering must be a number', async () => {
    const error = await failure(
      api.categories.create(
        toCategoryPayload({ ...newCategoryForm(), name: 'Kategoria', ordering: Number.NaN }),
      ),
      ValidationError,
    );
    expect(error.messageFor('ordering')).toBe('Wartość musi być liczbą!');
  });
});

describe('silo groups and silos', () => {
  test('silo groups: list by name, create, get (deleted, date, authorID, isPublish), update, remove', async () => {
    const name = unique('Grupa silosów SDK');
    const created = await api.siloGroups.create(
      toSiloGroupPayload({ ...newSiloGroupForm(), name, isPublish: true, priority: 4 }),
    );
    expect(created).toMatchObject({ name, isPublish: true, priority: 4, deleted: null });
    expect(created.date).not.toBeNull();
    const read = await api.siloGroups.get(created.id);
    expect(read).toMatchObject({ id: created.id, name, isPublish: true, deleted: null });
    expect(read.date?.slice(0, 16)).toBe(created.date?.slice(0, 16));
    expect((await api.siloGroups.list({ name })).items.map((group) => group.id)).toEqual([created.id]);

    const updated = await api.siloGroups.update(
      created.id,
      toSiloGroupPayload({ ...newSiloGroupForm(), name, isPublish: false, priority: 1 }),
    );
    expect(updated).toMatchObject({ isPublish: false, priority: 1 });
    expect((await api.siloGroups.patch(created.id, { priority: 2 })).priority).toBe(2);
    await api.siloGroups.remove(created.id);
    expect((await api.siloGroups.get(created.id)).deleted).toEqual(expect.any(String));
    expect((await api.siloGroups.list({ name })).items[0]?.deleted).toEqual(expect.any(String));
  });

  test('silos: the photo uploaded first, then create; get, update (mediaId as string), remove', async () => {
    const group = await api.siloGroups.create(
      toSiloGroupPayload({ ...newSiloGroupForm(), name: unique('Grupa'), isPublish: true }),
    );
    const photo = await api.media.upload('main', png(400, 300), { title: 'Silos' });
    const name = unique('Silos SDK');
    const payload = toSiloPayload({
      ...newSiloForm(),
      name,
      description: 'Opis silosa.',
      introduction: 'Wstęp silosa.',
      content: '<p>Treść silosa.</p>',
      mediaId: String(photo.id),
      isPublish: true,
      ordering: 3,
      silosGroup: [group['@id'] ?? iri('silos_groups', group.id)],
    });
    const created = await api.silos.create(payload);
    expect(created).toMatchObject({
      name,
      description: 'Opis silosa.',
      introduction: 'Wstęp silosa.',
      mediaId: String(photo.id),
      isPublish: true,
      ordering: 3,
      silosGroup: [iri('silos_groups', group.id)],
      deleted: null,
    });
    expect(created.slug).toMatch(/^silos-sdk/);
    expect(await api.silos.get(created.id)).toMatchObject({
      id: created.id,
      name,
      mediaId: String(photo.id),
    });

    const list = await api.silos.list({ name });
    expect(list.items).toEqual([
      expect.objectContaining({ id: created.id, name, ordering: 3, deleted: null }),
    ]);

    const updated = await api.silos.update(created.id, { ...payload, ordering: 8, isPublish: false });
    expect(updated).toMatchObject({ ordering: 8, isPublish: false });
    expect((await api.silos.patch(created.id, { ordering: 11 })).ordering).toBe(11);
    await api.silos.remove(created.id);
    const deleted = (await api.silos.list({ name })).items[0]!;
    expect(deleted.deleted).toEqual(expect.any(String));
    expect((await api.silos.get(created.id)).deleted).toBe(deleted.deleted);
  });

  test('the silo rules: required photo and the description, introduction and content messages', async () => {
    const error = await failure(
      api.silos.create(
        toSiloPayload({ ...newSiloForm(), name: 'S', description: '', introduction: 'x', content: 'y' }),
      ),
      ValidationError,
    );
    expect(error.messageFor('name')).toBe('Nazwa musi posiadać minimum 2 znaki');
    expect(error.messageFor('description')).toBe(siloMessages.descriptionRequired);
    expect(error.messageFor('introduction')).toBe('Wstęp musi być dłuższy.');
    expect(error.messageFor('content')).toBe('Treść musi być dłuższa.');
    expect(error.messageFor('mediaId')).toBe('Pole wymagane.');
    const long = await failure(
      api.silos.create(
        toSiloPayload({
          ...newSiloForm(),
          name: 'Silos',
          description: 'd'.repeat(501),
          introduction: 'i'.repeat(1501),
          content: 'cc',
          mediaId: '5',
        }),
      ),
      ValidationError,
    );
    expect(long.messageFor('description')).toBe('Opis musi być krótszy.');
    expect(long.messageFor('introduction')).toBe('Wstęp musi być krótszy.');
  });
});

describe('authors', () => {
  test('list by name; create, get, update (nameSlug = name), patch, remove', async () => {
    const photo = await api.media.upload('main', png(300, 300), { title: 'Portret' });
    const name = unique('Autor SDK');
    const created = await api.authors.create(
      toAuthorPayload({
        ...newAuthorForm(),
        name,
        email: 'autor@example.pl',
        position: 'Redaktor',
        mediaId: String(photo.id),
        includeInStats: true,
      }),
    );
    expect(created).toMatchObject({
      name,
      nameSlug: name,
      email: 'autor@example.pl',
      position: 'Redaktor',
      includeInStats: true,
      mediaId: String(photo.id),
    });
    expect(await api.authors.get(created.id)).toMatchObject({ id: created.id, name });
    expect((await api.authors.list({ name })).items.map((author) => author.id)).toEqual([created.id]);

    const renamed = unique('Autor zmieniony');
    const updated = await api.authors.update(
      created.id,
      toAuthorPayload({ ...newAuthorForm(), name: renamed }),
    );
    expect(updated).toMatchObject({
      name: renamed,
      nameSlug: renamed,
      position: '',
      mediaId: '0',
      includeInStats: false,
    });
    expect(updated.email ?? '').toBe('');
    expect((await api.authors.patch(created.id, { position: 'Szef działu' })).position).toBe('Szef działu');
    expect((await api.authors.get(created.id)).position).toBe('Szef działu');
  });

  test('a removed author leaves the list (the lookup of every form) and stays readable, deleted (SB-4)', async () => {
    const name = unique('Autor do usunięcia');
    const created = await api.authors.create(toAuthorPayload({ ...newAuthorForm(), name }));
    await api.authors.remove(created.id);
    expect((await api.authors.list({ name })).items).toEqual([]);
    expect((await api.authors.get(created.id)).deleted).toEqual(expect.any(String));
  });

  test('full answers the author with the photo’s file', async () => {
    const photo = await api.media.upload('main', png(300, 300, 'portret autora.png'));
    const author = await api.authors.create(
      toAuthorPayload({ ...newAuthorForm(), name: unique('Autor z fotografią'), mediaId: String(photo.id) }),
    );
    const full = await api.authors.full(author.id);
    expect(full).toMatchObject({
      id: author.id,
      name: author.name,
      media: { fileName: photo.fileName, newPath: true },
    });
    const without = await api.authors.create(
      toAuthorPayload({ ...newAuthorForm(), name: unique('Autor bez zdjęcia') }),
    );
    expect((await api.authors.full(without.id)).media).toBeNull();
    await failure(api.authors.full(99_999), NotFoundError);
  });

  test('the creatable select: lookup by name, createOption answers the new id', async () => {
    const name = unique('Autor z selecta');
    const option = await api.authors.createOption(name);
    expect(option).toMatchObject({ name });
    expect(option.id).toBeGreaterThan(0);
    expect(await api.authors.lookup(name)).toEqual([expect.objectContaining({ id: option.id, name })]);
    // The generic creatable on the same path is the same call.
    expect((await api.creatable('/api/authors').lookup(name)).map((found) => found.id)).toEqual([option.id]);
  });

  test('the author’s Polish rules: name length and e-mail', async () => {
    const error = await failure(
      api.authors.create(toAuthorPayload({ ...newAuthorForm(), name: 'A', email: 'to-nie-email' })),
      ValidationError,
    );
    expect(error.messageFor('name')).toBe('Nazwa musi posiadać minimum 2 znaki');
    expect(error.messageFor('email')).toBe('Wprowadź poprawny adres email');
    const long = await failure(
      api.authors.create(toAuthorPayload({ ...newAuthorForm(), name: 'n'.repeat(501) })),
      ValidationError,
    );
    expect(long.messageFor('name')).toBe('Nazwa musi posiadać maksimum 500 znaków');
  });

  test('statistics: articles and views per author counted in statistics, by name and period', async () => {
    const name = unique('Autor statystyk');
    const author = await api.authors.create(
      toAuthorPayload({ ...newAuthorForm(), name, includeInStats: true }),
    );
    const hidden = await api.authors.create(
      toAuthorPayload({ ...newAuthorForm(), name: `${name} ukryty`, includeInStats: false }),
    );
    const main = await api.media.upload('main', png(200, 100));
    const top = await api.media.upload('top', png(655, 100));
    const categories = (await api.selects.categories()).slice(0, 1).map((option) => option.value);
    for (const date of ['2026-03-10 10:00', '2026-05-20 12:00']) {
      await api.articles.create(
        toArticlePayload({
          ...newArticleForm(),
          title: unique('Artykuł do statystyk'),
          title2: 'Meta',
          introduction: 'Wstęp',
          content: 'Treść artykułu do statystyk autorów, dość długa.',
          authorID: String(author.id),
          categories,
          mediaId: String(main.id),
          mediaTopId: String(top.id),
          date,
        }),
      );
    }
    const all = await api.authors.stats({ name });
    expect(all.items.map((row) => row.id)).toEqual([author.id]);
    expect(all.items[0]).toMatchObject({ name, totalArticlesCount: 2 });
    expect(all.items.map((row) => row.id)).not.toContain(hidden.id);
    const march = await api.authors.stats({ name, after: '2026-03-01', before: '2026-03-31' });
    expect(march.items[0]?.totalArticlesCount).toBe(1);
    const none = await api.authors.stats({ name, after: '2025-01-01', before: '2025-12-31' });
    expect(none.items[0]?.totalArticlesCount).toBe(0);

    // The seed's authors have views; the list pages by link.
    const first = await api.authors.stats();
    expect(first.items.some((row) => (row.totalArticlesViews ?? 0) > 0)).toBe(true);
    expect(first.hasNext).toBe(true);
    const second = await api.authors.statsByLink(first.links.next!);
    expect(second.page).toBe(2);
    expect(second.items.map((row) => row.id)).not.toContain(first.items[0]!.id);
  });
});

describe('media people', () => {
  test('list by surname; create (slug from the name), get, update, patch, remove', async () => {
    const surname = unique('Kowalska');
    const created = await api.people.create(
      toPersonPayload({
        ...newPersonForm(),
        name: 'Anna Maria',
        surname,
        isPublish: true,
        content: '<p>Biogram</p>',
      }),
    );
    expect(created).toMatchObject({
      name: 'Anna Maria',
      surname,
      slug: 'anna-maria',
      isPublish: true,
      content: '<p>Biogram</p>',
      deleted: null,
    });
    expect(created.created).not.toBeNull();
    expect(await api.people.get(created.id)).toMatchObject({ id: created.id, surname });
    expect((await api.people.list({ surname })).items).toEqual([
      expect.objectContaining({ id: created.id, name: 'Anna Maria', surname, isPublish: true }),
    ]);

    const updated = await api.people.update(
      created.id,
      toPersonPayload({ ...newPersonForm(), name: 'Anna', surname, isPublish: false }),
    );
    expect(updated).toMatchObject({ name: 'Anna', slug: 'anna', isPublish: false });
    expect((await api.people.patch(created.id, { isPublish: true })).isPublish).toBe(true);
    await api.people.remove(created.id);
    expect((await api.people.list({ surname })).items[0]?.deleted).toEqual(expect.any(String));
  });

  test('the person’s rules: name and surname 2-500', async () => {
    const error = await failure(
      api.people.create(toPersonPayload({ ...newPersonForm(), name: 'A', surname: '' })),
      ValidationError,
    );
    expect(error.messageFor('name')).toBe('Imię musi posiadać minimum 2 znaki');
    expect(error.messageFor('surname')).toBe('Pole Wymagane');
    const long = await failure(
      api.people.create(toPersonPayload({ ...newPersonForm(), name: 'Jan', surname: 's'.repeat(501) })),
      ValidationError,
    );
    expect(long.messageFor('surname')).toBe('Nazwisko musi posiadać maksimum 500 znaków');
  });

  test('every page of the list by iteration', async () => {
    const people = await collect(api.people.iterate());
    const first = await api.people.list();
    expect(people).toHaveLength(first.totalItems!);
    expect(people.some((person) => person.deleted !== null)).toBe(true);
  });
});

describe('selects of the article form', () => {
  test.each([
    ['groups', 'groups'],
    ['categories', 'categories'],
    ['silos', 'silos'],
    ['siloGroups', 'silos_groups'],
  ] as const)('%s answers { value: IRI, label }', async (select, resource) => {
    const options = await api.selects[select]();
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(option.value).toMatch(new RegExp(`^/api/${resource}/\\d+$`));
      expect(option.label).not.toBe('');
    }
  });

  test('deleted records are not offered', async () => {
    const group = await api.groups.create(
      toGroupPayload({ ...newGroupForm(), name: unique('Grupa do selecta'), isPublish: true }),
    );
    const value = iri('groups', group.id);
    expect((await api.selects.groups()).map((option) => option.value)).toContain(value);
    await api.groups.remove(group.id);
    expect((await api.selects.groups()).map((option) => option.value)).not.toContain(value);
  });

  test('galleries (photo_reportages?type=gallery)', async () => {
    const galleries = await api.selects.galleries();
    expect(galleries.length).toBeGreaterThan(0);
    expect(galleries.every((option) => option.label !== '')).toBe(true);
  });
});
