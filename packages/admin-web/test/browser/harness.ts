/**
 * The browser-test harness: the sandbox API (in-process, in-memory database, demo seed) serving the
 * BUILT panel (dist/) under the admin prefix, and Debian's Chromium driven by playwright-core. Pages
 * record uncaught errors so every test can assert that none happened.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO_PASSWORD, type Sandbox, type SandboxOptions, startSandbox } from '@redakcja/api-sandbox';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PREFIX = '/wirtualny_admin';
export { DEMO_PASSWORD };

/** Fails with a clear message when the panel was not built. */
export function assertBuilt(): void {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(
      `admin-web browser tests: no built panel at ${DIST}. Build it first: ` +
        '`node scripts/pnpm.mjs --filter @redakcja/admin-web build` (npm test builds before testing).',
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `admin-web browser tests: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH).`,
    );
  }
}

export interface Panel {
  /** The panel's root: http://127.0.0.1:<port>/wirtualny_admin */
  url: string;
  api: string;
  /** The sandbox itself, to look behind the API (its database) where a test must. */
  sandbox: Sandbox;
  browser: Browser;
  close(): Promise<void>;
}

/** A sandbox with the demo data serving the built panel, and a browser. */
export async function startPanel(options: SandboxOptions = {}): Promise<Panel> {
  assertBuilt();
  const sandbox = await startSandbox({ seed: 'demo', panelDir: DIST, ...options });
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  return {
    url: `${sandbox.url}${PREFIX}`,
    api: sandbox.url,
    sandbox,
    browser,
    async close() {
      await browser.close();
      await sandbox.close();
    },
  };
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors of the page (pageerror events). */
  errors: Error[];
}

/** A page that records uncaught errors; a new context unless one is given (tabs of one browser). */
export async function openPage(panel: Panel, context?: BrowserContext): Promise<TestPage> {
  const ctx = context ?? (await panel.browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' }));
  const page = await ctx.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { page, context: ctx, errors };
}

/** Opens a path under the admin prefix ('/categories'). */
export async function visit(panel: Panel, page: Page, path = '/'): Promise<void> {
  await page.goto(`${panel.url}${path === '/' ? '/' : path}`);
}

/** Logs in through the form and waits for Home. */
export async function login(
  panel: Panel,
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await visit(panel, page, '/login');
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await page.getByRole('button', { name: 'Wyloguj' }).waitFor();
}

/**
 * axe on the whole page (open dialogs included): no violations. react-aria's live announcer is left out:
 * it holds, for 7 s, copies of announcements that point by aria-labelledby at the control that made them
 * (a save button going pending), which may already be gone (the login form after a login). They are
 * spoken once and never shown.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export function expectNoPageErrors(errors: readonly Error[]): void {
  expect(errors.map((error) => error.message)).toEqual([]);
}

/** The path under the admin prefix of the page's address. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname.slice(PREFIX.length) || '/'}${url.search}`;
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

/** The body rows of the table named `name`, once loaded. */
export async function tableRows(page: Page, name: string): Promise<Locator> {
  const table = page.locator(`table[aria-label="${name}"]`);
  await table.waitFor({ state: 'attached' });
  await loaded(page);
  return table.locator('tbody tr');
}

/** An access token straight from the API (to check what the panel stored, through the contract). */
export async function apiToken(panel: Panel, username = 'admin', password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${panel.api}/api/token/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** GET an API path as a user; the parsed JSON. */
export async function apiGet(panel: Panel, path: string, username = 'admin'): Promise<unknown> {
  const response = await fetch(`${panel.api}${path}`, {
    headers: { authorization: `Bearer ${await apiToken(panel, username)}`, accept: 'application/ld+json' },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** The texts linked to a field by aria-describedby (its description and its error message). */
export async function describedText(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const page = field.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/** Whether the element has the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}
