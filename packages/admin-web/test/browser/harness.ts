/**
 * The browser-test harness: the sandbox API (in-process, in-memory database, demo seed) serving the
 * BUILT panel (dist/) under the admin prefix, and Debian's Chromium driven by playwright-core.
 *
 * A test file declares its panels with `testPanel()` (one Chromium per worker process, shared by the
 * files it runs; a browser context per tab, so tabs are separate browser profiles unless opened in the
 * same context; a finished test's context is emptied, with one tab parked in it, and reused by the
 * file's next tab, WEB-35).
 * `panel.open({ as })` opens a tab, logged in when `as` names a demo user. Every tab records its uncaught
 * errors; after each test (or after the suite, for tabs opened in `beforeAll`) the harness asserts there
 * were none and closes the tab.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO_PASSWORD, type Sandbox, type SandboxOptions, startSandbox } from '@redakcja/api-sandbox';
import {
  type Browser,
  type BrowserContext,
  type Clock,
  chromium,
  type Dialog,
  type FrameLocator,
  type Locator,
  type Page,
  type Request as PageRequest,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import {
  TEST_CHROMIUM_PATH as CHROMIUM_PATH,
  CHROMIUM_ARGS as HEADLESS_ARGS,
} from '../../../../scripts/chromium.mjs';

export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
export const CHROMIUM_ARGS = [
  ...HEADLESS_ARGS,
  // A sandboxed frame (the newsletter preview) runs in its own process by default, and the browser then
  // routes a click by the frame's last painted place: a click right after a scroll into view (as the
  // tests click) lands in the preview that was there before. People scroll, look, then click.
  '--disable-features=IsolateSandboxedIframes',
];
export const PREFIX = '/wirtualny_admin';
export const HOME_GREETING = 'Witaj na nowej stronie panelu zarządzania treścią!';
export { DEMO_PASSWORD };

/** Fails with a clear message when the panel was not built or Chromium is missing. */
export function assertBuilt(): void {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(
      `admin-web browser tests: no built panel at ${DIST}. Build it first: ` +
        '`node scripts/pnpm.mjs --filter @redakcja/admin-web build` (npm test builds before testing).',
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `admin-web browser tests: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium-headless-shell, or set TEST_CHROMIUM_PATH).`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// One Chromium per worker process, shared by every file the worker runs (the browser project does not
// isolate files): a test gets fresh browser contexts, which are cheap, while a browser process is not.
// Playwright ends it when the worker exits.

let browser: Promise<Browser> | null = null;

function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).catch((error) => {
    browser = null;
    throw error;
  });
  return browser;
}

// ---------------------------------------------------------------------------------------------------
// Tabs

export interface Tab {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors of the page (pageerror events). */
  errors: Error[];
}

export interface OpenOptions {
  /** A demo user to be logged in as (through a refresh cookie, as after a login in another tab). */
  as?: string;
  password?: string;
  /** Where to go under the admin prefix; '/' when logged in, nowhere otherwise. */
  path?: string;
  /** The zone of the computer, as the browser reports it ('UTC', 'America/New_York'); Warsaw by default. */
  timezoneId?: string;
}

export type PanelOptions = SandboxOptions;

/** A sandbox with the demo data serving the built panel, and the file's browser. */
export class Panel {
  #sandbox: Sandbox | null = null;
  #browser: Browser | null = null;
  /** How far the sandbox's clock runs ahead of the real one (tokens, created and deleted times). */
  #clockOffsetMs = 0;
  /** Tabs of the running test, checked and closed after it; tabs of the suite, after the suite. */
  #testTabs: Tab[] | null = null;
  readonly #suiteTabs: Tab[] = [];
  /** Browser profiles of finished tests, emptied and kept for the next tabs, by time zone. */
  readonly #idleContexts = new Map<string, BrowserContext[]>();

  constructor(private readonly options: PanelOptions = {}) {}

