import { JSON_LD_ACCEPT } from '@redakcja/api-sdk';
import { describe, expect, it, vi } from 'vitest';
import { routeSegments } from '../app/panelBase';
import { REFRESH_LOCK } from '../app/session/crossTab';
import { PENDING_LOGOUT_KEY } from '../app/session/pendingLogout';
import { ROUTES } from '../routes';
import {
  BOOT_DATA_ID,
  type BootAssets,
  type BootData,
  type BootEnvironment,
  boot,
  readBootData,
} from './boot';
import { announceEntry, type BootHandoff, ENTRY_EVENT, type StartPanel } from './handoff';

const SEGMENTS = routeSegments(ROUTES.map((route) => route.path));

const ASSETS: BootAssets = {
  entry: 'assets/index.js',
  entryPreloads: ['assets/vendor.js'],
  styles: ['assets/index.css'],
  files: ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/c.css'],
  routes: [
    ['', [0]],
    ['categories', [0, 1]],
    ['categories/:id', [0]],
    ['categories/edit/:id', [0, 2, 3]],
  ],
  firstQueries: { categories: '/api/categories?page=1' },
  locale: 'pl-PL',
};

interface Options {
  pendingLogout?: boolean;
  config?: unknown;
  locks?: boolean | 'later';
  /** The refresh's answer (JSON): without it, the refresh answers a bare `{ status: 200 }`. */
  refreshAnswer?: unknown;
  search?: string;
  /** A `<base>` the server wrote. */
  serverBase?: string;
  /** The markup still being parsed. */
  parsing?: boolean;
  assets?: BootAssets | null;
}

