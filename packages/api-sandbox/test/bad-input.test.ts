import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src';
import { ALL_RESOURCES } from '../src/areas';
import { quote } from '../src/db/resource';
import {
  newArticleForm,
  newAuthorForm,
  newPlayerForm,
  newSiloForm,
  newSiloGroupForm,
  toArticlePayload,
  toAuthorPayload,
  toPlayerPayload,
  toSiloGroupPayload,
  toSiloPayload,
} from '../src/sdk';
import { drawPicture } from '../src/uploads/images';
import { type Client, loggedIn, multipart, start } from './helpers';

// Every write endpoint with a body that passes. Bad variants of it must answer 4xx and change nothing.
interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
  /** A string field whose value is read back as sent (for the quotes-and-SQL check), and where. */
  echo?: { field: string; read: (id: number) => string };
  /** Whether a 100 000-character value in every text field breaks a length rule. */
  limited: boolean;
  /** The SDK's schema reads an empty body as valid (every field optional): not bad input. */
  emptyIsValid?: boolean;
}

const date16 = '2026-11-20T10:00';
const article = () =>
  toArticlePayload({
    ...newArticleForm(new Date('2026-11-20T10:00:00Z')),
    title: 'Tytuł',
    title2: 'Tytuł meta',
    introduction: 'Wstęp',
    content: '<p>Treść dłuższa niż trzydzieści dwa znaki.</p>',
    mediaId: '1',
    mediaTopId: '2',
    authorID: '1',
    categories: ['/api/categories/1'],
  });

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/articles',
    body: article(),
    echo: { field: 'title', read: (id) => `/api/articles/${id}` },
    limited: true,
  },
  { method: 'PUT', path: '/api/articles/220', body: article(), limited: true },
  { method: 'PATCH', path: '/api/articles/220', body: { isHot: true }, limited: false },
  {
    method: 'POST',
    path: '/api/authors',
    body: toAuthorPayload({ ...newAuthorForm(), name: 'Autor' }),
    echo: { field: 'name', read: (id) => `/api/authors/${id}` },
    limited: true,
  },
  {
    method: 'PUT',
    path: '/api/authors/1',
    body: toAuthorPayload({ ...newAuthorForm(), name: 'Autor' }),
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/groups',
    body: { name: 'Grupa', isPublish: true, priority: 1 },
    echo: { field: 'name', read: (id) => `/api/groups/${id}` },
    limited: true,
  },
  {
    method: 'PUT',
    path: '/api/groups/1',
    body: { name: 'Radio', isPublish: true, priority: 10 },
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/categories',
    body: {
      name: 'Kategoria',
      isPublish: true,
      ordering: 1,
      showInMainMenuOrdering: 0,
      group: null,
      parentId: '0',
    },
    echo: { field: 'name', read: (id) => `/api/categories/${id}` },
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/silos_groups',
    body: toSiloGroupPayload({ ...newSiloGroupForm(new Date()), name: 'Grupa silosów' }),
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/silos',
    body: toSiloPayload({
      ...newSiloForm(new Date()),
      name: 'Silos',
      description: 'Opis',
      introduction: 'Wstęp',
      content: 'Treść',
      mediaId: '1',
    }),
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/people',
    body: { name: 'Jan', surname: 'Nowak', isPublish: true },
    echo: { field: 'surname', read: (id) => `/api/people/${id}` },
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/sites',
    body: { title: 'Strona', content: 'Treść strony', priority: 1 },
    echo: { field: 'title', read: (id) => `/api/sites/${id}` },
    limited: true,
  },
  { method: 'POST', path: '/api/stats', body: { from: '2026-01-01', to: '2026-01-31' }, limited: true },
  {
    method: 'POST',
    path: '/api/subscribers',
    body: { email: 'czytelnik@example.pl', addByAdmin: true, activeP: true },
    limited: true,
  },
  { method: 'PATCH', path: '/api/subscribers/1', body: { activeP: false }, limited: false },
  {
    method: 'POST',
    path: '/api/dictionaries',
    body: {
      word: 'Hasło',
      def: 'Definicja',
      dictionaryCategory: '/api/dictionarycategories/1',
      isPublish: true,
    },
    echo: { field: 'word', read: (id) => `/api/dictionaries/${id}` },
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/probes',
    body: { title: 'Ankieta', answer1: 'Tak', answer2: 'Nie', isPublish: true, isActive: true },
    echo: { field: 'title', read: (id) => `/api/probes/${id}` },
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/players',
    body: toPlayerPayload({
      ...newPlayerForm(new Date('2026-11-01T10:00:00Z')),
      title: 'Player',
      description: 'Opis',
      videoUrl: 'https://example.pl',
    }),
    echo: { field: 'title', read: (id) => `/api/players/${id}` },
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/kf_companies',
    body: {
      name: 'Firma',
      createYear: 2000,
      numberWorkers: 5,
      districtId: '1',
      city: 'Łódź',
      address: 'ul. A 1',
      phone: '123456789',
      email: 'firma@example.pl',
      subCategories: ['/api/kf_subcategories/1'],
      moderationState: 1,
    },
    limited: true,
  },
  { method: 'POST', path: '/api/kf_regions', body: { name: 'Region' }, limited: true },
  {
    method: 'POST',
    path: '/api/companies',
    body: {
      name: 'Firma',
      person: 'Jan',
      city: 'Łódź',
      address: 'ul. A 1',
      phone: '1234567',
      email: 'a@b.pl',
      www: 'https://www.b.pl',
      descr: 'Opis',
      moderationState: 1,
      password: 'Tajne#Haslo1',
    },
    limited: true,
  },
  { method: 'PATCH', path: '/api/companies/1', body: { moderationState: 0 }, limited: false },
  { method: 'PATCH', path: '/api/news/1', body: { isPublish: true }, limited: false },
  {
    method: 'POST',
    path: '/api/press_magazines',
    body: {
      title: 'Magazyn',
      pressPublisher: '/api/press_publishers/1',
      magazineType: 'tygodnik',
      magazineArea: 'ogolnopolskie',
      region: [],
      isPublish: true,
    },
    limited: true,
  },
  { method: 'PATCH', path: '/api/press_magazines/1', body: { isPublish: false }, limited: false },
  { method: 'PATCH', path: '/api/press_magazine_numbers/1', body: { isPublished: false }, limited: false },
  {
    method: 'POST',
    path: '/api/adv_industries',
    body: { name: 'Branża', slug: '', showInMainMenuOrdering: 0, ordering: 1 },
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/users',
    body: { username: 'uzytkownik', roles: ['editor'], priority: 1 },
    limited: true,
  },
  { method: 'PATCH', path: '/api/users/2', body: { plainPassword: 'Nowe#Haslo2026' }, limited: false },
  { method: 'POST', path: '/api/newsletters', body: { html: '<p>x</p>', css: '' }, limited: false },
  {
    method: 'POST',
    path: '/api/newsletters/alternative',
    body: { html: '<p>x</p>', exclusiveTitle: 'Tytuł' },
    limited: true,
  },
  { method: 'PUT', path: '/api/newsletters/11', body: { closed: date16, generated: date16 }, limited: true },
  {
    method: 'PUT',
    path: '/api/newsletter_partner_news/6',
    body: { closed: date16, generated: date16 },
    limited: true,
  },
  {
    method: 'PUT',
    path: '/api/newsletters_images/1',
    body: { url: 'https://example.pl' },
    limited: false,
    emptyIsValid: true,
  },
  {
    method: 'PUT',
    path: '/api/black_lists/0',
    body: { list: '1.2.3.4' },
    limited: false,
    emptyIsValid: true,
  },
  { method: 'PATCH', path: '/api/media/1', body: { title: 'Podpis' }, limited: false },
  {
    method: 'POST',
    path: '/api/google/credentials',
    body: { credentials: { type: 'service_account' } },
    limited: false,
  },
  {
    method: 'POST',
    path: '/api/filemenagerdata',
    body: { path: '', full: false, search: '', newPath: true },
    limited: false,
  },
];

