/**
 * The press centre through the SDK (D5, D6): press profiles (companies) with moderation and the
 * pre-emptive refresh, press news with the publication toggle, magazines with their issues, and issues
 * with JPEG covers at their own path, including the roles prs_all and press_editor.
 */
import {
  type ApiClient,
  collect,
  ForbiddenError,
  fromPressCompany,
  issueCoverPath,
  magazineMessages,
  NotFoundError,
  newIssueForm,
  newMagazineForm,
  newPressCompanyForm,
  pressCompanyMessages,
  pressNewsDisplayId,
  toIssuePayload,
  toMagazinePayload,
  toMagazineTogglePayload,
  toPressCompanyCreatePayload,
  toPressCompanyUpdatePayload,
  toPressNewsTogglePayload,
  ValidationError,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, fetchStatic, jpeg, png, unique, useSandbox } from './helpers';

const fixture = useSandbox({ pageSize: 8 });
let api: ApiClient;

beforeAll(async () => {
  api = await fixture.as('admin');
});

function companyForm(name: string) {
  return {
    ...newPressCompanyForm(),
    name,
    person: 'Jan Kowalski',
    city: 'Warszawa',
    address: 'ul. Prosta 5',
    phone: '221234567',
    email: `${unique('biuro').replace(' ', '.')}@firma.pl`,
    www: 'https://www.firma.pl/',
    descr: 'Opis firmy prasowej',
    password: 'Haslo!12',
  };
}

describe('press companies (/api/companies)', () => {
  test('create, get, list by name, update (password kept when blank), patch, remove (deleted stays listed)', async () => {
    const name = unique('Firma prasowa SDK');
    const created = await api.pressCompanies.create(toPressCompanyCreatePayload(companyForm(name)));
    expect(created).toMatchObject({
      name,
      person: 'Jan Kowalski',
      city: 'Warszawa',
      moderationState: false,
      deleted: null,
    });
    expect(created).not.toHaveProperty('password');
    const read = await api.pressCompanies.get(created.id);
    expect(read).toMatchObject({ id: created.id, name });
    expect((await api.pressCompanies.list({ name })).items).toEqual([
      expect.objectContaining({ id: created.id, name, moderationState: false, deleted: null }),
    ]);

    const form = { ...fromPressCompany(read), city: 'Kraków' };
    const updated = await api.pressCompanies.update(created.id, toPressCompanyUpdatePayload(form));
    expect(updated).toMatchObject({ city: 'Kraków' });
    expect((await api.pressCompanies.patch(created.id, { moderationState: 1 })).moderationState).toBe(true);

    await api.pressCompanies.remove(created.id);
    expect((await api.pressCompanies.list({ name })).items[0]?.deleted).toEqual(expect.any(String));
  });

  test('setModerationState publishes and withdraws (PATCH moderationState 1/0)', async () => {
    const created = await api.pressCompanies.create(
      toPressCompanyCreatePayload(companyForm(unique('Firma do akceptacji'))),
    );
    expect((await api.pressCompanies.setModerationState(created.id, true)).moderationState).toBe(true);
    expect((await api.pressCompanies.get(created.id)).moderationState).toBe(true);
    expect((await api.pressCompanies.setModerationState(created.id, false)).moderationState).toBe(false);
  });

  test('the press company rules (D15: phone 7-50, the password rule)', async () => {
    const error = await failure(
      api.pressCompanies.create(
        toPressCompanyCreatePayload({
          ...companyForm('F'),
          phone: '123456',
          www: 'firma',
          email: 'zly',
          password: 'haslo',
        }),
      ),
      ValidationError,
    );
    expect(error.messageFor('name')).toBe('Nazwa firmy musi posiadać minimum 2 znaki');
    expect(error.messageFor('phone')).toBe('Telefon musi posiadać minimum 7 znaków');
    expect(error.messageFor('email')).toBe('Podaj poprawny adres e-mail');
    expect(error.messageFor('www')).toBe(pressCompanyMessages.www);
    expect(error.messageFor('password')).toBe(
      'Hasło musi składać się z co najmniej 8 znaków, w tym wielkiej litery, cyfry oraz znaku specjalnego.',
    );
    const empty = await failure(
      api.pressCompanies.create(toPressCompanyCreatePayload(newPressCompanyForm())),
      ValidationError,
    );
    expect(empty.messageFor('name')).toBe('Pole nie może być puste');
    expect(empty.messageFor('password')).toBe('Pole nie może być puste');
  });

  test('press profiles are root only', async () => {
    await failure((await fixture.as('prasa')).pressCompanies.list(), ForbiddenError);
  });
});

