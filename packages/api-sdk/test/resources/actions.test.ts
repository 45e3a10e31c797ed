/**
 * The resource actions that are more than one JSON call: multipart uploads and `_method=PUT` edits,
 * statistics fetched together, the pre-emptive refresh before records, `last`, Google credentials, RSS,
 * multi-delete.
 */
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/client';
import { HttpError } from '../../src/http/errors/HttpError';
import { NotFoundError } from '../../src/http/errors/NotFoundError';
import {
  BASE_URL,
  deferred,
  fakeFetch,
  json,
  jwt401,
  loginAnswer,
  makeToken,
  noContent,
  refreshAnswer,
} from '../http/support';
import { collection, formValues, loggedIn } from './support';

const jpeg = () => new File(['jpeg-bytes'], 'okładka nowa.jpg', { type: 'image/jpeg' });

describe('uploads', () => {
  it.each([
    ['main', '/api/media', 'Media'],
    ['top', '/api/media_tops', 'MediaTop'],
    ['top200', '/api/media_top200s', 'MediaTop200'],
    ['onlyOnSite', '/api/media_onlywms', 'MediaOnlywm'],
    ['googleDiscovery', '/api/media_google_discoveries', 'MediaGoogleDiscovery'],
    ['articleBanner', '/api/media_article_banners', 'MediaArticleBanner'],
  ] as const)('media.upload(%s) posts file and title to %s (D4)', async (kind, path, type) => {
    const { client, calls } = await loggedIn(() =>
      json({ '@type': type, id: 31, fileName: 'okladka.jpg' }, { status: 201 }),
    );
    const result = await client.media.upload(kind, jpeg(), { title: 'Okładka' });
    const [request] = calls();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(path);
    expect(request?.headers.get('Content-Type')).toBeNull(); // fetch sets multipart with its boundary
    expect(await formValues(request?.form ?? null)).toEqual({
      file: { name: 'okładka nowa.jpg', type: 'image/jpeg', text: 'jpeg-bytes' },
      title: 'Okładka',
    });
    expect(result).toMatchObject({ '@type': type, id: 31, fileName: 'okladka.jpg' });
  });

  it('articles.uploadImage posts the file to /api/article_images and reads filePath', async () => {
    const { client, calls } = await loggedIn(() => json({ filePath: '/media/article/2024/x.jpg' }));
    const result = await client.articles.uploadImage({
      data: new Uint8Array([1, 2, 3]),
      name: 'x.jpg',
      type: 'image/jpeg',
    });
    const [request] = calls();
    expect(request?.path).toBe('/api/article_images');
    expect(await formValues(request?.form ?? null)).toEqual({
      file: { name: 'x.jpg', type: 'image/jpeg', text: '\u0001\u0002\u0003' },
    });
    expect(result).toEqual({ filePath: '/media/article/2024/x.jpg' });
  });

  it('newsletters.uploadImage posts file and url, with hyphens for spaces in the name', async () => {
    const { client, calls } = await loggedIn(() => json({ id: 4, fileName: 'moj-baner.png' }));
    const result = await client.newsletters.uploadImage(
      new File(['png'], 'moj baner.png', { type: 'image/png' }),
      {
        url: 'https://example.pl',
      },
    );
    const [request] = calls();
    expect(request?.path).toBe('/api/newsletters_images');
    expect(await formValues(request?.form ?? null)).toEqual({
      file: { name: 'moj-baner.png', type: 'image/png', text: 'png' },
      url: 'https://example.pl',
    });
    expect(result).toMatchObject({ fileName: 'moj-baner.png' });
  });

  const box = {
    start: '2024-05-06',
    firstUrl: 'https://a.pl',
    firstTitle: 'Pierwszy',
    secondTitle: null,
  };

  it('partnerNews.create posts the fields and the chosen images as multipart', async () => {
    const { client, calls } = await loggedIn(() => json({ id: 12, start: '2024-05-06' }, { status: 201 }));
    await client.partnerNews.create(box as never, { firstImgFile: jpeg() });
    const [request] = calls();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/newsletter_partner_news');
    expect(await formValues(request?.form ?? null)).toEqual({
      start: '2024-05-06',
      firstUrl: 'https://a.pl',
      firstTitle: 'Pierwszy',
      secondTitle: '',
      firstImgFile: { name: 'okładka nowa.jpg', type: 'image/jpeg', text: 'jpeg-bytes' },
    });
  });

  it('partnerNews.update is a multipart POST to /{id} with _method=PUT', async () => {
    const { client, calls } = await loggedIn(() => json({ id: 12 }));
    await client.partnerNews.update(12, box as never, { logoImgFile: jpeg() });
    const [request] = calls();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/newsletter_partner_news/12');
    expect(await formValues(request?.form ?? null)).toMatchObject({
      _method: 'PUT',
      firstTitle: 'Pierwszy',
      logoImgFile: { name: 'okładka nowa.jpg' },
    });
  });

  const issue = {
    date: '2024-05-01',
    datetxt: 'Maj 2024',
    person: 'Jan',
    description: 'Opis',
    isPublished: 1,
    pressMagazine: '/api/press_magazines/2',
  } as const;

  it('pressIssues.create posts the fields and the cover as file (D6)', async () => {
    const { client, calls } = await loggedIn(() => json({ id: 40 }, { status: 201 }));
    await client.pressIssues.create(issue, jpeg());
    const [request] = calls();
    expect(request?.path).toBe('/api/press_magazine_numbers');
    expect(await formValues(request?.form ?? null)).toEqual({
      date: '2024-05-01',
      datetxt: 'Maj 2024',
      person: 'Jan',
      description: 'Opis',
      isPublished: '1',
      pressMagazine: '/api/press_magazines/2',
      file: { name: 'okładka nowa.jpg', type: 'image/jpeg', text: 'jpeg-bytes' },
    });
  });

  it('pressIssues.update posts to the issue with _method=PUT, the cover only when chosen', async () => {
    const { client, calls } = await loggedIn(() => json({ id: 40 }));
    await client.pressIssues.update(40, issue);
    const [request] = calls();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/press_magazine_numbers/40');
    const values = await formValues(request?.form ?? null);
    expect(values._method).toBe('PUT');
    expect(values.file).toBeUndefined();
  });

  const advert = {
    title: 'Reklama',
    advIndustries: ['/api/adv_industries/1', '/api/adv_industries/3'],
    isPublish: true,
    isPublished: true,
    type: 'img',
  };

  it('adverts.create posts all fields, isPublished and the file; lists travel as JSON text', async () => {
    const { client, calls } = await loggedIn(() => json({ id: 2, title: 'Reklama' }, { status: 201 }));
    await client.adverts.create(advert as never, jpeg());
    const [request] = calls();
    expect(request?.path).toBe('/api/advs');
    expect(await formValues(request?.form ?? null)).toEqual({
      title: 'Reklama',
      advIndustries: '["/api/adv_industries/1","/api/adv_industries/3"]',
      isPublish: '1',
      isPublished: '1',
      type: 'img',
      file: { name: 'okładka nowa.jpg', type: 'image/jpeg', text: 'jpeg-bytes' },
    });
  });

  it('adverts.update posts to /api/advs/{id} with _method=PUT', async () => {
    const { client, calls } = await loggedIn(() => json({ id: 2 }));
    await client.adverts.update(2, advert as never);
    const [request] = calls();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/advs/2');
    expect((await formValues(request?.form ?? null))._method).toBe('PUT');
  });
});