const MULTIPART: { path: string; fields: Record<string, string>; file?: string }[] = [
  { path: '/api/media', fields: { title: 'x' }, file: 'file' },
  { path: '/api/media_tops', fields: { title: 'x' }, file: 'file' },
  { path: '/api/media_top200s', fields: { title: 'x' }, file: 'file' },
  { path: '/api/media_onlywms', fields: { title: 'x' }, file: 'file' },
  { path: '/api/media_google_discoveries', fields: { title: 'x' }, file: 'file' },
  { path: '/api/media_article_banners', fields: { title: 'x' }, file: 'file' },
  { path: '/api/article_images', fields: {}, file: 'file' },
  { path: '/api/newsletters_images', fields: { url: '' }, file: 'file' },
  { path: '/api/newsletter_partner_news', fields: { start: '2099-01-01' } },
  { path: '/api/newsletter_partner_news/6', fields: { start: '2099-01-01', _method: 'PUT' } },
  {
    path: '/api/press_magazine_numbers',
    fields: {
      date: '2026-01-01',
      datetxt: 'Nr 1',
      person: 'X',
      description: 'Y',
      isPublished: '1',
      pressMagazine: '/api/press_magazines/1',
    },
  },
  {
    path: '/api/press_magazine_numbers/1',
    fields: {
      date: '2026-01-01',
      datetxt: 'Nr 1',
      person: 'X',
      description: 'Y',
      isPublished: '1',
      pressMagazine: '/api/press_magazines/1',
      _method: 'PUT',
    },
  },
  {
    path: '/api/advs',
    fields: {
      title: 'Reklama',
      mediaType: 'internet',
      area: 'polska',
      advIndustries: '["/api/adv_industries/1"]',
    },
  },
  {
    path: '/api/advs/1',
    fields: {
      title: 'Reklama',
      mediaType: 'internet',
      area: 'polska',
      advIndustries: '["/api/adv_industries/1"]',
      _method: 'PUT',
    },
  },
];