/** Runs the boot against fakes; `settle` lets its promise callbacks run; `parsed` ends the parsing. */
function runBoot(pathname: string, options: Options = {}) {
  // What the page asks for, in order: added tags, fetches (with the lock held or not), the entry's import.
  const events: string[] = [];
  let locked = false;
  let parsed: (() => void) | undefined;
  let entryListener: ((event: unknown) => void) | undefined;
  const element = (name: string) => {
    const attributes: Record<string, string> = {};
    return {
      name,
      attributes,
      setAttribute: (key: string, value: string) => {
        attributes[key] = value;
      },
    };
  };
  const describeTag = (tag: ReturnType<typeof element>) =>
    `<${tag.name} ${Object.entries(tag.attributes)
      .map(([key, value]) => (value === '' ? key : `${key}="${value}"`))
      .join(' ')}>`;
  const fakeDocument = {
    baseURI: 'http://x/wirtualny_admin/',
    readyState: options.parsing ? 'loading' : 'interactive',
    querySelector: () => (options.serverBase ? { href: options.serverBase } : null),
    createElement: element,
    addEventListener: (type: string, listener: (event?: unknown) => void) => {
      if (type === ENTRY_EVENT) entryListener = listener;
      else {
        expect(type).toBe('DOMContentLoaded');
        parsed = listener;
      }
    },
    head: {
      firstChild: null,
      insertBefore: (tag: ReturnType<typeof element>) => events.push(`insert ${describeTag(tag)}`),
      appendChild: (tag: ReturnType<typeof element>) => events.push(`append ${describeTag(tag)}`),
    },
  };
  // What the entry's `start` was given, once the boot has imported it.
  const handed: { handoff?: BootHandoff | null; starts: number } = { starts: 0 };
  // The entry, as it is evaluated, announces its start (announceEntry) to the boot's listener.
  const announce = () =>
    entryListener?.({
      type: ENTRY_EVENT,
      detail: (handoff: BootHandoff | null) => {
        handed.handoff = handoff;
        handed.starts += 1;
      },
    });
  const answer = (body: unknown) => ({ ok: true, clone: () => ({ json: () => Promise.resolve(body) }) });
  const fakeFetch = (url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const sent = headers.has('Authorization')
      ? ` (${headers.get('Authorization')}; ${headers.get('Accept')})`
      : '';
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
  const fakeIntl = {
    DateTimeFormat: { supportedLocalesOf: (locales: string[]) => events.push(`Intl ${locales}`) },
    Locale: class {
      constructor(locale: string) {
        events.push(`Intl.Locale ${locale}`);
      }
      maximize() {}
    },
  };
  const env = {
    location: { pathname, origin: 'http://x', search: options.search ?? '' },
    document: fakeDocument,
    fetch: fakeFetch,
    navigator: fakeNavigator,
    localStorage: {
      getItem: (key: string) => (options.pendingLogout && key === PENDING_LOGOUT_KEY ? '1' : null),
    },
    // The locale's ICU data loaded in a task of its own.
    setTimeout: (task: () => void) => setTimeout(task, 0),
    Intl: fakeIntl,
    importModule: (url: string) => {
      events.push(`import ${url}`);
      announce();
      return Promise.resolve({});
    },
  } as unknown as BootEnvironment;
  const data: BootData = {
    segments: SEGMENTS,
    defaultPrefix: '/wirtualny_admin',
    ...(options.assets === null ? {} : { assets: options.assets ?? ASSETS }),
  };
  boot(env, data);
  return {
    events,
    /** The hand-off the entry's `start` got (after `settle`). */
    handoff: () => {
      if (!handed.handoff) throw new Error('the entry was not started with a hand-off');
      return handed.handoff;
    },
    /** What the entry's start got (undefined: not started). */
    handed: () => handed.handoff,
    /** The entry announcing itself (the dev server runs it from the markup, not the boot). */
    announce,
    starts: () => handed.starts,
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
    parsed: () => parsed?.(),
  };
}

describe("index.html's boot", () => {
  it('sets the <base> to the panel root, unless the server wrote one', () => {
    expect(runBoot('/wirtualny_admin/logs', { assets: null }).events).toEqual([
      'insert <base href="/wirtualny_admin/">',
    ]);
    expect(runBoot('/admin/panel/categories', { assets: null }).events).toEqual([
      'insert <base href="/admin/panel/">',
    ]);
    expect(runBoot('/wirtualny_admin/logs', { assets: null, serverBase: '/panel/' }).events).toEqual([]);
  });

  it("starts config.json, adds the entry's tags and the route's preloads (low priority), imports the entry, then sends the refresh", async () => {
    const edit = runBoot('/wirtualny_admin/categories/edit/3', {
      locks: true,
      serverBase: '/wirtualny_admin/',
    });
    await edit.settle();
    // The entry is started once, with everything in one object (nothing on the window).
    expect(edit.starts()).toBe(1);
    expect(edit.handoff().config).toBeInstanceOf(Promise);
    expect(edit.events.filter((event) => !event.startsWith('Intl'))).toEqual([
      'GET http://x/wirtualny_admin/config.json',
      'append <link rel="stylesheet" href="assets/index.css" blocking="render">',
      'append <link rel="modulepreload" crossorigin href="assets/index.js">',
      'append <link rel="modulepreload" crossorigin href="assets/vendor.js">',
      'append <link rel="modulepreload" fetchpriority="low" crossorigin href="assets/a.js">',
      'append <link rel="modulepreload" fetchpriority="low" crossorigin href="assets/c.js">',
      // A chunk's stylesheet is fetched with it, not applied: its lazy import links it when it runs.
      'append <link rel="preload" as="style" fetchpriority="low" crossorigin href="assets/c.css">',
      'import http://x/wirtualny_admin/assets/index.js',
      'POST http://x/api/token/refresh (locked)',
    ]);
    const early = await edit.handoff().refresh;
    expect(early?.url).toBe('http://x/api/token/refresh');
    await expect(early?.response).resolves.toEqual({ status: 200 });
    // The table of each route's files, for the panel's own navigations (WEB-71).
    expect(edit.handoff().routeFiles).toEqual({ files: ASSETS.files, routes: ASSETS.routes });
    const list = runBoot('/wirtualny_admin/categories');
    expect(list.events.join()).toContain('href="assets/b.js"');
    expect(list.events.join()).not.toContain('assets/c.js');
    expect(runBoot('/wirtualny_admin/nie-ma').events.join()).not.toContain('fetchpriority');
  });

  it('matches the address as the router does: the route with more literal segments wins', () => {
    // 'categories/:id' comes first in the table, 'categories/edit/:id' is longer; 'categories/new'
    // would match ':id' alone.
    const run = runBoot('/wirtualny_admin/categories/7');
    expect(run.events.filter((event) => event.includes('fetchpriority'))).toEqual([
      'append <link rel="modulepreload" fetchpriority="low" crossorigin href="assets/a.js">',
    ]);
  });

  it('imports the entry only once the markup is parsed (an entry from the cache would find no #root)', () => {
    const run = runBoot('/wirtualny_admin/categories', { parsing: true });
    expect(run.events.join()).toContain('href="assets/index.js"');
    expect(run.events.some((event) => event.startsWith('import'))).toBe(false);
    run.parsed();
    expect(run.events.filter((event) => event.startsWith('import'))).toEqual([
      'import http://x/wirtualny_admin/assets/index.js',
    ]);
  });

  it("loads the locale's ICU data in a task of its own, after the refresh is sent (WEB-69)", async () => {
    const run = runBoot('/wirtualny_admin/categories', { locks: 'later' });
    expect(run.events.join()).not.toContain('Intl');
    // The ICU task is queued once the refresh has left (the lock granted some time later).
    await vi.waitFor(() => expect(run.events).toContain('Intl.Locale pl-PL'));
    expect(run.events.filter((event) => event.startsWith('Intl') || event.startsWith('POST'))).toEqual([
      'POST http://x/api/token/refresh (locked)',
      'Intl pl-PL',
      'Intl.Locale pl-PL',
    ]);
    // Without a refresh to send (a logout pending), still loaded.
    const loggingOut = runBoot('/wirtualny_admin/categories', { pendingLogout: true });
    await loggingOut.settle();
    expect(loggingOut.events.filter((event) => event.startsWith('Intl'))).toEqual([
      'Intl pl-PL',
      'Intl.Locale pl-PL',
    ]);
  });

  it("sends the address's first list query with the refresh's token, for the session core (WEB-72)", async () => {
    const run = runBoot('/wirtualny_admin/categories', {
      locks: true,
      config: { apiBaseUrl: 'https://api.example/v1/' },
      refreshAnswer: { token: 'T1' },
    });
    await run.settle();
    await run.settle();
    // After the refresh has answered (the lock released), with the SDK's Accept header.
    expect(run.events.filter((event) => /^(GET|POST) /.test(event))).toEqual([
      'GET http://x/wirtualny_admin/config.json',
      'POST https://api.example/v1/api/token/refresh (locked)',
      `GET https://api.example/v1/api/categories?page=1 (Bearer T1; ${JSON_LD_ACCEPT})`,
    ]);
    const first = await run.handoff().firstQuery;
    if (!first) throw new Error('no first query');
    expect(first.url).toBe('https://api.example/v1/api/categories?page=1');
    expect(first.sentAt).toBeGreaterThan(Date.now() - 5_000);
    await expect(first.response).resolves.toEqual({ status: 200 });
  });

  it('sends no first query for an address with a query string, a route without one, or no session', async () => {
    const cases = [
      runBoot('/wirtualny_admin/categories', { search: '?page=2', refreshAnswer: { token: 'T1' } }),
      runBoot('/wirtualny_admin/categories/edit/3', { refreshAnswer: { token: 'T1' } }),
      runBoot('/wirtualny_admin/nie-ma', { refreshAnswer: { token: 'T1' } }),
      // The refresh refused (no token), and a logout pending (no refresh at all: D30).
      runBoot('/wirtualny_admin/categories', {
        refreshAnswer: { code: 401, message: 'JWT Token not found' },
      }),
      runBoot('/wirtualny_admin/categories', { pendingLogout: true, refreshAnswer: { token: 'T1' } }),
    ];
    for (const run of cases) {
      await run.settle();
      await run.settle();
      expect(run.events.filter((event) => event.includes('/api/categories'))).toEqual([]);
    }
    expect(await cases[3]?.handoff().firstQuery).toBeNull();
    expect(cases[0]?.handoff().firstQuery).toBeNull();
  });

  it("sends the refresh to config.json's API, read as the panel reads it (resolveConfig)", async () => {
    for (const [config, refresh] of [
      [{ apiBaseUrl: 'https://api.example/v1/' }, 'https://api.example/v1/api/token/refresh'],
      [{ apiBaseUrl: '  https://api.example//  ' }, 'https://api.example/api/token/refresh'],
      [{ apiBaseUrl: 5 }, 'http://x/api/token/refresh'],
      [{ apiBaseUrl: 'https://api.example', enabledAreas: 'comments' }, 'http://x/api/token/refresh'],
      [null, 'http://x/api/token/refresh'],
    ] as const) {
      const run = runBoot('/wirtualny_admin/categories', { config });
      await run.settle();
      expect(run.events, JSON.stringify(config)).toContain(`POST ${refresh}`);
    }
  });

  it('sends no refresh while a logout is pending (D30), and still preloads', async () => {
    const run = runBoot('/wirtualny_admin/categories', { pendingLogout: true });
    await run.settle();
    expect(run.events.filter((event) => event.startsWith('POST'))).toEqual([]);
    expect(run.handoff().refresh).toBeNull();
    expect(run.handoff().firstQuery).toBeNull();
    expect(run.events.join()).toContain('href="assets/b.js"');
  });

  it("reads the build's data from the page's JSON block", () => {
    const data: BootData = { segments: ['categories'], defaultPrefix: '/wirtualny_admin' };
    const page = {
      getElementById: (id: string) => (id === BOOT_DATA_ID ? { textContent: JSON.stringify(data) } : null),
    } as unknown as Document;
    expect(readBootData(page)).toEqual(data);
  });

  it('starts the entry without a hand-off under the dev server (no build assets, the entry in the markup)', () => {
    const run = runBoot('/wirtualny_admin/logs', { assets: null });
    expect(run.starts()).toBe(0);
    run.announce();
    expect(run.starts()).toBe(1);
    expect(run.handed()).toBeNull();
  });

  it('the entry announces its start with an event on the document', () => {
    const page = new EventTarget();
    const heard: unknown[] = [];
    page.addEventListener(ENTRY_EVENT, (event) => heard.push((event as CustomEvent).detail));
    const start: StartPanel = () => undefined;
    announceEntry(page as unknown as Document, start);
    expect(heard).toEqual([start]);
  });
});