describe('article statistics', () => {
  const sources = {
    '/api/articles/7/googleSearchConsoleStatistics': { impressions: 100, clicks: '7' },
    '/api/articles/7/googleAnalytics3Statistics': { users: 1, newUsers: 2, sessions: 3, pageviews: 4 },
    '/api/articles/7/googleAnalytics4Statistics': { users: 5, newUsers: 6, sessions: 7, pageviews: 8 },
  } as Record<string, unknown>;

  it('fetches the three sources together', async () => {
    const { client, calls } = await loggedIn((request) => json(sources[request.pathname]));
    const statistics = await client.articles.statistics(7);
    expect(
      calls()
        .map((request) => request.path)
        .sort(),
    ).toEqual(Object.keys(sources).sort());
    expect(statistics).toMatchObject({
      gsc: { impressions: 100, clicks: 7 },
      ga3: { users: 1, pageviews: 4 },
      ga4: { users: 5, pageviews: 8 },
    });
  });

  it('fails as a whole when any one source fails, and cancels the others', async () => {
    const hold = deferred<Response>();
    const { client, calls } = await loggedIn((request) =>
      request.pathname.endsWith('googleAnalytics3Statistics')
        ? json({ 'hydra:description': 'Not Found' }, { status: 404 })
        : hold.promise,
    );
    const error = await client.articles.statistics(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    const others = calls().filter((request) => !request.pathname.endsWith('googleAnalytics3Statistics'));
    expect(others).toHaveLength(2);
    for (const request of others) expect(request.signal?.aborted).toBe(true);
  });
});

describe('pre-emptive refresh before loading an article, a sponsored article or a company', () => {
  async function withShortToken(secondsLeft: number) {
    const now = 1_700_000_000_000;
    const token = makeToken({ now, expiresInSeconds: secondsLeft, id: 'short' });
    const fresh = makeToken({ now, id: 'fresh' });
    const server = fakeFetch((request) => {
      if (request.pathname === '/api/token/auth') return json(loginAnswer(token));
      if (request.pathname === '/api/token/refresh') return json(refreshAnswer(fresh));
      return json({ id: 7 });
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, now: () => now });
    await client.auth.login({ username: 'a', password: 'b' });
    return { client, server, fresh };
  }

  it.each([
    ['articles', (c: ReturnType<typeof createApiClient>) => c.articles.get(7)],
    ['kfCompanies', (c: ReturnType<typeof createApiClient>) => c.kfCompanies.get(7)],
    ['pressCompanies', (c: ReturnType<typeof createApiClient>) => c.pressCompanies.get(7)],
  ])('%s.get refreshes first when fewer than 10 s remain', async (_area, load) => {
    const { client, server, fresh } = await withShortToken(9);
    await load(client);
    const paths = server.requests.map((request) => request.pathname);
    expect(paths).toEqual(['/api/token/auth', '/api/token/refresh', paths[2]]);
    expect(server.requests[2]?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it.each([
    ['articles', (c: ReturnType<typeof createApiClient>) => c.articles.get(7)],
    ['kfCompanies', (c: ReturnType<typeof createApiClient>) => c.kfCompanies.get(7)],
    ['pressCompanies', (c: ReturnType<typeof createApiClient>) => c.pressCompanies.get(7)],
  ])('%s.get does not refresh when more time remains', async (_area, load) => {
    const { client, server } = await withShortToken(11);
    await load(client);
    expect(server.to('/api/token/refresh')).toHaveLength(0);
  });

  it('other records load without the check', async () => {
    const { client, server } = await withShortToken(5);
    await client.categories.get(7);
    expect(server.to('/api/token/refresh')).toHaveLength(0);
  });
});

describe('partner news last', () => {
  it('reads hydra:member[0] of /last', async () => {
    const { client, calls } = await loggedIn(() =>
      json(
        collection('/api/newsletter_partner_news/last', [
          { id: 12, start: '2024-05-06', idAdditional: 12, startAdditional: '2024-05-06' },
        ]),
      ),
    );
    expect(await client.partnerNews.last()).toMatchObject({ id: 12, start: '2024-05-06' });
    expect(calls()[0]?.path).toBe('/api/newsletter_partner_news/last');
  });

  it('is null when there is no box', async () => {
    const { client } = await loggedIn(() => json(collection('/api/newsletter_partner_news/last', [])));
    expect(await client.partnerNews.last()).toBeNull();
  });
});

describe('Google credentials', () => {
  const payload = { credentials: { type: 'service_account', project_id: 'wm' } };

  it('posts the parsed credentials and reports false on success', async () => {
    const { client, calls } = await loggedIn(() => json({ status: 'ok' }));
    expect(await client.google.saveCredentials(payload)).toBe(false);
    expect(calls()[0]).toMatchObject({ method: 'POST', path: '/api/google/credentials' });
    expect(calls()[0]?.json()).toEqual(payload);
  });

  it('passes back the error of an answer that carries one', async () => {
    const ok = await loggedIn(() => json({ error: 'Nieprawidłowe dane uwierzytelniające' }));
    expect(await ok.client.google.saveCredentials(payload)).toBe('Nieprawidłowe dane uwierzytelniające');
    const failed = await loggedIn(() => json({ error: { code: 'invalid_grant' } }, { status: 400 }));
    expect(await failed.client.google.saveCredentials(payload)).toEqual({ code: 'invalid_grant' });
  });

  it('reports true for a failure without an error field', async () => {
    const { client } = await loggedIn(() => json({ 'hydra:description': 'boom' }, { status: 500 }));
    expect(await client.google.saveCredentials(payload)).toBe(true);
  });
});

describe('RSS', () => {
  it('returns the generated HTML as text', async () => {
    const html = '<h1>RSS wygenerowany</h1><p>10 pozycji</p>';
    const { client, calls } = await loggedIn(
      () => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    );
    expect(await client.rss.generate()).toBe(html);
    expect(calls()[0]).toMatchObject({ method: 'GET', path: '/api/rss/generate' });
    expect(calls()[0]?.headers.get('Accept')).toContain('text/html');
  });

  it('fails with the HTTP error when generation fails', async () => {
    const { client } = await loggedIn(() => json({ 'hydra:description': 'Feed down' }, { status: 503 }));
    await expect(client.rss.generate()).rejects.toBeInstanceOf(HttpError);
  });
});

describe('comments multi-delete', () => {
  it('deletes one after another and stops at the first failure', async () => {
    const order: string[] = [];
    const { client } = await loggedIn((request) => {
      order.push(request.path);
      return request.pathname.endsWith('/2')
        ? json({ 'hydra:description': 'Not Found' }, { status: 404 })
        : noContent();
    });
    await expect(client.comments.removeMany([1, 2, 3])).rejects.toBeInstanceOf(NotFoundError);
    expect(order).toEqual(['/api/comments/1', '/api/comments/2']);
  });
});

describe('paging through a resource', () => {
  it('iterate follows next links and list filters apply to the first page only', async () => {
    const pages: Record<string, unknown> = {
      '/api/silos?name=S': {
        'hydra:member': [{ id: 1 }],
        'hydra:view': { '@id': '/api/silos?name=S&page=1', 'hydra:next': '/api/silos?name=S&page=2' },
      },
      '/api/silos?name=S&page=2': {
        'hydra:member': [{ id: 2 }],
        'hydra:view': { '@id': '/api/silos?name=S&page=2' },
      },
    };
    const { client, calls } = await loggedIn((request) => json(pages[request.path]));
    const ids: number[] = [];
    for await (const silo of client.silos.iterate({ name: 'S' })) ids.push(silo.id);
    expect(ids).toEqual([1, 2]);
    expect(calls().map((request) => request.path)).toEqual(['/api/silos?name=S', '/api/silos?name=S&page=2']);
  });

  it('listByLink fetches the link as given', async () => {
    const { client, calls } = await loggedIn(() => json({ member: [], view: { '@id': '/api/logs?page=9' } }));
    await client.logs.listByLink('/api/logs?loggedAt%5Bbefore%5D=2024-05-01&page=9');
    expect(calls()[0]?.url).toBe(`${BASE_URL}/api/logs?loggedAt%5Bbefore%5D=2024-05-01&page=9`);
  });

  it('a 401 Expired JWT Token on a resource call is refreshed and retried like any other', async () => {
    const old = makeToken({ id: 'old' });
    const server = fakeFetch((request) => {
      if (request.pathname === '/api/token/auth') return json(loginAnswer(old));
      if (request.pathname === '/api/token/refresh') return json(refreshAnswer(makeToken({ id: 'new' })));
      return request.headers.get('Authorization') === `Bearer ${old}`
        ? jwt401('Expired JWT Token')
        : json({ id: 3, name: 'Radio' });
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch });
    await client.auth.login({ username: 'a', password: 'b' });
    await expect(client.groups.get(3)).resolves.toMatchObject({ id: 3 });
    expect(server.to('/api/groups/3')).toHaveLength(2);
  });
});

describe('cancellation through a resource', () => {
  it('passes the signal down', async () => {
    const { client } = await loggedIn(() => deferred<Response>().promise);
    const controller = new AbortController();
    const pending = client.articles.list({ page: 1 }, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('a spy never sees a call made after abort', async () => {
    const handler = vi.fn(() => json({}));
    const { client } = await loggedIn(handler);
    const controller = new AbortController();
    controller.abort();
    await expect(client.users.get(1, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(handler).not.toHaveBeenCalled();
  });
});
