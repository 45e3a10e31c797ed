import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src';
import {
  MEDIA_KINDS,
  newArticleForm,
  newAuthorForm,
  newPersonForm,
  newPlayerForm,
  newSiloForm,
  newSiloGroupForm,
  toArticlePayload,
  toAuthorPayload,
  toPersonPayload,
  toPlayerPayload,
  toSiloGroupPayload,
  toSiloPayload,
} from '../src/sdk';
import { DEMO_PASSWORD } from '../src/seed/users';
import { drawPicture } from '../src/uploads/images';
import { type Client, loggedIn, multipart, start } from './helpers';

// Every write endpoint with a body that passes. Bad variants of it must answer 4xx and change nothing;
// the body itself is accepted (last), so each refusal is the variant's doing.
interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  /** The route as registered (`{id}` for the item), and the record it is sent to. */
  route: string;
  path: string | (() => string);
  body: Record<string, unknown>;
  /** A string field whose value is read back as sent (for the quotes-and-SQL check), and where. */
  echo?: { field: string; read: (id: number) => string };
  /** Whether a 100 000-character value in every text field breaks a length rule. */
  limited: boolean;
  /** The SDK's schema reads an empty body as valid (every field optional): not bad input. */
  emptyIsValid?: boolean;
  /** The status the accepted body answers (default 201 for POST, 200 otherwise). */
  accepted?: number;
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

/**
 * POST /api/{resource}, PUT and PATCH /api/{resource}/{id}: the usual three writes of a resource. The
 * PATCH sends `patch` (one field or a few), merged into the record and validated as a whole.
 */
function writes(
  resource: string,
  id: number,
  body: Record<string, unknown>,
  options: {
    echo?: string;
    put?: Record<string, unknown>;
    patch?: Record<string, unknown>;
    patchLimited?: boolean;
  } = {},
): Endpoint[] {
  const collection = `/api/${resource}`;
  const endpoints: Endpoint[] = [
    {
      method: 'POST',
      route: collection,
      path: collection,
      body,
      limited: true,
      ...(options.echo
        ? { echo: { field: options.echo, read: (created: number) => `${collection}/${created}` } }
        : {}),
    },
    {
      method: 'PUT',
      route: `${collection}/{id}`,
      path: `${collection}/${id}`,
      body: options.put ?? body,
      limited: true,
    },
  ];
  if (options.patch) {
    endpoints.push({
      method: 'PATCH',
      route: `${collection}/{id}`,
      path: `${collection}/${id}`,
      body: options.patch,
      limited: options.patchLimited ?? false,
    });
  }
  return endpoints;
}

const one = (
  method: Endpoint['method'],
  path: string,
  body: Record<string, unknown>,
  rest: Partial<Endpoint> = {},
): Endpoint => ({ method, route: path.replace(/\/\d+$/, '/{id}'), path, body, limited: false, ...rest });

let sandbox: Sandbox;
let admin: Client;

/** The first photo of a kind (the seed interleaves them): where its endpoint's PATCH goes. */
const photoOf = (kind: string) => () => {
  const row = sandbox.context.db
    .prepare('SELECT id FROM media WHERE kind = ? ORDER BY id LIMIT 1')
    .get(kind) as {
    id: number;
  };
  return `/api/${MEDIA_KINDS[kind as keyof typeof MEDIA_KINDS].resource}/${row.id}`;
};