  get sandbox(): Sandbox {
    if (!this.#sandbox) throw new Error('the panel is not started (testPanel starts it before the tests)');
    return this.#sandbox;
  }
  /** The API's origin: http://127.0.0.1:<port> */
  get api(): string {
    return this.sandbox.url;
  }
  /** The panel's root: http://127.0.0.1:<port>/wirtualny_admin */
  get url(): string {
    return `${this.api}${this.options.adminPrefix ?? PREFIX}`;
  }

  async start(): Promise<void> {
    assertBuilt();
    this.#sandbox = await startSandbox({
      seed: 'demo',
      panelDir: DIST,
      now: () => new Date(Date.now() + this.#clockOffsetMs),
      ...this.options,
    });
    try {
      this.#browser = await sharedBrowser();
    } catch (error) {
      await this.#sandbox.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.closeTabs(this.#suiteTabs.splice(0));
    const idle = [...this.#idleContexts.values()].flat();
    this.#idleContexts.clear();
    await Promise.all(idle.map((context) => context.close().catch(() => undefined)));
    this.#browser = null;
    await this.#sandbox?.close();
    this.#sandbox = null;
  }

  /** Moves the sandbox's clock forward: tokens issued before expire without waiting for them. */
  advanceClock(ms: number): void {
    this.#clockOffsetMs += ms;
  }

  beginTest(): void {
    this.#testTabs = [];
  }

  async endTest(): Promise<void> {
    const tabs = this.#testTabs ?? [];
    this.#testTabs = null;
    // A route a test left on a suite tab would outlive it: every later request of the tab would pass
    // through the test process, and the browser's cache would stay off for the tab (Playwright turns
    // it off while anything is routed), so each page load would fetch and compile the panel anew.
    await Promise.all(this.#suiteTabs.map((tab) => tab.page.unrouteAll({ behavior: 'ignoreErrors' })));
    await this.closeTabs(tabs);
  }

  private async closeTabs(tabs: readonly Tab[]): Promise<void> {
    const errors = tabs.flatMap((tab) => tab.errors.map((error) => error.message));
    await Promise.all(tabs.map((tab) => this.release(tab.context)));
    expect(errors, 'uncaught errors in the panel').toEqual([]);
  }

  /**
   * Ends a test's browser profile: emptied (cookies, storage, every tab but one) and kept for the next
   * tab of this panel, which then starts as a fresh profile would but with the panel's files in the
   * browser's cache, as a returning user has them; closed instead when the test changed it beyond
   * that (`ownContext`) or the panel is done. The tab it keeps (when the test
   * changed nothing of the tab itself) is parked on a page of the panel's origin that runs no script:
   * the next test's tab opens the panel in it as a reload would, in the same renderer process, where a
   * new tab costs a new process and the panel's scripts compiled anew (about 0.45 CPU-seconds more).
   */
  private async release(context: BrowserContext): Promise<void> {
    const timezoneId = contextZones.get(context);
    if (timezoneId === undefined || ownContexts.has(context) || !this.#sandbox) {
      await context.close().catch(() => undefined);
      return;
    }
    try {
      const [page, ...others] = context.pages();
      await Promise.all(others.map((other) => other.close()));
      // Parked first: the panel's own unload runs, and what it writes is emptied below with the rest.
      const parked = page !== undefined && (await this.park(page));
      if (page) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Storage.clearDataForOrigin', {
          origin: this.api,
          storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems',
        });
        await cdp.detach();
      }
      await context.clearCookies();
      if (parked) {
        // A tab's session storage outlives its navigations.
        await page.evaluate(() => sessionStorage.clear());
        parkedTabs.set(context, page);
      } else await page?.close();
    } catch {
      await context.close().catch(() => undefined);
      return;
    }
    const idle = this.#idleContexts.get(timezoneId) ?? [];
    idle.push(context);
    this.#idleContexts.set(timezoneId, idle);
  }

  /**
   * Takes a tab back to what a new tab of the profile would be: no listener or route of the test, and
   * on a page of the panel's origin outside the panel (the sandbox's 404 for /robots.txt), left as a
   * person leaves a page (a form's "leave the page?" question answered yes). False when the tab was
   * changed in a way this cannot undo (`TAB_CHANGES`) or did not get there.
   */
  private async park(page: Page): Promise<boolean> {
    if (changedTabs.has(page) || page.isClosed()) return false;
    // Each listener taken off by itself: Playwright then stops sending the tab's events nobody listens to.
    const events = page as unknown as {
      listeners(event: string): ((...args: unknown[]) => void)[];
      off(event: string, listener: (...args: unknown[]) => void): void;
    };
    for (const event of TAB_EVENTS)
      for (const listener of events.listeners(event)) events.off(event, listener);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const leave = (dialog: Dialog) => dialog.accept().catch(() => undefined);
    page.on('dialog', leave);
    try {
      await page.goto(`${this.api}/robots.txt`, { timeout: 10_000 });
      return new URL(page.url()).origin === this.api;
    } catch {
      return false;
    } finally {
      page.off('dialog', leave);
    }
  }

