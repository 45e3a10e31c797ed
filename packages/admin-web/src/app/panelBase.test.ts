import { JSON_LD_ACCEPT, TOKEN_REFRESH_PATH } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { resolveConfig } from './config';
import {
  CONFIG_REQUEST,
  configuredApiBase,
  EARLY_REFRESH,
  EARLY_SESSION_RESTORE,
  FIRST_QUERY,
  type FirstQuery,
  panelBase,
  panelBaseScript,
  ROUTE_FILES,
  routeSegments,
} from './panelBase';

import { REFRESH_LOCK } from './session/crossTab';
import { PENDING_LOGOUT_KEY } from './session/pendingLogout';

const SEGMENTS = routeSegments(ROUTES.map((route) => route.path));
const base = (pathname: string) => panelBase(pathname, SEGMENTS, '/wirtualny_admin');

describe('the panel root found from the address (WEB-2)', () => {
  it('is the default prefix for any path under it, unknown segments before a route included', () => {
    expect(base('/wirtualny_admin/categories/edit/3')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/login')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/foo/categories')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/x/categories/edit/1')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/%E0%A4%A')).toBe('/wirtualny_admin/');
  });

  it('is the path before the first route segment elsewhere (a custom prefix)', () => {
    expect(base('/admin/panel/newsletters/alternative/new')).toBe('/admin/panel/');
    expect(base('/categories')).toBe('/');
  });

  it('is the default prefix for its own root and unknown paths under it', () => {
    expect(base('/wirtualny_admin')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/no/such/screen')).toBe('/wirtualny_admin/');
  });

  it('is the whole path otherwise (another prefix at its root)', () => {
    expect(base('/panel')).toBe('/panel/');
    expect(base('/')).toBe('/');
  });

  it('takes the first segments of the routes, without Home', () => {
    expect(SEGMENTS).toContain('categories');
    expect(SEGMENTS).not.toContain('');
  });

  it('serialises into a script that sets <base>, unless the server wrote one', () => {
    const script = panelBaseScript(SEGMENTS, '/wirtualny_admin');
    const run = (existing: { href: string } | null) => {
      const inserted: { href?: string }[] = [];
      const fakeDocument = {
        querySelector: () => existing,
        createElement: () => ({}) as { href?: string },
        head: { firstChild: null, insertBefore: (element: { href?: string }) => inserted.push(element) },
      };
      new Function('location', 'document', script)({ pathname: '/wirtualny_admin/logs' }, fakeDocument);
      return inserted;
    };
    expect(run(null)).toEqual([{ href: '/wirtualny_admin/' }]);
    expect(run({ href: '/panel/' })).toEqual([]);
  });

  /** Runs the build's inline script against fakes; `settle` lets its promise callbacks run. */
  function runScript(
    pathname: string,
    options: {
      pendingLogout?: boolean;
      config?: unknown;
      locks?: boolean | 'later';
      /** The refresh's answer (JSON): without it, the refresh answers a bare `{ status: 200 }`. */
      refreshAnswer?: unknown;
      search?: string;
    } = {},
  ) {
    const script = panelBaseScript(SEGMENTS, '/wirtualny_admin', {
      entryTags: '<script type="module" src="./assets/index.js"></script>',
      files: ['assets/a.js', 'assets/b.js', 'assets/c.js'],
      routes: [
        ['', [0]],
        ['categories', [0, 1]],
        ['categories/edit/:id', [0, 2]],
      ],
      session: EARLY_SESSION_RESTORE,
      firstQueries: { categories: '/api/categories?page=1' },
      locale: 'pl-PL',
    });
    expect(script).not.toContain('</script>');
    // What the page asks for, in order: written tags, fetches (with the lock held or not), appended links.
    const events: string[] = [];
    let locked = false;
    const fakeDocument = {
      baseURI: 'http://x/wirtualny_admin/',
      querySelector: () => null,
      createElement: () => ({}),
      head: {
        firstChild: null,
        insertBefore: () => undefined,
      },
      write: (html: string) => events.push(`write ${html}`),
    };
    const fakeWindow: Record<string, unknown> = {};
    const answer = (body: unknown) => ({ ok: true, clone: () => ({ json: () => Promise.resolve(body) }) });
    const fakeFetch = (url: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const sent = headers.Authorization ? ` (${headers.Authorization}; ${headers.Accept})` : '';
      events.push(`${init?.method ?? 'GET'} ${url}${locked ? ' (locked)' : ''}${sent}`);
      if (url.endsWith('config.json')) return Promise.resolve(answer(options.config ?? {}));
      if (url.endsWith('/token/refresh') && options.refreshAnswer !== undefined)
        return Promise.resolve(answer(options.refreshAnswer));
      return Promise.resolve({ status: 200 });
    };
    const fakeNavigator = {
      locks: options.locks
        ? {
            request: async (name: string, callback: () => Promise<unknown>) => {
              expect(name).toBe(REFRESH_LOCK);
              // A browser grants the lock in a later task, maybe after a timer queued meanwhile.
              if (options.locks === 'later') await new Promise((granted) => setTimeout(granted, 5));
              locked = true;
              try {
                return await callback();
              } finally {
                locked = false;
              }
            },
          }
        : undefined,
    };
    const fakeStorage = {
      getItem: (key: string) => (options.pendingLogout && key === PENDING_LOGOUT_KEY ? '1' : null),
    };
    // The locale's ICU data loaded in a task of its own.
    const fakeSetTimeout = (task: () => void) => setTimeout(task, 0);
    const fakeIntl = {
      DateTimeFormat: { supportedLocalesOf: (locales: string[]) => events.push(`Intl ${locales}`) },
      Locale: class {
        constructor(locale: string) {
          events.push(`Intl.Locale ${locale}`);
        }
        maximize() {}
      },
    };
    new Function(
      'location',
      'document',
      'window',
      'fetch',
      'navigator',
      'localStorage',
      'setTimeout',
      'Intl',
      script,
    )(
      { pathname, origin: 'http://x', search: options.search ?? '' },
      fakeDocument,
      fakeWindow,
      fakeFetch,
      fakeNavigator,
      fakeStorage,
      fakeSetTimeout,
      fakeIntl,
    );
    expect(fakeWindow[CONFIG_REQUEST]).toBeInstanceOf(Promise);
    return { events, window: fakeWindow, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
  }

  it("starts config.json, writes the entry and the route's preloads (low priority), then sends the refresh", async () => {
    const edit = runScript('/wirtualny_admin/categories/edit/3', { locks: true });
    await edit.settle();
    expect(edit.events.filter((event) => !event.startsWith('Intl'))).toEqual([
      'GET http://x/wirtualny_admin/config.json',
      'write <script type="module" src="./assets/index.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="assets/a.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="assets/c.js">',
      'POST http://x/api/token/refresh (locked)',
    ]);
    const early = (await edit.window[EARLY_REFRESH]) as { url: string; response: Promise<unknown> };
    expect(early.url).toBe('http://x/api/token/refresh');
    await expect(early.response).resolves.toEqual({ status: 200 });
    // The table of each route's files stays on the window for the panel's own navigations (WEB-71).
    expect(edit.window[ROUTE_FILES]).toEqual({
      files: expect.arrayContaining(['assets/a.js', 'assets/c.js']),
      routes: expect.arrayContaining([['categories/edit/:id', expect.any(Array)]]),
    });
    const list = runScript('/wirtualny_admin/categories');
    expect(list.events.join()).toContain('href="assets/b.js"');
    expect(list.events.join()).not.toContain('assets/c.js');
    expect(runScript('/wirtualny_admin/nie-ma').events.join()).not.toContain('modulepreload');
  });

  it("loads the locale's ICU data in a task of its own, after the refresh is sent (WEB-69)", async () => {
    const run = runScript('/wirtualny_admin/categories', { locks: 'later' });
    expect(run.events.join()).not.toContain('Intl');
    // The ICU task is queued once the refresh has left (the lock granted some time later).
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(run.events.filter((event) => event.startsWith('Intl') || event.startsWith('POST'))).toEqual([
      'POST http://x/api/token/refresh (locked)',
      'Intl pl-PL',
      'Intl.Locale pl-PL',
    ]);
    // Without a refresh to send (a logout pending), still loaded.
    const loggingOut = runScript('/wirtualny_admin/categories', { pendingLogout: true });
    await loggingOut.settle();
    expect(loggingOut.events.filter((event) => event.startsWith('Intl'))).toEqual([
      'Intl pl-PL',
      'Intl.Locale pl-PL',
    ]);
  });

  it("sends the address's first list query with the refresh's token, for the session core (WEB-72)", async () => {
    const run = runScript('/wirtualny_admin/categories', {
      locks: true,
      config: { apiBaseUrl: 'https://api.example/v1/' },
      refreshAnswer: { token: 'T1' },
    });
    await run.settle();
    await run.settle();
    // After the refresh has answered (the lock released), with the SDK's Accept header.
    expect(run.events.filter((event) => !event.startsWith('Intl') && !event.startsWith('write'))).toEqual([
      'GET http://x/wirtualny_admin/config.json',
      'POST https://api.example/v1/api/token/refresh (locked)',
      `GET https://api.example/v1/api/categories?page=1 (Bearer T1; ${JSON_LD_ACCEPT})`,
    ]);
    const first = (await run.window[FIRST_QUERY]) as FirstQuery;
    expect(first.url).toBe('https://api.example/v1/api/categories?page=1');
    expect(first.sentAt).toBeGreaterThan(Date.now() - 5_000);
    await expect(first.response).resolves.toEqual({ status: 200 });
  });

  it('sends no first query for an address with a query string, a route without one, or no session', async () => {
    const cases = [
      runScript('/wirtualny_admin/categories', { search: '?page=2', refreshAnswer: { token: 'T1' } }),
      runScript('/wirtualny_admin/categories/edit/3', { refreshAnswer: { token: 'T1' } }),
      runScript('/wirtualny_admin/nie-ma', { refreshAnswer: { token: 'T1' } }),
      // The refresh refused (no token), and a logout pending (no refresh at all: D30).
      runScript('/wirtualny_admin/categories', {
        refreshAnswer: { code: 401, message: 'JWT Token not found' },
      }),
      runScript('/wirtualny_admin/categories', { pendingLogout: true, refreshAnswer: { token: 'T1' } }),
    ];
    for (const run of cases) {
      await run.settle();
      await run.settle();
      expect(run.events.filter((event) => event.includes('/api/categories'))).toEqual([]);
    }
    expect(await cases[3]?.window[FIRST_QUERY]).toBeNull();
    expect(cases[0]?.window[FIRST_QUERY]).toBeUndefined();
  });

  it("sends the refresh to config.json's API", async () => {
    const run = runScript('/wirtualny_admin/categories', {
      config: { apiBaseUrl: 'https://api.example/v1/' },
    });
    await run.settle();
    expect(run.events).toContain('POST https://api.example/v1/api/token/refresh');
  });

  it('sends no refresh while a logout is pending (D30), and still preloads', async () => {
    const run = runScript('/wirtualny_admin/categories', { pendingLogout: true });
    await run.settle();
    expect(run.events.filter((event) => event.startsWith('POST'))).toEqual([]);
    expect(run.window[EARLY_REFRESH]).toBeUndefined();
    expect(run.events.join()).toContain('href="assets/b.js"');
  });

  it('finds the API base as resolveConfig does', () => {
    const origin = 'http://panel.example';
    for (const raw of [
      {},
      null,
      [],
      'x',
      { apiBaseUrl: 'https://api.example/' },
      { apiBaseUrl: '  https://api.example//  ' },
      { apiBaseUrl: '   ' },
      { apiBaseUrl: 5 },
      { apiBaseUrl: 'https://api.example', enabledAreas: 'comments' },
      { apiBaseUrl: 'https://api.example', enabledAreas: ['comments', 3] },
      { apiBaseUrl: 'https://api.example', enabledAreas: ['nie-ma'] },
      { apiBaseUrl: 'https://api.example', productName: null },
      { apiBaseUrl: 'https://api.example', other: { deep: true } },
    ]) {
      expect(configuredApiBase(raw, origin), JSON.stringify(raw)).toBe(resolveConfig(raw, origin).apiBaseUrl);
    }
  });

  it("repeats the SDK's refresh path and Accept header", () => {
    expect(EARLY_SESSION_RESTORE.refreshPath).toBe(TOKEN_REFRESH_PATH);
    expect(EARLY_SESSION_RESTORE.accept).toBe(JSON_LD_ACCEPT);
  });
});