/** A fingerprint of every row of every table of the API (login history and tokens aside). */
function snapshot(sandbox: Sandbox): string {
  const hash = createHash('sha256');
  for (const resource of ALL_RESOURCES) {
    if (resource.name === 'logs') continue;
    const rows = sandbox.context.db.prepare(`SELECT * FROM ${quote(resource.table)} ORDER BY id`).all();
    hash.update(resource.table).update(JSON.stringify(rows));
  }
  hash.update(
    JSON.stringify(
      sandbox.context.db.prepare("SELECT * FROM settings WHERE key <> 'jwt_secret' ORDER BY key").all(),
    ),
  );
  return hash.digest('hex');
}

function mapStrings(body: Record<string, unknown>, to: (value: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? to(value) : value]),
  );
}

let sandbox: Sandbox;
let admin: Client;
beforeAll(async () => {
  sandbox = await start();
  admin = await loggedIn(sandbox, 'admin');
});
afterAll(() => sandbox.close());

async function expectUnchanged(run: () => Promise<void>) {
  const before = snapshot(sandbox);
  await run();
  expect(snapshot(sandbox)).toBe(before);
  expect((await admin.get('/api/articles?sponsored=0')).status).toBe(200);
}

describe.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (_label, endpoint) => {
    const send = (body: unknown, options: { contentType?: string; raw?: string } = {}) =>
      options.raw !== undefined
        ? admin.request(endpoint.method, endpoint.path, {
            raw: options.raw,
            contentType:
              options.contentType ??
              (endpoint.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json'),
          })
        : admin.request(endpoint.method, endpoint.path, { json: body, contentType: options.contentType });

    test('missing fields, wrong types and over-long text are 4xx and change nothing', async () => {
      await expectUnchanged(async () => {
        const wrongTypes = Object.fromEntries(
          Object.entries(endpoint.body).map(([key, value]) => [
            key,
            value !== null && typeof value === 'object' && !Array.isArray(value)
              ? 12_345
              : { nested: [1, 2] },
          ]),
        );
        const variants: [string, unknown][] = [
          ['wrong types', wrongTypes],
          ['an array', [endpoint.body]],
          ['a string', 'tekst'],
          ['null', null],
        ];
        if ((endpoint.method !== 'PATCH' || endpoint.path.includes('users')) && !endpoint.emptyIsValid) {
          variants.push(['no fields', {}]);
        }
        if (endpoint.limited)
          variants.push(['over-long text', mapStrings(endpoint.body, () => 'ż'.repeat(100_000))]);
        for (const [name, body] of variants) {
          const response = await send(body);
          expect(response.status, `${name}: ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(response.status, name).toBeLessThan(500);
        }
      });
    });

    test('invalid JSON is a 400, a wrong content type a 415, a body over 10 MB a 413', async () => {
      await expectUnchanged(async () => {
        expect((await send(undefined, { raw: '{"title": "x",' })).status).toBe(400);
        expect((await send(undefined, { raw: '{"__proto__": {"admin": true}}' })).status).toBe(400);
        expect(
          (await send(undefined, { raw: 'title=x', contentType: 'application/x-www-form-urlencoded' }))
            .status,
        ).toBe(415);
        expect((await send(undefined, { raw: '<xml/>', contentType: 'application/xml' })).status).toBe(415);
        expect(
          (await send(undefined, { raw: JSON.stringify(endpoint.body), contentType: 'text/plain' })).status,
        ).toBe(415);
        const huge = JSON.stringify({ ...endpoint.body, padding: 'x'.repeat(10 * 1024 * 1024 + 1) });
        expect(
          (
            await send(undefined, {
              raw: huge,
              contentType: endpoint.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
            })
          ).status,
        ).toBe(413);
      });
    });

    if (endpoint.echo) {
      const echo = endpoint.echo;
      test('quotes, backslashes and SQL are text: stored and read back as sent', async () => {
        const hostile = `Robert'); DROP TABLE articles;-- "cytat" \\ 50% _x_ <b>`;
        const response = await send({ ...endpoint.body, [echo.field]: hostile });
        expect(response.status, response.text.slice(0, 200)).toBe(201);
        expect((await admin.get(echo.read(response.body.id))).body[echo.field]).toBe(hostile);
        expect((await admin.get('/api/articles?sponsored=0')).body['hydra:totalItems']).toBeGreaterThan(100);
      });
    }
  },
);

describe.each(MULTIPART.map((endpoint) => [endpoint.path, endpoint] as const))(
  'multipart %s',
  (_label, endpoint) => {
    test('no fields, a JSON body, a file that is not an image, a file over 10 MB: 4xx, nothing changes', async () => {
      await expectUnchanged(async () => {
        const empty = await multipart(admin, 'POST', endpoint.path, {});
        expect(empty.status, empty.text.slice(0, 200)).toBe(422);
        expect((await admin.post(endpoint.path, endpoint.fields)).status).toBe(415);
        const fileField =
          endpoint.file ??
          (endpoint.path.includes('press_magazine') || endpoint.path.includes('advs')
            ? 'file'
            : 'firstImgFile');
        const notImage = await multipart(admin, 'POST', endpoint.path, endpoint.fields, {
          [fileField]: {
            name: 'obraz.jpg',
            bytes: new TextEncoder().encode('%PDF-1.4 nie obraz'),
            type: 'image/jpeg',
          },
        });
        expect(notImage.status, notImage.text.slice(0, 200)).toBe(422);
        const big = await multipart(admin, 'POST', endpoint.path, endpoint.fields, {
          [fileField]: { name: 'duzy.jpg', bytes: new Uint8Array(10 * 1024 * 1024 + 1), type: 'image/jpeg' },
        });
        expect(big.status).toBe(413);
      });
    });

    test('a valid image still goes through afterwards', async () => {
      const fileField =
        endpoint.file ??
        (endpoint.path.includes('press_magazine') || endpoint.path.includes('advs')
          ? 'file'
          : 'firstImgFile');
      const size: Record<string, [number, number]> = {
        '/api/media_tops': [655, 300],
        '/api/media_top200s': [655, 200],
        '/api/media_onlywms': [314, 110],
        '/api/media_google_discoveries': [1200, 800],
        '/api/media_article_banners': [200, 200],
        '/api/newsletter_partner_news': [460, 200],
        '/api/newsletter_partner_news/6': [460, 200],
      };
      const [width, height] = size[endpoint.path] ?? [300, 200];
      const response = await multipart(admin, 'POST', endpoint.path, endpoint.fields, {
        [fileField]: {
          name: 'dobry.jpg',
          bytes: drawPicture(width, height, 1, 'jpg'),
          type: 'image/jpeg',
        },
      });
      expect(response.status, response.text.slice(0, 300)).toBeLessThan(300);
    });
  },
);

test('odd addresses and queries are answered without a server error', async () => {
  const paths = [
    '/api/articles?page=1e300',
    '/api/articles?page=99999999999',
    '/api/articles?page[]=2',
    '/api/articles?title[]=a&title[x]=b',
    '/api/articles?sponsored=maybe&isPublish=2',
    '/api/articles/99999999999999999999999',
    '/api/articles/-1',
    '/api/articles/1.5',
    '/api/articles/%E0%A4%A',
    '/api/articles/%00',
    `/api/articles?title=${'x'.repeat(20_000)}`,
    '/api/logs?loggedAt%5Bbefore%5D=9999-99-99',
    '/api/subscribers?date%5Bafter%5D=%27%3B%20DROP%20TABLE%20subscribers%3B--',
    '/api/authors/stats?after=jutro&before=wczoraj&page=2',
    '/api/press_magazines/abc/numbers',
    '/api/newsletters_images/select?x=%ZZ',
    '/media/%E0%A4%A',
    '/nsl/..%2f..%2fetc%2fpasswd',
    `/api/${'a/'.repeat(500)}`,
  ];
  for (const path of paths) {
    const response = await admin.get(path);
    expect(response.status, path).toBeLessThan(500);
  }
  expect((await admin.get('/api/subscribers')).body['hydra:totalItems']).toBe(500);
});

test('a flood of bad requests leaves the server serving', async () => {
  const requests = Array.from({ length: 50 }, (_, index) =>
    admin.request('POST', '/api/articles', { raw: `{"broken": ${index}`, contentType: 'application/json' }),
  );
  const statuses = (await Promise.all(requests)).map((response) => response.status);
  expect(new Set(statuses)).toEqual(new Set([400]));
  expect((await admin.get('/api/articles/220')).status).toBe(200);
});