  /** An emptied profile of an earlier test in the zone, or a new one. */
  private async profile(timezoneId: string): Promise<BrowserContext> {
    const idle = this.#idleContexts.get(timezoneId)?.pop();
    if (idle) return idle;
    if (!this.#browser) throw new Error('the panel is not started');
    const context = await this.#browser.newContext({ locale: 'pl-PL', timezoneId });
    contextZones.set(context, timezoneId);
    return context;
  }

  /**
   * A new tab in a fresh browser profile (pl-PL, Europe/Warsaw unless `options.timezoneId`), or in
   * `context` (another tab of the same profile). Logged in as `options.as`, on `options.path`.
   */
  async open(options: OpenOptions = {}, context?: BrowserContext): Promise<Tab> {
    if (!this.#browser) throw new Error('the panel is not started');
    const timezoneId = options.timezoneId ?? 'Europe/Warsaw';
    const ctx = context ?? (await this.profile(timezoneId));
    if (options.as) await ctx.addCookies([await this.refreshCookie(options.as, options.password)]);
    const page = takeParkedTab(ctx) ?? (await newTab(ctx));
    // Another tab of a profile shares its first tab's error list and is closed with its context.
    const owner = [...(this.#testTabs ?? []), ...this.#suiteTabs].find((tab) => tab.context === ctx);
    const tab: Tab = { page, context: ctx, errors: owner?.errors ?? [] };
    page.on('pageerror', (error) => tab.errors.push(error));
    watchContentSecurityPolicy(page, tab.errors);
    if (!owner) (this.#testTabs ?? this.#suiteTabs).push(tab);
    if (options.as || options.path !== undefined) await this.visit(page, options.path ?? '/');
    if (options.as) await signedIn(page);
    return tab;
  }

  /**
   * Opens a path under the admin prefix ('/categories'), and waits until the page is past its session
   * restore and the refresh it sent is answered (at most 5 s: a test may hold it). The refresh cookie rotates on
   * every use and a rotated one coming back revokes the session (D21): a test that navigates again the
   * moment `load` fires would otherwise abort the refresh after the sandbox rotated the cookie but
   * before the browser stored the new one, and find itself logged out.
   */
  async visit(page: Page, path = '/'): Promise<void> {
    const refreshes: Promise<unknown>[] = [];
    const onRequest = (request: PageRequest) => {
      if (new URL(request.url()).pathname === '/api/token/refresh') refreshes.push(request.response());
    };
    page.on('request', onRequest);
    try {
      await page.goto(`${this.url}${path}`);
      // The restore's refresh can leave after `load` (the inline script reads config.json first): wait
      // until the panel has rendered and is past its restore, then for every refresh it sent.
      const deadline = Date.now() + 5_000;
      await page
        .waitForFunction(
          () =>
            document.querySelector('#root > *') !== null &&
            document.querySelector('[data-startup="restoring"]') === null,
          undefined,
          { timeout: 5_000, polling: 20 },
        )
        .catch(() => undefined);
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(refreshes),
        new Promise((done) => (timer = setTimeout(done, Math.max(0, deadline - Date.now())))),
      ]);
      clearTimeout(timer);
    } finally {
      page.off('request', onRequest);
    }
  }

  /** The refresh cookie a login sets (D21), for a browser profile to start logged in. */
  async refreshCookie(username: string, password = DEMO_PASSWORD) {
    const response = await this.#auth(username, password);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('refresh_token='));
    const value = cookie?.split(';')[0]?.slice('refresh_token='.length);
    if (!value) throw new Error(`login of ${username} set no refresh cookie`);
    return {
      name: 'refresh_token',
      value,
      domain: new URL(this.api).hostname,
      path: '/api/token',
      httpOnly: true,
      sameSite: 'Strict' as const,
    };
  }

  /** An access token straight from the API (to look behind the panel, through the contract). */
  async apiToken(username = 'admin', password = DEMO_PASSWORD): Promise<string> {
    return ((await (await this.#auth(username, password)).json()) as { token: string }).token;
  }

  /** GET an API path as a user; the parsed JSON. */
  async apiGet(path: string, username = 'admin'): Promise<unknown> {
    const response = await fetch(`${this.api}${path}`, {
      headers: { authorization: `Bearer ${await this.apiToken(username)}`, accept: 'application/ld+json' },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response.json();
  }

  async #auth(username: string, password: string): Promise<Response> {
    const response = await fetch(`${this.api}/api/token/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) throw new Error(`login of ${username} failed: ${response.status}`);
    return response;
  }
}

/** What marks a console message the browser writes for a Content-Security-Policy or Trusted Types refusal. */
const POLICY_CONSOLE_MESSAGE = /Content Security Policy|Trusted Type/i;
/** The prefix of the line the page's own `securitypolicyviolation` listener writes to the console. */
const VIOLATION_PREFIX = '[securitypolicyviolation]';

/**
 * Every refusal of the panel's Content-Security-Policy (the page's `securitypolicyviolation` events,
 * which `writeViolationsToConsole` writes to the console in every document that runs scripts) and the
 * browser's CSP and Trusted Types console errors (these cover the sandboxed frames too, which run no
 * listener) count as uncaught errors of the tab: the test fails.
 */
function watchContentSecurityPolicy(page: Page, errors: Error[]): void {
  page.on('console', (message) => {
    const text = message.text();
    if (
      text.startsWith(VIOLATION_PREFIX) ||
      (message.type() === 'error' && POLICY_CONSOLE_MESSAGE.test(text))
    )
      errors.push(new Error(`${text} (${page.url()})`));
  });
}

/** Every document the tab loads writes its `securitypolicyviolation` events to the console. */
function writeViolationsToConsole(page: Page): Promise<unknown> {
  return page.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  }, VIOLATION_PREFIX);
}

// ---------------------------------------------------------------------------------------------------
// Tabs kept between tests

/** The tab each emptied profile kept, parked outside the panel, for the profile's next tab. */
const parkedTabs = new WeakMap<BrowserContext, Page>();
/** Tabs a test changed beyond its listeners and routes: closed after the test, never parked. */
const changedTabs = new WeakSet<Page>();
/** What a test may change of a tab that parking cannot undo: its viewport, media, every page's scripts. */
const TAB_CHANGES = [
  'setViewportSize',
  'emulateMedia',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
] as const;
/** The events a test or the harness listens to on a tab (Playwright's own 'close' and 'crash' stay). */
const TAB_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'dialog',
  'popup',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
  'worker',
] as const;

function takeParkedTab(context: BrowserContext): Page | undefined {
  const page = parkedTabs.get(context);
  parkedTabs.delete(context);
  return page && !page.isClosed() ? page : undefined;
}

/**
 * A new tab of the profile, with the panel's `securitypolicyviolation` listener in every document it
 * loads, and a mark on it when the test changes it beyond what parking undoes.
 */
async function newTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await writeViolationsToConsole(page);
  const methods = page as unknown as Record<(typeof TAB_CHANGES)[number], (...args: unknown[]) => unknown>;
  for (const name of TAB_CHANGES) {
    const change = methods[name].bind(page);
    methods[name] = (...args: unknown[]) => {
      changedTabs.add(page);
      return change(...args);
    };
  }
  return page;
}

/**
 * A panel for the tests of the current file or describe block: started before them, its tabs checked
 * for uncaught errors and closed after each test, the sandbox closed after the block.
 */
export function testPanel(options: PanelOptions = {}): Panel {
  const panel = new Panel(options);
  beforeAll(() => panel.start());
  beforeEach(() => panel.beginTest());
  afterEach(() => panel.endTest());
  afterAll(() => panel.close());
  return panel;
}

/**
 * A tab shared by the tests of the block, logged in as `username` (opened before them), on a computer
 * in `timezoneId` when given.
 */
export function suiteTab(panel: Panel, username: string, timezoneId?: string): Tab {
  const tab = {} as Tab;
  beforeAll(async () => {
    Object.assign(tab, await panel.open({ as: username, timezoneId }));
  });
  return tab;
}

// ---------------------------------------------------------------------------------------------------
// Session

/** Waits until the panel shows a logged-in user (the user box's 'Wyloguj'). */
export async function signedIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Wyloguj' }).waitFor();
}

/**
 * Fills and sends the login form ('Zaloguj się'); the page must show it. The button may still read 'Błąd'
 * from a failed attempt (it returns to 'Zaloguj' after 4 s), and sends the form either way.
 */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Zaloguj|Błąd)$/ }).click();
}

/** Logs in through the login form, as a user does, and waits for the panel. */
export async function loginThroughForm(
  panel: Panel,
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await panel.visit(page, '/login');
  await submitLogin(page, username, password);
  await signedIn(page);
}

// ---------------------------------------------------------------------------------------------------
// Assertions and waits

/**
 * axe on the whole page (open dialogs included): no violations. axe runs in the page itself (the
 * panel's screens have no frames; a page with frames is checked frame by frame) and reports only
 * violations. react-aria's live announcer is left out unless `withAnnouncer`: it holds, for 7 s,
 * copies of announcements that point by aria-labelledby at the control that made them, which may be
 * gone by then; the panel's own controls no longer announce that way (ui's SaveButton), and the test of
 * the first seconds after a login checks the announcer too.
 */
export async function expectNoAxeViolations(
  page: Page,
  label = page.url(),
  { withAnnouncer = false, withoutFrames = false }: { withAnnouncer?: boolean; withoutFrames?: boolean } = {},
): Promise<void> {
  const exclude = [...(withAnnouncer ? [] : ['[data-live-announcer]']), ...(withoutFrames ? ['iframe'] : [])];
  await animationsDone(page);
  const violations =
    withoutFrames || page.frames().length === 1
      ? await violationsInPage(page, exclude)
      : await violationsWithFrames(page, exclude);
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in): axe reads colours as
 * they are painted, and a half-faded text fails contrast. Endless ones (a spinner) are not waited for.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** axe-core's source, the one @axe-core/playwright injects. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * axe in the page's own document, injected once per document (a screen change keeps it) and asked for
 * its violations only: AxeBuilder injects the source twice on every call and hands back every rule's
 * result, which cost more than the check itself.
 */
async function violationsInPage(page: Page, exclude: string[]): Promise<AxeViolations> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) {
    await page.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  }
  return page.evaluate(
    ({ exclude }) =>
      (
        window as unknown as {
          axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeViolations }> };
        }
      ).axe
        .run(
          { exclude: exclude.map((selector) => [selector]) },
          { resultTypes: ['violations'], iframes: false },
        )
        .then((results) => results.violations),
    { exclude },
  );
}

/** axe in the page and each of its frames (frames that run script), through @axe-core/playwright. */
async function violationsWithFrames(page: Page, exclude: string[]): Promise<AxeViolations> {
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.options({ resultTypes: ['violations'] }).analyze();
  return results.violations;
}

/** The path under the admin prefix of the page's address, with its query. */
export function pathOf(page: Page, prefix = PREFIX): string {
  const url = new URL(page.url());
  return `${url.pathname.slice(prefix.length) || '/'}${url.search}`;
}

/** Waits until the locator is visible (a wait for a condition, never a sleep). */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until nothing matches the locator. */
export async function gone(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'detached', timeout });
}

/** Waits until nothing on the page is loading (no aria-busy="true"), e.g. a list after its request. */
export async function loaded(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout });
}

/**
 * The body rows of the table named `name`, once loaded; not the rows a list keeps hidden while its next
 * page loads (DataTable's rowIdentity 'position').
 */
export async function tableRows(page: Page, name: string): Promise<Locator> {
  const table = page.locator(`table[aria-label="${name}"]`);
  await table.waitFor({ state: 'attached' });
  await loaded(page);
  return table.locator('tbody:not([hidden]) > tr');
}

/** The trimmed header texts of the table named `name`. */
export async function tableHeaders(page: Page, name: string): Promise<string[]> {
  const cells = page.locator(`table[aria-label="${name}"] thead th`);
  // Once the table is on screen: a screen may show its banner while its code or list still loads (an
  // immediate read then saw no table at all).
  await cells.first().waitFor();
  const headers = await cells.allTextContents();
  return headers.map((header) => header.trim());
}

/** The heading of the screen (the page's h1). */
export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Waits for Home. */
export async function atHome(page: Page): Promise<void> {
  await visible(heading(page, HOME_GREETING));
}

/** The texts linked to a field by aria-describedby (its description and its error message). */
export async function describedText(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const page = field.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/**
 * The accessible name and description Chromium computes for the elements of a role (its accessibility
 * tree, what a screen reader is given), e.g. a disabled button's reason.
 */
export async function accessibleNodes(
  page: Page,
  role: string,
): Promise<{ name: string; description: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; description?: { value?: string } }[];
    };
    return nodes
      .filter((node) => node.role?.value === role)
      .map((node) => ({ name: node.name?.value ?? '', description: node.description?.value ?? '' }));
  } finally {
    await cdp.detach();
  }
}

/** Whether the element has the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Holds the requests matching `url` until `release()` is called (to see what the panel shows while a
 * call runs); `sent` resolves when the first one has been made.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  await page.route(url, async (route) => {
    markSent();
    await held;
    await route.continue().catch(() => undefined);
  });
  return {
    sent,
    async release() {
      release();
      await page.unroute(url);
    },
  };
}

const clocksInstalled = new WeakSet<BrowserContext>();

/** The time zone of each profile the panel made (the profiles it may reuse). */
const contextZones = new WeakMap<BrowserContext, string>();
/** Profiles a test changed beyond what emptying them undoes. */
const ownContexts = new WeakSet<BrowserContext>();

/**
 * Marks a tab's profile as changed beyond its cookies and storage (routes, listeners, permissions, an
 * installed clock): it is closed after the test instead of being emptied for the next one.
 */
export function ownContext(context: BrowserContext): void {
  ownContexts.add(context);
}

/**
 * Stops the tab's clock at a quiet moment (fake timers, installed once per profile): from then on the
 * page's timers fire only as `clock.runFor(ms)` moves its time on, so the delays of the specification
 * (search 500 ms, return to the list 1 s, logout 2 s, button reset 4 s) are checked exactly, with no
 * waiting and no timing assertion. Call it before the action whose delay is checked; `clock.resume()`
 * lets time flow again.
 */
export async function stopClock(page: Page): Promise<Clock> {
  const context = page.context();
  if (!clocksInstalled.has(context)) {
    ownContext(context);
    await context.clock.install();
    clocksInstalled.add(context);
  }
  // A second ahead of the page's own time: pausing may not go back, and nothing is pending now.
  const now = await page.evaluate(() => Date.now());
  await context.clock.pauseAt(now + 1000);
  return context.clock;
}

/**
 * A save's delayed return (01 §4: "returns to the list after 2 s"), on a clock `stopClock` stopped before
 * the save: the page is still at `from` 1 ms before `afterMs`, and at `to` once it has passed.
 */
export async function expectPathAfter(
  page: Page,
  clock: Clock,
  { afterMs, from, to }: { afterMs: number; from: string; to: string },
): Promise<void> {
  await clock.runFor(afterMs - 1);
  expect(pathOf(page)).toBe(from);
  await clock.runFor(1);
  await expect.poll(() => pathOf(page)).toBe(to);
  await clock.resume();
}

/**
 * 01 §1: "Before loading certain records (articles, sponsored articles, companies) the product checks
 * the token's expiry and refreshes it when fewer than 10 seconds remain". With tokens shorter than that
 * (`accessTtl` under 10), clicks the list row's 'Edytuj' link (in-app: no page load, so no start-up
 * refresh) and checks that a refresh was answered before the record's first load, which itself was
 * never refused (refreshed ahead of the call, not after a 401). Returns the record's id.
 */
export async function expectRefreshBeforeEditLoad(
  page: Page,
  edit: Locator,
  apiPath: string,
): Promise<string> {
  const id = (await edit.getAttribute('href'))?.match(/\/edit\/(\d+)$/)?.[1];
  if (!id) throw new Error('no edit link');
  const record = `${apiPath}/${id}`;
  const calls: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/token/refresh' || path === record) {
      calls.push(`${response.request().method()} ${path} ${response.status()}`);
    }
  });
  await edit.click();
  await expect.poll(() => calls).toContain(`GET ${record} 200`);
  const load = calls.indexOf(`GET ${record} 200`);
  expect(calls.slice(0, load)).toContain('POST /api/token/refresh 200');
  expect(calls).not.toContain(`GET ${record} 401`);
  return id;
}

/**
 * The foreign HTML a frame of the panel's frame page shows (ForeignHtmlFrame, WEB-129), once the page
 * answered that it shows the panel's latest version: the document as the panel sent it (the nested
 * frame's srcdoc, exactly) and the nested frame, to read as a user sees it.
 */
export async function framedContent(
  page: Page,
  frame: string,
): Promise<{ html: string; content: FrameLocator }> {
  const outer = page.locator(frame);
  await expect
    .poll(async () => {
      const [version, shown] = await Promise.all([
        outer.getAttribute('data-version'),
        outer.getAttribute('data-shown-version'),
      ]);
      return version !== null && version === shown;
    })
    .toBe(true);
  const nested = page.frameLocator(frame).locator('iframe');
  return {
    html: (await nested.getAttribute('srcdoc')) ?? '',
    content: page.frameLocator(frame).frameLocator('iframe'),
  };
}
