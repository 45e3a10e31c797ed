import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../../src';
import { getSetting } from '../../src/db/database';
import {
  advertisingIndustrySchema,
  advertSchema,
  banListSchema,
  CACHE_TARGETS,
  dictionarySchema,
  googleCredentialsMessages,
  issueCoverPath,
  issueSchema,
  kfCompanySchema,
  magazineMessages,
  magazineSchema,
  newAdvertisingIndustryForm,
  newDictionaryForm,
  newIssueForm,
  newKfCompanyCreateForm,
  newKfCompanyForm,
  newPlayerForm,
  newPressCompanyForm,
  newProbeForm,
  newProducerForm,
  newUserForm,
  normalizeBanList,
  playerMessages,
  playerSchema,
  pressCompanyMessages,
  pressCompanySchema,
  pressNewsSchema,
  probeSchema,
  producerSchema,
  toAdvertisingIndustryPayload,
  toDictionaryPayload,
  toIssuePayload,
  toKfCompanyCreatePayload,
  toKfCompanyPayload,
  toMagazinePayload,
  toPlayerPayload,
  toPressCompanyCreatePayload,
  toPressCompanyUpdatePayload,
  toProbePayload,
  toProducerPayload,
  toUserPayload,
  userMessages,
  userSchema,
} from '../../src/sdk';
import { DEMO_RECORDS } from '../../src/seed/records';
import { drawPicture } from '../../src/uploads/images';
import { Client, loggedIn, members, multipart, start } from '../helpers';

let sandbox: Sandbox;
let admin: Client;
beforeAll(async () => {
  sandbox = await start();
  admin = await loggedIn(sandbox, 'admin');
});
afterAll(() => sandbox.close());

