#!/usr/bin/env node
// Opens every story of the Ladle build (.ladle-build) in Debian's Chromium and runs axe on it, with
// the colour-contrast rule that jsdom cannot evaluate. A story fails on any axe violation, on an
// uncaught error, on a console error, on a request that fails or answers 4xx/5xx, which includes
// any request that leaves this machine (stories use local files: .ladle/public, data URLs). Then it
// reads computed styles for what jsdom cannot show (focus ring, reduced motion). Run after
// `ladle build --outDir .ladle-build`; `--only <prefix>` narrows the run to some story ids.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../.ladle-build/', import.meta.url));
const chromiumPath = TEST_CHROMIUM_PATH;
if (!existsSync(join(root, 'meta.json'))) {
  console.error(
    'axe-stories: no Ladle build in .ladle-build; run `ladle build --outDir .ladle-build` first.',
  );
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(
    `axe-stories: Chromium not found at ${chromiumPath} (set TEST_CHROMIUM_PATH or apt-get install chromium-headless-shell).`,
  );
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(root, path === '/' ? 'index.html' : path);
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const origin = `http://127.0.0.1:${port}`;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
const stories = Object.keys(JSON.parse(readFileSync(join(root, 'meta.json'), 'utf8')).stories).filter(
  (id) => only === undefined || id.startsWith(only),
);
if (stories.length === 0) {
  console.error(`axe-stories: no story matches ${only}`);
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    ...CHROMIUM_ARGS,
    // No host but this server resolves: a story that reaches outside fails the same way with or
    // without a network (a console error, and `requestfailed` with its address where Playwright
    // sees the request; it does not see those of sandboxed frames such as the newsletter's).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});

/**
 * A tab that collects what goes wrong while a story shows: page errors, console errors, failed or
 * refused requests. `settle` waits until the story is on screen and the network is quiet.
 */
async function openTab() {
  const page = await browser.newPage();
  const tab = { page, errors: [], pending: 0, onQuiet: [] };
  page.on('pageerror', (error) => tab.errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') tab.errors.push(`console: ${message.text()}`);
  });
  page.on('request', () => {
    tab.pending += 1;
  });
  page.on('response', (response) => {
    if (response.status() >= 400) tab.errors.push(`${response.status()} for ${response.url()}`);
  });
  const done = () => {
    tab.pending = Math.max(0, tab.pending - 1);
    if (tab.pending === 0) for (const resolve of tab.onQuiet.splice(0)) resolve();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (request) => {
    done();
    // Chromium cancels its own favicon fetch when a story switches quickly: not the story's request.
    const faviconCancelled =
      /\/favicon[^/]*$/.test(new URL(request.url()).pathname) &&
      request.failure()?.errorText === 'net::ERR_ABORTED';
    if (faviconCancelled) return;
    tab.errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  return tab;
}

const storyUrl = (id) => `${origin}/?story=${encodeURIComponent(id)}&mode=preview`;

/** A full page load of the story, with axe injected. */
async function load(tab, id) {
  await tab.page.goto(storyUrl(id), { waitUntil: 'load' });
  await tab.page.addScriptTag({ content: axeSource });
}

/** Switches story inside the loaded Ladle app (no reload: axe and the bundle stay). */
function navigate(tab, id) {
  return tab.page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, storyUrl(id));
}

/**
 * The story is on screen once the provider names it and Ladle's loading ring is gone; then no
 * request may be in flight (lazy chunks, images), every frame has loaded (the newsletter's
 * sandboxed preview and its pictures) and two frames pass for react-aria's effects.
 */
async function settle(tab, id) {
  const rendered = await tab.page
    .waitForFunction(
      (story) =>
        document.querySelector(`[data-story="${story}"]`) && !document.querySelector('.ladle-ring-wrapper'),
      id,
      { timeout: 10_000, polling: 'raf' },
    )
    .then(() => true)
    .catch(() => false);
  if (!rendered) tab.errors.push('the story did not render within 10 s');
  if (tab.pending > 0) {
    let timer;
    const quiet = await Promise.race([
      new Promise((resolve) => tab.onQuiet.push(() => resolve(true))),
      new Promise((resolve) => {
        timer = setTimeout(() => resolve(false), 10_000);
      }),
    ]);
    clearTimeout(timer);
    if (!quiet) tab.errors.push(`${tab.pending} requests still open after 10 s`);
  }
  for (const frame of tab.page.frames()) {
    if (frame === tab.page.mainFrame() || frame.isDetached()) continue;
    await frame
      .waitForLoadState('load', { timeout: 10_000 })
      .catch((error) => !frame.isDetached() && tab.errors.push(`a frame did not load: ${error}`));
  }
  await tab.page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Runs axe on a tab's document; only violations are read (axe then skips listing every pass). */
function runAxe(page) {
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      // region: a story shows one component, not a page with landmarks (nor has an e-mail any).
      rules: { region: { enabled: false } },
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (v) => `${v.id} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  });
}

/**
 * A story's frames (the newsletter's sandboxed preview) are out of axe's reach from the story: no
 * script runs inside them. Their document is read and checked again as a page of its own.
 */
async function checkFrames(tab) {
  const problems = [];
  for (const frame of tab.page.frames()) {
    if (frame === tab.page.mainFrame() || frame.isDetached()) continue;
    const name = (await (await frame.frameElement()).getAttribute('title')) ?? frame.url();
    const html = await frame.content();
    tab.framesTab ??= await openTab();
    const framesTab = tab.framesTab;
    framesTab.errors = [];
    await framesTab.page.setContent(html, { waitUntil: 'load' });
    await framesTab.page.addScriptTag({ content: axeSource });
    const found = [...(await runAxe(framesTab.page)), ...framesTab.errors];
    problems.push(...found.map((problem) => `in the frame '${name}': ${problem}`));
  }
  return problems;
}

async function check(tab, id, open) {
  tab.errors = [];
  await open(tab, id);
  await settle(tab, id);
  const violations = [...(await runAxe(tab.page)), ...(await checkFrames(tab))];
  return [...violations, ...new Set(tab.errors)];
}

// What jsdom cannot show: the focus ring and reduced motion, read from computed styles.
const expectations = [
  {
    what: 'focus ring on a keyboard-focused button',
    story: 'buttons--button--primary',
    selector: 'button',
    property: 'outlineStyle',
    tab: true,
    expected: (value) => value === 'solid',
  },
  {
    what: 'spinner turns in 0.8 s',
    story: 'feedback--spinner--medium',
    selector: '[role="progressbar"] span',
    property: 'animationDuration',
    expected: (value) => value === '0.8s',
  },
  {
    what: 'spinner slows to 3 s under reduced motion',
    story: 'feedback--spinner--medium',
    selector: '[role="progressbar"] span',
    property: 'animationDuration',
    reducedMotion: true,
    expected: (value) => value === '3s',
  },
  {
    what: 'Home logo spins',
    story: 'navigation--logo--spinning',
    selector: 'svg[role="img"]',
    property: 'animationName',
    expected: (value) => value !== 'none' && value !== 'missing',
  },
  {
    what: 'Home logo stands still under reduced motion',
    story: 'navigation--logo--spinning',
    selector: 'svg[role="img"]',
    property: 'animationName',
    reducedMotion: true,
    expected: (value) => value === 'none',
  },
];

// Lists opened by a user: axe runs with the list open and again after a pick (a MultiSelect closes
// it after each pick, a combo box writes the choice), so the hidden-page state is checked too.
const listInteractions = [
  { story: 'fields--multiselect--chosen', open: 'button', pick: true },
  { story: 'fields--combobox--empty', open: 'button', pick: true },
];

/** Opens a story's list with its button, runs axe; picks the first option, runs axe again. */
async function checkList(tab, { story, pick }) {
  tab.errors = [];
  await load(tab, story);
  await settle(tab, story);
  const problems = [];
  await tab.page
    .getByRole('button', { name: /Wyświetlaj sugestie/ })
    .first()
    .click();
  await tab.page.getByRole('listbox').waitFor({ timeout: 5_000 });
  problems.push(...(await runAxe(tab.page)).map((problem) => `list open: ${problem}`));
  if (pick) {
    await tab.page.getByRole('option').first().click();
    await tab.page.getByRole('listbox').waitFor({ state: 'detached', timeout: 5_000 });
    problems.push(...(await runAxe(tab.page)).map((problem) => `after a pick: ${problem}`));
  }
  return [...problems, ...new Set(tab.errors)];
}

const TABS = 4;
let failed = 0;
let checked = 0;
try {
  // Tabs share the queue. Most of a story's time is idle: Ladle loads each story lazily and React
  // reveals a suspended story no sooner than 300 ms after its fallback. Four tabs fill that wait
  // (measured here on 2 cores: 1 tab 72 s, 2 tabs 38 s, 4 tabs 25 s for 165 checks).
  const queue = [...stories];
  const worker = async () => {
    const tab = await openTab();
    let loaded = false;
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      let problems = await check(tab, id, loaded ? navigate : load);
      loaded = true;
      // A story that fails after a switch is checked again on a fresh load, so state left by the
      // previous story (an open modal) cannot fail it.
      if (problems.length > 0) problems = await check(tab, id, load);
      checked += 1;
      if (problems.length > 0) {
        failed += 1;
        console.log(`✖ ${id}: ${problems.join('; ')}`);
      }
    }
    await tab.page.close();
    await tab.framesTab?.page.close();
  };
  await Promise.all(Array.from({ length: TABS }, worker));

  if (only === undefined || listInteractions.some(({ story }) => story.startsWith(only))) {
    const tab = await openTab();
    for (const interaction of listInteractions) {
      if (only !== undefined && !interaction.story.startsWith(only)) continue;
      const problems = await checkList(tab, interaction).catch((error) => [String(error)]);
      checked += 1;
      if (problems.length > 0) {
        failed += 1;
        console.log(`✖ ${interaction.story} (list): ${problems.join('; ')}`);
      }
    }
    await tab.page.close();
  }

  // The computed styles, on a fresh tab (media emulation must not leak into the axe runs).
  if (only === undefined) {
    const tab = await openTab();
    for (const { what, story, selector, property, tab: pressTab, reducedMotion, expected } of expectations) {
      tab.errors = [];
      await tab.page.emulateMedia({ reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
      await load(tab, story);
      await settle(tab, story);
      if (pressTab) await tab.page.keyboard.press('Tab');
      const value = await tab.page.evaluate(
        ([sel, prop]) => {
          const element = document.querySelector(sel);
          return element ? getComputedStyle(element)[prop] : 'missing';
        },
        [selector, property],
      );
      checked += 1;
      if (tab.errors.length > 0 || !expected(value)) {
        failed += 1;
        console.log(`✖ ${what}: got ${value} ${tab.errors.join('; ')}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`axe-stories: ${checked - failed} passed, ${failed} failed`);
process.exit(
  failed === 0 && checked >= stories.length + (only === undefined ? expectations.length : 0) ? 0 : 1,
);