const ENDPOINTS: Endpoint[] = [
  ...writes('articles', 220, article(), {
    echo: 'title',
    patch: { isHot: true },
  }),
  ...writes('authors', 1, toAuthorPayload({ ...newAuthorForm(), name: 'Autor' }), {
    echo: 'name',
    patch: { name: 'Autor po zmianie' },
    patchLimited: true,
  }),
  ...writes(
    'groups',
    1,
    { name: 'Grupa', isPublish: true, priority: 1 },
    {
      echo: 'name',
      put: { name: 'Radio', isPublish: true, priority: 10 },
      patch: { priority: 11 },
    },
  ),
  ...writes(
    'categories',
    1,
    {
      name: 'Kategoria',
      isPublish: true,
      ordering: 1,
      showInMainMenuOrdering: 0,
      group: '/api/groups/1',
      parentId: '1',
    },
    { echo: 'name', patch: { ordering: 3 } },
  ),
  ...writes(
    'silos_groups',
    1,
    toSiloGroupPayload({ ...newSiloGroupForm(new Date()), name: 'Grupa silosów' }),
    {
      patch: { priority: 2 },
    },
  ),
  ...writes(
    'silos',
    1,
    toSiloPayload({
      ...newSiloForm(new Date()),
      name: 'Silos',
      description: 'Opis',
      introduction: 'Wstęp',
      content: 'Treść',
      mediaId: '1',
    }),
    { echo: 'name', patch: { ordering: 4 } },
  ),
  ...writes(
    'people',
    1,
    toPersonPayload({ ...newPersonForm(), name: 'Jan', surname: 'Nowak', isPublish: true }),
    {
      echo: 'surname',
      patch: { isPublish: false },
    },
  ),
  ...writes(
    'sites',
    1,
    { title: 'Strona', content: 'Treść strony', slug: '', priority: 1 },
    {
      echo: 'title',
      patch: { title: 'Strona po zmianie' },
      patchLimited: true,
    },
  ),
  ...writes('stats', 2, { from: '2026-01-01', to: '2026-01-31' }, { patch: { to: '2026-02-28' } }),
  ...writes(
    'subscribers',
    1,
    { email: 'czytelnik@example.pl', addByAdmin: true, activeP: true },
    {
      put: { email: 'inny.czytelnik@example.pl', addByAdmin: true, activeP: true },
      patch: { activeP: false },
    },
  ),
  ...writes(
    'dictionaries',
    1,
    { word: 'Hasło', def: 'Definicja', dictionaryCategory: '/api/dictionarycategories/1', isPublish: true },
    { echo: 'word', patch: { isPublish: false } },
  ),
  ...writes(
    'probes',
    1,
    { title: 'Ankieta', answer1: 'Tak', answer2: 'Nie', isPublish: true, isActive: true },
    {
      echo: 'title',
      patch: { isActive: false },
    },
  ),
  ...writes(
    'players',
    1,
    toPlayerPayload({
      ...newPlayerForm(new Date('2026-11-01T10:00:00Z')),
      title: 'Player',
      description: 'Opis',
      videoUrl: 'https://example.pl',
    }),
    { echo: 'title', patch: { enabled: false } },
  ),
  ...writes(
    'kf_companies',
    1,
    {
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
    { echo: 'name', patch: { moderationState: 0 } },
  ),
  one('POST', '/api/kf_regions', { name: 'Region' }, { limited: true }),
  ...writes(
    'companies',
    1,
    {
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
    {
      echo: 'name',
      put: {
        name: 'Firma po zmianie',
        person: 'Jan',
        city: 'Łódź',
        address: 'ul. A 1',
        phone: '1234567',
        email: 'a@b.pl',
        www: 'https://www.b.pl',
        descr: 'Opis',
        moderationState: 1,
      },
      patch: { moderationState: 0 },
    },
  ),
  one('PATCH', '/api/news/1', { isPublish: true }),
  ...writes(
    'press_magazines',
    1,
    {
      title: 'Magazyn',
      pressPublisher: '/api/press_publishers/1',
      magazineType: 'tygodnik',
      magazineArea: 'ogolnopolskie',
      region: '',
      isPublish: true,
    },
    { echo: 'title', patch: { isPublish: false } },
  ),
  one('PATCH', '/api/press_magazine_numbers/1', { isPublished: false }),
  // SDK-35: the records of the disabled areas whose resource the contract has.
  ...writes(
    'job_offers',
    1,
    { position: 'Redaktor', company: 'Wydawnictwo', absoluteUrl: 'https://praca.example.pl/1' },
    { echo: 'position', patch: { company: 'Inne wydawnictwo' } },
  ),
  ...writes(
    'press_publishers',
    1,
    { name: 'Wydawca' },
    { echo: 'name', patch: { name: 'Wydawca po zmianie' } },
  ),
  ...writes(
    'photo_reportages',
    1,
    { title: 'Fotorelacja', type: 'gallery', isPublish: true },
    { echo: 'title', patch: { isPublish: false } },
  ),
  ...writes(
    'producers',
    1,
    { name: 'Producent', nameSlug: 'Producent', mediaId: '0' },
    {
      echo: 'name',
      patch: { name: 'Producent po zmianie' },
      patchLimited: true,
    },
  ),
  ...writes(
    'adv_industries',
    1,
    { name: 'Branża', slug: '', showInMainMenuOrdering: 0, ordering: 1 },
    {
      echo: 'name',
      patch: { ordering: 2 },
    },
  ),
  ...writes(
    'users',
    2,
    { username: 'uzytkownik', roles: ['editor'], priority: 1 },
    {
      echo: 'username',
      put: { username: 'redaktor', roles: ['editor'], priority: 1 },
    },
  ),
  // PATCH of a user is the administrator's password reset (03 §7): an empty body is no reset.
  one('PATCH', '/api/users/3', { plainPassword: 'Nowe#Haslo2026' }, { emptyIsValid: false }),
  // A new password (the one in use is refused); the login below is another user's, whose stays.
  one('PATCH', '/api/users/change_password', { password: 'Zmienione!Haslo2026' }),
  one('POST', '/api/token/auth', { username: 'redaktor', password: DEMO_PASSWORD }, { accepted: 200 }),
  one('POST', '/api/newsletters', { html: '<p>x</p>', css: '' }),
  one(
    'POST',
    '/api/comments',
    { comment: 'Komentarz', nick: 'Czytelnik', ip: '10.0.0.1', article: '/api/articles/1' },
    {
      echo: { field: 'comment', read: (created) => `/api/comments/${created}` },
    },
  ),
  one(
    'POST',
    '/api/newsletters/alternative',
    { html: '<p>x</p>', exclusiveTitle: 'Tytuł' },
    { limited: true },
  ),
  one('PUT', '/api/newsletters/11', { closed: date16, generated: date16 }, { limited: true }),
  one('PUT', '/api/newsletter_partner_news/6', { closed: date16, generated: date16 }, { limited: true }),
  one('PUT', '/api/newsletters_images/1', { url: 'https://example.pl' }, { emptyIsValid: true }),
  ...['black_lists', 'black_email_domains', 'black_words'].map((list) =>
    one('PUT', `/api/${list}/0`, { list: '1.2.3.4' }, { route: `/api/${list}/0` }),
  ),
  ...Object.entries(MEDIA_KINDS).map(([kind, spec]) =>
    one('PATCH', `/api/${spec.resource}/1`, { title: 'Podpis' }, { path: photoOf(kind) }),
  ),
  one('POST', '/api/google/credentials', { credentials: { type: 'service_account' } }, { accepted: 200 }),
  one(
    'POST',
    '/api/filemenagerdata',
    { path: '', full: false, search: '', newPath: true },
    { accepted: 200 },
  ),
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

/**
 * Rows inserted, updated or deleted since the database was opened (SQLite's total_changes(), counted
 * even for a statement whose transaction is rolled back). A bad request must not write a single row.
 */
function changes(sandbox: Sandbox): number {
  return (sandbox.context.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
}

function mapStrings(body: Record<string, unknown>, to: (value: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? to(value) : value]),
  );
}

beforeAll(async () => {
  sandbox = await start();
  admin = await loggedIn(sandbox, 'admin');
});
afterAll(() => sandbox.close());

async function expectUnchanged(run: () => Promise<void>) {
  const before = changes(sandbox);
  await run();
  expect(changes(sandbox), 'rows written by bad requests').toBe(before);
  expect((await admin.get('/api/articles?sponsored=0')).status).toBe(200);
}

const target = (endpoint: Endpoint) => (typeof endpoint.path === 'string' ? endpoint.path : endpoint.path());

describe.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))(
  '%s',
  (_label, endpoint) => {
    const send = (body: unknown, options: { contentType?: string; raw?: string } = {}) =>
      options.raw !== undefined
        ? admin.request(endpoint.method, target(endpoint), {
            raw: options.raw,
            contentType:
              options.contentType ??
              (endpoint.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json'),
          })
        : admin.request(endpoint.method, target(endpoint), { json: body, contentType: options.contentType });

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
        if ((endpoint.method !== 'PATCH' || endpoint.emptyIsValid === false) && !endpoint.emptyIsValid) {
          variants.push(['no fields', {}]);
        }
        if (Object.values(endpoint.body).some((value) => typeof value === 'number'))
          variants.push([
            'numbers beyond the 32-bit integer columns',
            Object.fromEntries(
              Object.entries(endpoint.body).map(([key, value]) => [
                key,
                typeof value === 'number' ? 1e20 : value,
              ]),
            ),
          ]);
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

    test('the body the variants came from is accepted', async () => {
      const response = await send(endpoint.body);
      const expected = endpoint.accepted ?? (endpoint.method === 'POST' ? 201 : 200);
      expect(response.status, response.text.slice(0, 300)).toBe(expected);
    });
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
        // Bodies that are not multipart inside: no boundary, a part cut short, a poisoned field name.
        const broken: [string, string][] = [
          ['multipart/form-data', 'title=x'],
          [
            'multipart/form-data; boundary=x',
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
          ],
          [
            'multipart/form-data; boundary=x',
            '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--x--\r\n',
          ],
        ];
        for (const [contentType, raw] of broken) {
          const response = await admin.request('POST', endpoint.path, { raw, contentType });
          expect(response.status, `${contentType} ${raw.slice(0, 40)}`).toBe(400);
        }
        if (endpoint.path.match(/\/\d+$/)) {
          const override = await multipart(admin, 'POST', endpoint.path, {
            ...endpoint.fields,
            _method: 'DELETE',
          });
          expect(override.status).toBe(400);
        }
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

/** Writes without a body to validate: their bodies are ignored (01 §7 'no meaningful body'). */
const WITHOUT_BODY = [
  'POST /api/token/refresh',
  'POST /api/token/invalidate',
  'POST /cache/articles/delete_cache',
  'POST /cache/cache/sg',
  'POST /cache/cache/industries',
  'POST /cache/cache/menu',
];

test('every write route of the API is in this file', () => {
  const covered = new Set([
    ...ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`),
    ...MULTIPART.map((endpoint) => `POST ${endpoint.path.replace(/\/\d+$/, '/{id}')}`),
    ...WITHOUT_BODY,
  ]);
  const writes = sandbox.context.routes
    .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
    .map((route) => `${route.method} ${route.url.replace(/:id$/, '{id}')}`);
  expect(writes.length).toBeGreaterThan(90);
  expect(writes.filter((route) => !covered.has(route))).toEqual([]);
});

test('the clears take no meaningful body: any body is ignored, one over 10 MB is a 413', async () => {
  const count = () =>
    (sandbox.context.db.prepare('SELECT COUNT(*) AS n FROM cache_clears').get() as { n: number }).n;
  const before = count();
  for (const path of WITHOUT_BODY.filter((route) => route.includes('/cache/')).map((route) =>
    route.slice(5),
  )) {
    for (const [raw, contentType] of [
      ['', undefined],
      ['{"x": 1}', 'application/json'],
      ['cokolwiek', 'text/plain'],
      ['a=1', 'application/x-www-form-urlencoded'],
    ] as const) {
      const response = await admin.request('POST', path, { raw, contentType });
      expect(response.status, `${path} ${contentType}`).toBe(200);
    }
    const huge = await admin.request('POST', path, {
      raw: 'x'.repeat(10 * 1024 * 1024 + 1),
      contentType: 'text/plain',
    });
    expect(huge.status).toBe(413);
  }
  expect(count()).toBe(before + 16);
});

test('SQL in ids, numbers, references, filters and paging: 4xx where invalid, ignored filters, nothing changes', async () => {
  await expectUnchanged(async () => {
    const sql = "1' OR '1'='1";
    // Ids in the path name no record: 404.
    for (const path of ['/api/articles/', '/api/groups/', '/api/press_magazines/', '/api/logs/']) {
      expect((await admin.get(`${path}${encodeURIComponent(sql)}`)).status, path).toBe(404);
      expect((await admin.get(`${path}1%20OR%201=1`)).status, path).toBe(404);
    }
    expect((await admin.delete(`/api/comments/${encodeURIComponent(sql)}`)).status).toBe(404);
    expect((await admin.put(`/api/groups/${encodeURIComponent(sql)}`, {})).status).toBe(404);
    expect((await admin.get(`/api/press_magazines/${encodeURIComponent(sql)}/numbers`)).status).toBe(404);
    // Paging: 400, on every paged list.
    for (const path of [
      '/api/articles',
      '/api/subscribers',
      '/api/authors/stats',
      '/api/press_magazines/1/numbers',
    ]) {
      expect((await admin.get(`${path}?page=${encodeURIComponent(sql)}`)).status, path).toBe(400);
      expect((await admin.get(`${path}?page=1;DROP%20TABLE%20articles`)).status, path).toBe(400);
    }
    // Numbers, booleans, dates and references in bodies: 422 (or 400 for an IRI naming nothing).
    const refused: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/groups', { name: 'Grupa', isPublish: true, priority: sql }],
      ['PATCH', '/api/categories/1', { ordering: sql }],
      ['POST', '/api/users', { username: 'ktos.inny', roles: ['editor'], priority: sql }],
      ['POST', '/api/users', { username: 'ktos.inny', roles: [sql] }],
      ['PATCH', '/api/articles/220', { isHot: sql }],
      ['PATCH', '/api/articles/220', { mediaId: sql }],
      ['POST', '/api/stats', { from: sql, to: '2026-01-31' }],
      ['PUT', '/api/newsletters/11', { closed: sql, generated: sql }],
      ['POST', '/api/kf_companies', { name: 'Firma', createYear: sql, numberWorkers: 5 }],
      ['POST', '/api/dictionaries', { word: 'Hasło', dictionaryCategory: sql, isPublish: true }],
      ['POST', '/api/categories', { name: 'Kat', isPublish: true, ordering: 1, group: `/api/groups/${sql}` }],
      ['POST', '/api/articles', { ...article(), categories: [`/api/categories/${sql}`] }],
      ['PATCH', '/api/press_magazine_numbers/1', { isPublished: sql }],
    ];
    for (const [method, path, body] of refused) {
      const response = await admin.request(method, path, { json: body });
      expect([400, 422], `${method} ${path} ${JSON.stringify(body)} → ${response.status}`).toContain(
        response.status,
      );
    }
    // Filters: a search text is text (no match); a value a filter cannot read is ignored, as API
    // Platform's Boolean, Date and exact filters ignore it (SB-20).
    const total = async (path: string) => (await admin.get(path)).body['hydra:totalItems'] as number;
    expect(await total(`/api/articles?title=${encodeURIComponent(sql)}`)).toBe(0);
    expect(await total(`/api/comments?comment=${encodeURIComponent(sql)}`)).toBe(0);
    expect(await total(`/api/authors/stats?name=${encodeURIComponent(sql)}`)).toBe(0);
    expect(await total(`/api/articles?sponsored=${encodeURIComponent(sql)}`)).toBe(
      await total('/api/articles'),
    );
    expect(await total(`/api/logs?loggedAt%5Bbefore%5D=${encodeURIComponent(sql)}`)).toBe(
      await total('/api/logs'),
    );
    expect(await total(`/api/kf_subcategories?category=${encodeURIComponent(sql)}`)).toBe(
      await total('/api/kf_subcategories'),
    );
    const tree = await admin.post('/api/filemenagerdata', {
      path: sql,
      full: true,
      search: '',
      newPath: true,
    });
    expect(tree.body).toEqual([]);
    const searched = await admin.post('/api/filemenagerdata', {
      path: '',
      full: false,
      search: `${sql}\\`,
      newPath: true,
    });
    expect(searched.body).toEqual([]);
    expect((await admin.get(`/api/articles/preview?slug=${encodeURIComponent(sql)}`)).status).toBe(404);
    expect((await admin.get(`/api/report?id=${encodeURIComponent(sql)}`)).status).toBe(404);
    const login = await admin.post(
      '/api/token/auth',
      { username: "admin' --", password: sql },
      { token: null },
    );
    expect(login.status).toBe(401);
  });
});

test('odd addresses and queries are answered without a server error', async () => {
  const subscribers = (await admin.get('/api/subscribers')).body['hydra:totalItems'];
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
  expect((await admin.get('/api/subscribers')).body['hydra:totalItems']).toBe(subscribers);
});

test('a flood of bad requests leaves the server serving', async () => {
  const requests = Array.from({ length: 50 }, (_, index) =>
    admin.request('POST', '/api/articles', { raw: `{"broken": ${index}`, contentType: 'application/json' }),
  );
  const statuses = (await Promise.all(requests)).map((response) => response.status);
  expect(new Set(statuses)).toEqual(new Set([400]));
  expect((await admin.get('/api/articles/220')).status).toBe(200);
});