describe('press profiles and news (D5)', () => {
  const form = {
    ...newPressCompanyForm(),
    name: 'Agencja Prasowa Test',
    person: 'Jan Kowalski',
    city: 'Warszawa',
    address: 'ul. Prosta 1',
    phone: '221234567',
    email: 'biuro@agencja.example.pl',
    www: 'https://www.agencja.example.pl',
    descr: 'Opis agencji.',
    password: 'Tajne#Haslo1',
  };

  test('create with a password that is never read back, edit without it, toggle, soft delete', async () => {
    const created = await admin.post('/api/companies', toPressCompanyCreatePayload(form));
    expect(created.status).toBe(201);
    expect(created.body.password).toBeUndefined();
    expect(created.body.passwordHash).toBeUndefined();
    const company = pressCompanySchema.parse(created.body);
    const stored = sandbox.context.db
      .prepare('SELECT passwordHash FROM companies WHERE id = ?')
      .get(company.id) as {
      passwordHash: string;
    };
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    const { password: _password, ...rest } = form;
    const edited = await admin.put(
      `/api/companies/${company.id}`,
      toPressCompanyUpdatePayload({ ...rest, password: '', city: 'Kraków' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.city).toBe('Kraków');
    expect(
      (
        sandbox.context.db.prepare('SELECT passwordHash FROM companies WHERE id = ?').get(company.id) as {
          passwordHash: string;
        }
      ).passwordHash,
    ).toBe(stored.passwordHash);
    const toggled = await admin.patch(`/api/companies/${company.id}`, { moderationState: 1 });
    expect(toggled.body.moderationState).toBe(true);
    expect((await admin.delete(`/api/companies/${company.id}`)).status).toBe(204);
    expect((await admin.get(`/api/companies/${company.id}`)).body.deleted).toBeTruthy();
  });

  test('the rules of 03 §5 (D15: phone 7-50)', async () => {
    const response = await admin.post(
      '/api/companies',
      toPressCompanyCreatePayload({ ...form, phone: '123456', www: 'agencja', password: 'slabe' }),
    );
    expect(response.status).toBe(422);
    const byField = Object.fromEntries(
      response.body.violations.map((v: { propertyPath: string; message: string }) => [
        v.propertyPath,
        v.message,
      ]),
    );
    expect(byField).toEqual({
      phone: pressCompanyMessages.phoneMin,
      www: pressCompanyMessages.www,
      password: pressCompanyMessages.password,
    });
  });

  test('news: list by title, read, publish toggle', async () => {
    const list = members(await admin.get('/api/news'));
    const news = pressNewsSchema.parse(list[0]);
    expect(news.importCodeId).toMatch(/^\d+$/);
    const toggled = await admin.patch(`/api/news/${news.id}`, { isPublish: !news.isPublish });
    expect(toggled.body.isPublish).toBe(!news.isPublish);
    expect(pressNewsSchema.parse((await admin.get(`/api/news/${news.id}`)).body).content).toContain('<p>');
  });
});

describe('magazines and issues (D6)', () => {
  test('magazines: publisher name, region as a JSON string only when regional, toggle', async () => {
    const regional = magazineSchema.parse((await admin.get('/api/press_magazines/4')).body);
    expect(regional.magazineArea).toBe('regionalne');
    expect(JSON.parse(String(regional.region))).toEqual(['pomorskie']);
    expect(regional.publisher).toBeTruthy();
    const created = await admin.post(
      '/api/press_magazines',
      toMagazinePayload({
        title: 'Nowy Tygodnik',
        pressPublisher: '/api/press_publishers/1',
        magazineType: 'tygodnik',
        magazineArea: 'ogolnopolskie',
        region: ['mazowieckie'],
        isPublish: true,
      }),
    );
    expect(created.status).toBe(201);
    expect(magazineSchema.parse(created.body)).toMatchObject({ region: '', publisher: 'Agora SA' });
    const toggled = await admin.patch(`/api/press_magazines/${created.body.id}`, { isPublish: false });
    expect(toggled.body.isPublish).toBe(false);
    const bad = await admin.post('/api/press_magazines', {
      title: 'X',
      magazineType: 'codziennik',
      isPublish: true,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(
      expect.arrayContaining(['title', 'pressPublisher', 'magazineType', 'magazineArea']),
    );
  });

  test('issues: multipart create with a JPEG cover, thumbnail 120, edit with _method=PUT, toggle, delete at its own path', async () => {
    const form = {
      ...newIssueForm('/api/press_magazines/2'),
      date: '2026-11-03',
      datetxt: 'Nr 45/2026',
      person: 'Anna Nowak',
      description: 'Opis okładki',
    };
    const cover = { name: 'okladka.jpg', bytes: drawPicture(300, 400, 1, 'jpg'), type: 'image/jpeg' };
    const fields = Object.fromEntries(
      Object.entries(toIssuePayload(form)).map(([key, value]) => [key, String(value)]),
    );
    const created = await multipart(admin, 'POST', '/api/press_magazine_numbers', fields, { file: cover });
    expect(created.status).toBe(201);
    const issue = issueSchema.parse(created.body);
    expect(issue).toMatchObject({ isPublish: true, imgExt: 'jpg', pressMagazine: '/api/press_magazines/2' });
    const thumb = issueCoverPath(issue);
    expect(thumb).toBe(`/media/press/2/120/2026-11-03_${issue.id}.jpg`);
    expect((await fetch(`${sandbox.url}${thumb}`)).status).toBe(200);
    expect(members(await admin.get('/api/press_magazines/2/numbers')).map((i) => i.id)).toContain(issue.id);

    const edited = await multipart(admin, 'POST', `/api/press_magazine_numbers/${issue.id}`, {
      ...fields,
      person: 'Ewa Zielińska',
      _method: 'PUT',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.person).toBe('Ewa Zielińska');
    const toggled = await admin.patch(`/api/press_magazine_numbers/${issue.id}`, { isPublished: false });
    expect(issueSchema.parse(toggled.body).isPublish).toBe(false);

    const png = await multipart(admin, 'POST', '/api/press_magazine_numbers', fields, {
      file: { name: 'okladka.png', bytes: drawPicture(300, 400, 1, 'png'), type: 'image/png' },
    });
    expect(png.body.violations).toEqual([
      { propertyPath: 'file', message: magazineMessages.coverNotJpeg, code: null },
    ]);

    expect((await admin.delete(`/api/press_magazine_numbers/${issue.id}`)).status).toBe(204);
    expect((await admin.get(`/api/press_magazine_numbers/${issue.id}`)).body.deleted).toBeTruthy();
    expect((await admin.get('/api/press_magazines/2')).body.deleted).toBeNull();
  });

  test('a deleted magazine takes no new issue: 422 with the reason under pressMagazine, nothing stored', async () => {
    const deleted = DEMO_RECORDS.magazines.deleted;
    const before = members(await admin.get(`/api/press_magazines/${deleted}/numbers`)).length;
    const fields = Object.fromEntries(
      Object.entries(
        toIssuePayload({
          ...newIssueForm(`/api/press_magazines/${deleted}`),
          datetxt: 'Nr 1/2027',
          person: 'Anna Nowak',
          description: 'Opis okładki',
        }),
      ).map(([key, value]) => [key, String(value)]),
    );
    const refused = await multipart(admin, 'POST', '/api/press_magazine_numbers', fields);
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toEqual([
      { propertyPath: 'pressMagazine', message: magazineMessages.magazineDeleted, code: null },
    ]);
    expect(members(await admin.get(`/api/press_magazines/${deleted}/numbers`))).toHaveLength(before);
  });

  test('two issues of one magazine with the same date keep their own covers', async () => {
    const fields = Object.fromEntries(
      Object.entries(
        toIssuePayload({
          ...newIssueForm('/api/press_magazines/4'),
          date: '2026-09-15',
          datetxt: 'Nr 37/2026',
          person: 'Anna Nowak',
          description: 'Wydanie A',
        }),
      ).map(([key, value]) => [key, String(value)]),
    );
    const coverOf = (width: number, height: number) => ({
      name: 'okladka.jpg',
      bytes: drawPicture(width, height, 1, 'jpg'),
      type: 'image/jpeg',
    });
    const first = issueSchema.parse(
      (await multipart(admin, 'POST', '/api/press_magazine_numbers', fields, { file: coverOf(200, 400) }))
        .body,
    );
    const second = issueSchema.parse(
      (
        await multipart(
          admin,
          'POST',
          '/api/press_magazine_numbers',
          { ...fields, description: 'Wydanie B' },
          { file: coverOf(160, 160) },
        )
      ).body,
    );
    expect(issueCoverPath(first, 200)).not.toBe(issueCoverPath(second, 160));
    const sizeAt = async (path: string | null) =>
      imageSize(new Uint8Array(await (await fetch(`${sandbox.url}${path}`)).arrayBuffer()));
    expect(await sizeAt(issueCoverPath(first, 200))).toMatchObject({ width: 200, height: 400 });
    expect(await sizeAt(issueCoverPath(second, 160))).toMatchObject({ width: 160, height: 160 });
    // The thumbnails, one per issue, each from its own cover.
    expect((await sizeAt(issueCoverPath(first))).height).toBe(240);
    expect((await sizeAt(issueCoverPath(second))).height).toBe(120);
  });

  test('the cover is optional (the labels mark the other four fields); a new date moves it', async () => {
    const fields = Object.fromEntries(
      Object.entries(
        toIssuePayload({
          ...newIssueForm('/api/press_magazines/3'),
          date: '2026-10-01',
          datetxt: 'Nr 40/2026',
          person: 'Jan Kowalski',
          description: 'Bez okładki',
        }),
      ).map(([key, value]) => [key, String(value)]),
    );
    const created = await multipart(admin, 'POST', '/api/press_magazine_numbers', fields);
    expect(created.status, created.text).toBe(201);
    const bare = issueSchema.parse(created.body);
    expect(bare.imgExt).toBeNull();
    expect(issueCoverPath(bare)).toBeNull();

    const cover = { name: 'okladka.jpg', bytes: drawPicture(240, 320, 3, 'jpg'), type: 'image/jpeg' };
    const covered = issueSchema.parse(
      (
        await multipart(
          admin,
          'POST',
          `/api/press_magazine_numbers/${bare.id}`,
          { ...fields, _method: 'PUT' },
          { file: cover },
        )
      ).body,
    );
    expect(issueCoverPath(covered)).toBe(`/media/press/3/120/2026-10-01_${bare.id}.jpg`);
    const original = await fetch(`${sandbox.url}/media/press/3/240/2026-10-01_${bare.id}.jpg`);
    expect(imageSize(new Uint8Array(await original.arrayBuffer()))).toMatchObject({
      width: 240,
      height: 320,
    });
    const small = await fetch(`${sandbox.url}${issueCoverPath(covered)}`);
    expect(imageSize(new Uint8Array(await small.arrayBuffer())).width).toBe(120);

    // Edited to another date without a new cover: the cover follows to the path the date names.
    const moved = issueSchema.parse(
      (
        await multipart(admin, 'POST', `/api/press_magazine_numbers/${bare.id}`, {
          ...fields,
          date: '2026-10-08',
          _method: 'PUT',
        })
      ).body,
    );
    expect(moved.imgExt).toBe('jpg');
    expect((await fetch(`${sandbox.url}${issueCoverPath(moved)}`)).status).toBe(200);
    expect((await fetch(`${sandbox.url}/media/press/3/240/2026-10-08_${bare.id}.jpg`)).status).toBe(200);
    expect((await fetch(`${sandbox.url}/media/press/3/120/2026-10-01_${bare.id}.jpg`)).status).toBe(404);

    // A seeded issue (its cover promised, not yet drawn) moves as well.
    const seeded = issueSchema.parse(members(await admin.get('/api/press_magazines/5/numbers'))[0]);
    const seededFields = {
      date: '2020-01-02',
      datetxt: String(seeded.datetxt),
      person: String(seeded.person),
      description: String(seeded.description),
      isPublished: '1',
      pressMagazine: '/api/press_magazines/5',
      _method: 'PUT',
    };
    const before = issueCoverPath(seeded);
    const after = issueSchema.parse(
      (await multipart(admin, 'POST', `/api/press_magazine_numbers/${seeded.id}`, seededFields)).body,
    );
    expect((await fetch(`${sandbox.url}${issueCoverPath(after)}`)).headers.get('content-type')).toBe(
      'image/jpeg',
    );
    expect((await fetch(`${sandbox.url}${before}`)).status).toBe(404);
  });

  test('the seeded covers are served at their thumbnail paths', async () => {
    const issue = issueSchema.parse(members(await admin.get('/api/press_magazines/1/numbers'))[0]);
    const response = await fetch(`${sandbox.url}${issueCoverPath(issue)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('producers, adverts, industries, players, dictionaries, probes, company directory', () => {
  test('producers: nameSlug equals the name, the picture embedded, soft delete', async () => {
    const created = await admin.post(
      '/api/producers',
      toProducerPayload({ ...newProducerForm(), name: 'Fairphone', mediaId: '1' }),
    );
    expect(created.status).toBe(201);
    expect(producerSchema.parse(created.body)).toMatchObject({
      nameSlug: 'Fairphone',
      mediaId: '1',
      media: { newPath: true },
    });
    const phoneEditor = await loggedIn(sandbox, 'telefony');
    expect((await phoneEditor.get('/api/producers?name=fair')).status).toBe(200);
    expect(
      (
        await phoneEditor.put(
          `/api/producers/${created.body.id}`,
          toProducerPayload({ name: 'X', mediaId: '0' }),
        )
      ).status,
    ).toBe(403);
    expect((await admin.delete(`/api/producers/${created.body.id}`)).status).toBe(204);
  });

  test('adverts: multipart create and edit (POST as coded), industries from a JSON list', async () => {
    const fields = {
      title: 'Kampania testowa',
      mediaType: 'internet',
      area: 'polska',
      advIndustries: JSON.stringify(['/api/adv_industries/1', '/api/adv_industries/2']),
      isPublish: '1',
      isPublished: '1',
      type: 'img',
      date: '2026-11-01T10:00',
    };
    const file = { name: 'reklama.png', bytes: drawPicture(400, 200, 4, 'png'), type: 'image/png' };
    const created = await multipart(admin, 'POST', '/api/advs', fields, { file });
    expect(created.status).toBe(201);
    const advert = advertSchema.parse(created.body);
    expect(advert).toMatchObject({
      advIndustries: ['/api/adv_industries/1', '/api/adv_industries/2'],
      imgName: 'reklama',
      imgExt: 'png',
    });
    expect((await fetch(`${sandbox.url}${advert.imgPath}/${advert.imgName}.${advert.imgExt}`)).status).toBe(
      200,
    );
    const edited = await multipart(admin, 'POST', `/api/advs/${advert.id}`, {
      ...fields,
      title: 'Kampania zmieniona',
      _method: 'PUT',
    });
    expect(edited.body).toMatchObject({ title: 'Kampania zmieniona', imgName: 'reklama' });
    const invalid = await multipart(admin, 'POST', '/api/advs', { title: '' });
    expect(invalid.status).toBe(422);
    expect((await admin.delete(`/api/advs/${advert.id}`)).status).toBe(204);
    expect((await admin.get(`/api/advs/${advert.id}`)).status).toBe(404);
  });

  test('industries: CRUD with the 1/0 flag; the select', async () => {
    const created = await admin.post(
      '/api/adv_industries',
      toAdvertisingIndustryPayload({
        ...newAdvertisingIndustryForm(),
        name: 'Gry wideo',
        ordering: 3,
        showInMainMenuOrdering: true,
      }),
    );
    expect(advertisingIndustrySchema.parse(created.body)).toMatchObject({
      slug: 'gry-wideo',
      showInMainMenuOrdering: true,
    });
    const options = members(await admin.get('/api/adv_industries/select'));
    expect(options.map((option) => option.label)).toContain('Gry wideo');
    expect((await admin.delete(`/api/adv_industries/${created.body.id}`)).status).toBe(204);
  });

  test('players: dates in order (cross-field rule), CRUD', async () => {
    const form = {
      ...newPlayerForm(new Date('2026-11-01T10:00:00Z')),
      title: 'Zwiastun',
      description: 'Opis',
      videoUrl: 'https://example.pl/v',
    };
    const created = await admin.post('/api/players', toPlayerPayload(form));
    expect(created.status).toBe(201);
    expect(playerSchema.parse(created.body).title).toBe('Zwiastun');
    const reversed = await admin.post(
      '/api/players',
      toPlayerPayload({ ...form, dateFrom: '2026-12-01T10:00', dateTo: '2026-11-01T10:00' }),
    );
    expect(reversed.body.violations).toEqual([
      { propertyPath: 'dateFrom', message: playerMessages.dateFromAfterDateTo, code: null },
      { propertyPath: 'dateTo', message: playerMessages.dateToBeforeDateFrom, code: null },
    ]);
    expect((await admin.delete(`/api/players/${created.body.id}`)).status).toBe(204);
    expect((await admin.get(`/api/players/${created.body.id}`)).status).toBe(404);
  });

  test('dictionaries: the server records where an entry came from; the form’s null never erases it', async () => {
    const category = members(await admin.get('/api/dictionarycategories/select'))[0];
    const form = {
      ...newDictionaryForm(),
      word: 'Oglądalność',
      dictionaryCategory: String(category?.value),
      isPublish: true,
    };
    const created = await admin.post('/api/dictionaries', toDictionaryPayload(form));
    expect(created.status).toBe(201);
    expect(created.body.ip).toBe('127.0.0.1');
    const edited = await admin.put(`/api/dictionaries/${created.body.id}`, {
      ...toDictionaryPayload(form),
      def: 'Nowa',
      ip: '6.6.6.6',
    });
    expect(edited.body).toMatchObject({ def: 'Nowa', ip: '127.0.0.1' });
    const patched = await admin.patch(`/api/dictionaries/${created.body.id}`, { ip: null, isPublish: false });
    expect(patched.body).toMatchObject({ isPublish: false, ip: '127.0.0.1' });
  });

  test('dictionaries and probes: slugs derived, categories select', async () => {
    const category = members(await admin.get('/api/dictionarycategories/select'))[0];
    const word = await admin.post(
      '/api/dictionaries',
      toDictionaryPayload({
        ...newDictionaryForm(),
        word: 'Zasięg netto',
        dictionaryCategory: String(category?.value),
        isPublish: true,
      }),
    );
    expect(word.status).toBe(201);
    expect(dictionarySchema.parse(word.body)).toMatchObject({
      slug: 'zasieg-netto',
      dictionaryCategory: category?.value,
    });
    const probe = await admin.post(
      '/api/probes',
      toProbePayload({
        ...newProbeForm(),
        title: 'Czy słuchasz podcastów?',
        answer1: 'Tak',
        answer2: 'Nie',
        isPublish: true,
        isActive: true,
      }),
    );
    expect(probeSchema.parse(probe.body)).toMatchObject({ slug: 'czy-sluchasz-podcastow', answer3: '' });
    const invalid = await admin.post(
      '/api/probes',
      toProbePayload({ ...newProbeForm(), title: 'Ankieta', answer1: 'T' }),
    );
    expect(invalid.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'answer1',
      'answer2',
    ]);
  });

  test('company directory: the full form and the short one both create; regions and subcategories', async () => {
    const region = members(await admin.get('/api/kf_regions'))[0];
    const sub = members(await admin.get('/api/kf_subcategories'))[0];
    const full = {
      ...newKfCompanyForm(),
      name: 'Studio Test',
      createYear: 2001,
      numberWorkers: 12,
      districtId: String(region?.id),
      city: 'Łódź',
      address: 'ul. Piotrkowska 1',
      phone: '426543210',
      email: 'biuro@studio.pl',
      subCategories: [String(sub?.['@id'])],
    };
    const created = await admin.post('/api/kf_companies', toKfCompanyPayload(full));
    expect(created.status).toBe(201);
    expect(kfCompanySchema.parse(created.body)).toMatchObject({
      slug: 'studio-test',
      districtId: String(region?.id),
    });
    const short = {
      ...newKfCompanyCreateForm(),
      name: 'Firma Krótka',
      numberWorkers: 3,
      city: 'Gdańsk',
      address: 'ul. Długa 2',
      phone: '581234567',
      email: 'kontakt@krotka.pl',
      subCategories: [String(sub?.['@id'])],
    };
    const createdShort = await admin.post('/api/kf_companies', toKfCompanyCreatePayload(short));
    expect(createdShort.status).toBe(201);
    expect(createdShort.body.createYear).toBeNull();
    const missing = await admin.post('/api/kf_companies', {
      ...toKfCompanyPayload(full),
      createYear: 'dawno',
    });
    expect(missing.body.violations).toEqual([
      { propertyPath: 'createYear', message: 'Wartość musi być liczbą!', code: null },
    ]);
    const newRegion = await admin.post('/api/kf_regions', { name: 'Zagranica' });
    expect(newRegion.status).toBe(201);
  });
});

describe('users', () => {
  test('create, unique usernames, password reset forces a change, no deleting oneself', async () => {
    const created = await admin.post(
      '/api/users',
      toUserPayload({
        ...newUserForm(),
        username: 'nowa.redaktorka',
        plainPassword: 'Pierwsze#Haslo1',
        roles: ['editor', 'editor'],
      }),
    );
    expect(created.status).toBe(201);
    expect(userSchema.parse(created.body)).toMatchObject({ username: 'nowa.redaktorka', roles: ['editor'] });
    expect(created.body.plainPassword).toBeUndefined();
    const duplicate = await admin.post('/api/users', toUserPayload({ ...newUserForm(), username: 'admin' }));
    expect(duplicate.body.violations).toEqual([
      { propertyPath: 'username', message: userMessages.usernameTaken, code: null },
    ]);
    const badRole = await admin.post('/api/users', { username: 'ktos', roles: ['ROLE_GOD'] });
    expect(badRole.status).toBe(422);

    const session = new Client(sandbox.url);
    expect((await session.login('nowa.redaktorka', 'Pierwsze#Haslo1')).body.forcePasswordChange).toBe(true);
    const reset = await admin.patch(`/api/users/${created.body.id}`, { plainPassword: 'Zresetowane#Haslo2' });
    expect(reset.status).toBe(200);
    expect((await session.post('/api/token/refresh')).status).toBe(401);
    expect((await new Client(sandbox.url).login('nowa.redaktorka', 'Zresetowane#Haslo2')).status).toBe(200);
    expect((await admin.patch(`/api/users/${created.body.id}`, { plainPassword: 'slabe' })).status).toBe(422);

    const me = members(await admin.get('/api/users?username=admin')).find(
      (user) => user.username === 'admin',
    );
    const self = await admin.delete(`/api/users/${me?.id}`);
    expect(self.status).toBe(403);
    expect((await admin.get('/api/articles')).status).toBe(200);
  });
});

describe('bans (D17), cache, Google credentials (D10)', () => {
  test('ban lists are stored normalised: trimmed, no empty lines or duplicates, order kept', async () => {
    for (const resource of ['black_lists', 'black_email_domains', 'black_words']) {
      const text = '  b \n\na\nb\r\n c ';
      const saved = await admin.put(`/api/${resource}/0`, { list: text });
      expect(saved.status).toBe(200);
      const read = banListSchema.parse((await admin.get(`/api/${resource}`)).body);
      expect(read.list).toBe(normalizeBanList(text));
      expect(read.list).toBe('b\na\nc');
    }
    expect((await admin.put('/api/black_lists/1', { list: 'x' })).status).toBe(404);
  });

  test('each cache clear is recorded with its time', async () => {
    const editor = await loggedIn(sandbox, 'redaktor');
    const start = Math.floor(Date.now() / 1000) * 1000;
    for (const target of CACHE_TARGETS) {
      const response = await editor.request('POST', target.path);
      expect(response.status, target.path).toBe(200);
      expect(response.body).toMatchObject({ target: target.key, cleared: true });
      expect(Date.parse(response.body.clearedAt)).toBeGreaterThanOrEqual(start);
    }
    const end = Date.now();
    const rows = sandbox.context.db
      .prepare('SELECT target, username, cleared_at AS at FROM cache_clears ORDER BY id')
      .all() as { target: string; username: string; at: string }[];
    expect(rows.map(({ target, username }) => ({ target, username }))).toEqual(
      CACHE_TARGETS.map((target) => ({ target: target.key, username: 'redaktor' })),
    );
    for (const row of rows) {
      expect(Date.parse(row.at)).toBeGreaterThanOrEqual(start);
      expect(Date.parse(row.at)).toBeLessThanOrEqual(end);
    }
  });

  test('Google credentials: a JSON object is stored; anything else answers an error field', async () => {
    const ok = await admin.post('/api/google/credentials', {
      credentials: { type: 'service_account', client_email: 'a@b.iam.gserviceaccount.com' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.error).toBeUndefined();
    expect(JSON.parse(getSetting(sandbox.context.db, 'google_credentials') ?? '{}').type).toBe(
      'service_account',
    );
    const bad = await admin.post('/api/google/credentials', { credentials: 'nie-json' });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(googleCredentialsMessages.invalid);
    const editor = await loggedIn(sandbox, 'superredaktor');
    expect((await editor.post('/api/google/credentials', { credentials: {} })).status).toBe(403);
  });
});
