#!/usr/bin/env node
// Opens every story of the Ladle build (.ladle-build) in Debian's Chromium and runs axe on it, with
// the colour-contrast rule that jsdom cannot evaluate. A story fails on any axe violation, on an
// uncaught error or on a console error. Run after `ladle build --outDir .ladle-build`.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../.ladle-build/', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(join(root, 'meta.json'))) {
  console.error(
    'axe-stories: no Ladle build in .ladle-build; run `ladle build --outDir .ladle-build` first.',
  );
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(
    `axe-stories: Chromium not found at ${chromiumPath} (set CHROMIUM_PATH or apt-get install chromium).`,
  );
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The editor, newsletter and photo stories belong to components built beside this library (see
// docs/ui.md); `--all` includes them.
const OWNED_ELSEWHERE = ['editor--', 'newsletter--', 'photos--'];
const all = Object.keys(JSON.parse(readFileSync(join(root, 'meta.json'), 'utf8')).stories);
const stories = process.argv.includes('--all')
  ? all
  : all.filter((id) => !OWNED_ELSEWHERE.some((prefix) => id.startsWith(prefix)));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

let failed = 0;
try {
  const page = await browser.newPage();
  let errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    // The machine has no outside network: a story's remote image failing to load is not its fault.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  const url = (id) => `http://127.0.0.1:${port}/?story=${encodeURIComponent(id)}&mode=preview`;
  const fresh = async (id) => {
    await page.goto(url(id), { waitUntil: 'load' });
    await page.addScriptTag({ content: axeSource });
  };
  // Switching stories inside the loaded Ladle app is fast; a story that fails so is checked again on
  // a fresh page load, so state left by the previous story (an open modal) cannot fail it.
  const soft = (id) =>
    page.evaluate((story) => {
      window.history.pushState({}, '', `?story=${encodeURIComponent(story)}&mode=preview`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, id);
  // The story is on screen once the provider names it and Ladle's loading ring is gone; then
  // react-aria's effects get a few frames.
  const ready = async (id) => {
    await page
      .waitForFunction(
        (story) =>
          document.querySelector(`[data-story="${story}"]`) && !document.querySelector('.ladle-ring-wrapper'),
        id,
        { timeout: 10_000 },
      )
      .catch(() => errors.push('the story did not render within 10 s'));
    await page.waitForTimeout(100);
  };
  const check = async (id, open) => {
    errors = [];
    await open(id);
    await ready(id);
    const violations = await page.evaluate(async () => {
      // region: a story shows one component, not a page with landmarks.
      const result = await window.axe.run(document, { rules: { region: { enabled: false } } });
      return result.violations.map(
        (v) => `${v.id} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
    });
    return [...violations, ...errors];
  };
  await fresh(stories[0]);
  for (const id of stories) {
    let problems = await check(id, soft);
    if (problems.length > 0) problems = await check(id, fresh);
    if (problems.length > 0) {
      failed += 1;
      console.log(`✖ ${id}: ${problems.join('; ')}`);
    }
  }

  // What jsdom cannot show: the focus ring and reduced motion, read from computed styles.
  const computed = async (id, selector, property, options = {}) => {
    await page.emulateMedia({ reducedMotion: options.reducedMotion ?? 'no-preference' });
    await fresh(id);
    await ready(id);
    if (options.tab) await page.keyboard.press('Tab');
    return page.evaluate(
      ([sel, prop]) => {
        const element = document.querySelector(sel);
        return element ? getComputedStyle(element)[prop] : 'missing';
      },
      [selector, property],
    );
  };
  const expectations = [
    [
      'focus ring on a keyboard-focused button',
      await computed('buttons--button--primary', 'button', 'outlineStyle', { tab: true }),
      'solid',
    ],
    [
      'spinner turns in 0.8 s',
      await computed('feedback--spinner--medium', '[role="progressbar"] span', 'animationDuration'),
      '0.8s',
    ],
    [
      'spinner slows to 3 s under reduced motion',
      await computed('feedback--spinner--medium', '[role="progressbar"] span', 'animationDuration', {
        reducedMotion: 'reduce',
      }),
      '3s',
    ],
    [
      'Home logo spins',
      await computed('navigation--logo--spinning', 'svg[role="img"]', 'animationName'),
      'not none',
    ],
    [
      'Home logo stands still under reduced motion',
      await computed('navigation--logo--spinning', 'svg[role="img"]', 'animationName', {
        reducedMotion: 'reduce',
      }),
      'none',
    ],
  ];
  for (const [what, actual, expected] of expectations) {
    const ok = expected === 'not none' ? actual !== 'none' && actual !== 'missing' : actual === expected;
    if (!ok) {
      failed += 1;
      console.log(`✖ ${what}: got ${actual}, expected ${expected}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`axe-stories: ${stories.length + 5 - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