describe('press news (/api/news)', () => {
  test('list by title, paging, get, setPublished toggles, patch', async () => {
    const first = await api.pressNews.list();
    expect(first.items).toHaveLength(8);
    expect(first.hasNext).toBe(true);
    const all = await collect(api.pressNews.iterate());
    expect(all).toHaveLength(first.totalItems!);
    const news = all[0]!;
    expect(pressNewsDisplayId(news)).not.toBe('');
    const word = news.title.split(/\s+/).find((part) => part.length > 4)!;
    const found = await api.pressNews.list({ title: word });
    expect(found.items.map((item) => item.id)).toContain(news.id);
    expect(found.items.every((item) => item.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const read = await api.pressNews.get(news.id);
    expect(read).toMatchObject({ id: news.id, title: news.title });
    expect(read.content).not.toBe('');
    const toggled = await api.pressNews.setPublished(news.id, !read.isPublish);
    expect(toggled.isPublish).toBe(!read.isPublish);
    const back = await api.pressNews.patch(news.id, toPressNewsTogglePayload(toggled.isPublish));
    expect(back.isPublish).toBe(read.isPublish);
  });

  test('remove exists on the server (unused by the panel)', async () => {
    const news = (await api.pressNews.list({ page: 2 })).items[0]!;
    await api.pressNews.remove(news.id);
    await failure(api.pressNews.get(news.id), NotFoundError);
  });

  test('prs_all reads and toggles news', async () => {
    const press = await fixture.as('prasa');
    const news = (await press.pressNews.list()).items[0]!;
    expect((await press.pressNews.setPublished(news.id, news.isPublish)).isPublish).toBe(news.isPublish);
  });
});

describe('magazines and issues (D6)', () => {
  async function newMagazine(title: string) {
    const publisher = (await api.selects.pressPublishers())[0]!;
    return api.pressMagazines.create(
      toMagazinePayload({
        ...newMagazineForm(),
        title,
        pressPublisher: publisher.value,
        magazineType: 'tygodnik',
        magazineArea: 'regionalne',
        region: ['slaskie', 'opolskie'],
      }),
    );
  }

  test('create (region as JSON text), get, list by title, update, setPublished, remove', async () => {
    const publisher = (await api.selects.pressPublishers())[0]!;
    expect(publisher.value).toMatch(/^\/api\/press_publishers\/\d+$/);
    const title = unique('Magazyn SDK');
    const created = await newMagazine(title);
    expect(created).toMatchObject({
      title,
      pressPublisher: publisher.value,
      magazineType: 'tygodnik',
      magazineArea: 'regionalne',
      region: JSON.stringify(['slaskie', 'opolskie']),
      isPublish: true,
      deleted: null,
    });
    expect(await api.pressMagazines.get(created.id)).toMatchObject({ id: created.id, title });
    expect((await api.pressMagazines.list({ title })).items.map((magazine) => magazine.id)).toEqual([
      created.id,
    ]);

    const updated = await api.pressMagazines.update(
      created.id,
      toMagazinePayload({
        ...newMagazineForm(),
        title,
        pressPublisher: publisher.value,
        magazineType: 'dziennik',
        magazineArea: 'ogolnopolskie',
        region: ['slaskie'],
      }),
    );
    expect(updated).toMatchObject({ magazineType: 'dziennik', magazineArea: 'ogolnopolskie', region: '' });
    expect((await api.pressMagazines.setPublished(created.id, false)).isPublish).toBe(false);
    expect((await api.pressMagazines.patch(created.id, toMagazineTogglePayload(false))).isPublish).toBe(true);

    await api.pressMagazines.remove(created.id);
    expect((await api.pressMagazines.get(created.id)).deleted).toEqual(expect.any(String));
  });

  test('the magazine rules', async () => {
    const error = await failure(
      api.pressMagazines.create({ ...newMagazineForm(), title: 'M', region: '' } as never),
      ValidationError,
    );
    expect(error.messageFor('title')).toBe('Tytuł musi posiadać minimum 2 znaki');
    expect(error.messageFor('pressPublisher')).toBe('Pole Wymagane');
    expect(error.messageFor('magazineType')).toBe('Pole Wymagane');
    expect(error.messageFor('magazineArea')).toBe('Pole Wymagane');
  });

  test('issues: create with a JPEG cover, list of the magazine (paged), get, update (_method=PUT), setPublished, remove at its own path', async () => {
    const magazine = await newMagazine(unique('Magazyn z numerami'));
    const magazineIri = magazine['@id'] ?? `/api/press_magazines/${magazine.id}`;
    const created = await api.pressIssues.create(
      toIssuePayload({
        ...newIssueForm(magazineIri),
        date: '2026-05-04',
        datetxt: 'maj 2026',
        person: 'Anna Nowak',
        description: 'Numer majowy',
      }),
      jpeg(300, 400, 'okladka.jpg'),
    );
    expect(created).toMatchObject({
      datetxt: 'maj 2026',
      person: 'Anna Nowak',
      description: 'Numer majowy',
      isPublish: true,
      pressMagazine: magazineIri,
      imgExt: 'jpg',
    });
    expect(created.date?.slice(0, 10)).toBe('2026-05-04');
    const cover = await fetchStatic(fixture.url, issueCoverPath(created)!);
    expect(cover.status).toBe(200);
    expect(cover.type).toMatch(/jpeg/);

    for (let n = 1; n <= 9; n++) {
      await api.pressIssues.create(
        toIssuePayload({
          ...newIssueForm(magazineIri),
          date: `2025-0${n}-01`,
          datetxt: `numer ${n}`,
          person: 'Osoba',
          description: 'Opis',
        }),
      );
    }
    const first = await api.pressMagazines.issues(magazine.id);
    expect(first.totalItems).toBe(10);
    expect(first.items).toHaveLength(8);
    expect(first.items[0]?.id).toBe(created.id); // newest date first
    const second = await api.pressMagazines.issuesByLink(first.links.next!);
    expect(second.items).toHaveLength(2);
    expect((await api.pressMagazines.issues(magazine.id, { page: 2 })).items.map((i) => i.id)).toEqual(
      second.items.map((i) => i.id),
    );

    expect(await api.pressIssues.get(created.id)).toMatchObject({ id: created.id, person: 'Anna Nowak' });
    const updated = await api.pressIssues.update(
      created.id,
      toIssuePayload({
        ...newIssueForm(magazineIri),
        date: '2026-05-11',
        datetxt: 'maj II',
        person: 'Anna Nowak',
        description: 'Poprawiony',
      }),
      jpeg(300, 400, 'nowa-okladka.jpg'),
    );
    expect(updated).toMatchObject({ id: created.id, datetxt: 'maj II', description: 'Poprawiony' });
    expect((await fetchStatic(fixture.url, issueCoverPath(updated)!)).status).toBe(200);
    expect((await api.pressIssues.setPublished(created.id, false)).isPublish).toBe(false);
    expect((await api.pressIssues.patch(created.id, { isPublished: true })).isPublish).toBe(true);

    await api.pressIssues.remove(created.id);
    // Issues are deleted softly (SB-4): the record stays, marked; the magazine itself is untouched.
    expect((await api.pressIssues.get(created.id)).deleted).toEqual(expect.any(String));
    expect((await api.pressMagazines.get(magazine.id)).deleted).toBeNull();
  });

  test('an issue cover must be a JPEG (PNG refused with the Polish message)', async () => {
    const magazine = await newMagazine(unique('Magazyn okładki'));
    const error = await failure(
      api.pressIssues.create(
        toIssuePayload({
          ...newIssueForm(`/api/press_magazines/${magazine.id}`),
          datetxt: 'x',
          person: 'y',
          description: 'z',
        }),
        png(300, 400, 'okladka.png'),
      ),
      ValidationError,
    );
    expect(error.messageFor('file')).toBe('Okładka musi być plikiem JPG.');
    expect(error.messageFor('file')).toBe(magazineMessages.coverNotJpeg);
    const fields = await failure(
      api.pressIssues.create(toIssuePayload({ ...newIssueForm(`/api/press_magazines/${magazine.id}`) })),
      ValidationError,
    );
    expect(fields.messageFor('datetxt')).toBe('Pole Wymagane');
    expect(fields.messageFor('person')).toBe('Pole Wymagane');
    expect(fields.messageFor('description')).toBe('Pole Wymagane');
  });

  test('press_editor manages magazines and issues; an editor may not', async () => {
    const press = await fixture.as('prasa');
    const publisher = (await press.selects.pressPublishers())[0]!;
    const title = unique('Magazyn redaktora prasy');
    const magazine = await press.pressMagazines.create(
      toMagazinePayload({
        ...newMagazineForm(),
        title,
        pressPublisher: publisher.value,
        magazineType: 'miesiecznik',
        magazineArea: 'zagranica',
      }),
    );
    const issue = await press.pressIssues.create(
      toIssuePayload({
        ...newIssueForm(`/api/press_magazines/${magazine.id}`),
        datetxt: 'numer 1',
        person: 'Ktoś',
        description: 'Opis',
      }),
      jpeg(120, 160),
    );
    expect((await press.pressMagazines.issues(magazine.id)).items.map((item) => item.id)).toEqual([issue.id]);
    expect((await press.pressMagazines.list({ title })).items.map((item) => item.id)).toEqual([magazine.id]);
    await failure((await fixture.as('redaktor')).pressMagazines.list(), ForbiddenError);
    await failure((await fixture.as('redaktor')).pressIssues.get(issue.id), ForbiddenError);
  });
});
