#!/usr/bin/env node
// The panel's loading and rendering benchmark (not a test: it prints figures and asserts nothing). The
// sandbox seeded with `--seed load` serves the BUILT panel; Debian's Chromium is driven over its DevTools
// pipe (scripts/benchDriver.mjs, WEB-78); every run opens a logged-in deep link in a fresh profile.
// The figures of a run replace this benchmark's section of docs/benchmarks.md (scripts/benchReport.mjs);
// a run of `--screens typing,open` (or either alone) has a section of its own. A run on a busy machine (a
// 1-minute load average above 2 at its start, or still above it 90 s after its end, once the load of its
// own work has had time to fall) prints its figures and writes nothing.
// Each figure is printed with its ratio to an anchor measured in the same run, interleaved: a list's to a
// plain HTML table of the same rows that the sandbox's process writes (no script: the physical limit); a
// keystroke's to a native <textarea>'s.
//
// Scenarios (--screens):
// - comments, categories, articles: a deep link to 30 rows visible: median and spread, FCP, CLS, the
//   JavaScript bytes on the wire, the requests before the first row, the page's main-thread CPU until
//   the rows (the steadier figure on a shared machine; the clock also counts waiting for other processes);
// - articleSearch: a search typed on /articles, from the last keystroke to its rows, the list's 500 ms
//   debounce included; articleEdit: /articles/edit/:id opened until 'Tytuł' holds the record's title;
// - commentsRows, categoriesRows, articlesRows: Home and back, the whole screen mounted from the cache;
// - commentsPage, articlesPage: 30 rows replaced from the cache in a table that stays mounted;
// - commentsMount, articlesMount: 30 rows mounted into a table that stays mounted (a search that finds
//   nothing, then back);
// - palette: on /comments, once the shell's 'Przejdź do…' button is there and a second has passed, Ctrl+K
//   to the frame painting the palette with the caret in its box (and how many frames that took), then an
//   article's id typed to the frame showing that article among the results.
// - typing: per run, in the same browser and interleaved, 60 keystrokes 30 ms apart into a native
//   <textarea> on a blank page, then into the article form's 'Tytuł' and, after a 5,000-word body is
//   pasted in, its 'Treść' editor: each keystroke's duration by the Event Timing API (the longest of its
//   keydown/keypress/beforeinput/input entries: input delay, handlers and the next paint; the API reports
//   only entries of 16 ms and more, so a keystroke with none counts as 16 ms), median and p95 per field
//   and the ratio to the native textarea's.
// - open (articleOpen, categoryOpen): on the articles (categories) list, a second after its rows, the
//   pointer onto the first row's 'Edytuj', resting there 150 ms as a person's does, then a click: from
//   the press to the frame at which 'Tytuł' ('Nazwa') holds the row's title (name) and the article's two
//   rich-text editors (the lead's and 'Treść') are editable; median, p95 and spread, and the long tasks
//   (over 50 ms) and long frames on the way.
// The rendering scenarios time each return from `history.back()`, as main-thread CPU, and as a frame
// (from its popstate to the end of the rendering that paints the rows), and count the frames over 50 ms
// (Long Animation Frames) (WEB-84, WEB-87).
//
//   node scripts/pnpm.mjs --filter @redakcja/admin-web bench [--runs 9] [--mobile] [--baseline <root>]
//     [--screens comments,categories,articles,articleSearch,articleEdit,commentsRows,categoriesRows,
//       articlesRows,commentsPage,articlesPage,commentsMount,articlesMount,palette,typing,open] [--shifts]
//     [--lighthouse] [--warm] [--latency 80] [--driver cdp|playwright] [--print-only]
//
// --baseline <root>: a second checkout (its packages/api-sandbox/src, packages/api-sdk/src and the built
//   packages/admin-web/dist) measured in the same run, interleaved run by run with this one, so before
//   and after share the machine's conditions. Times are from the navigation's start.
// --driver: 'cdp' (default) drives Chromium with only the probe, the navigation and the CPU metric, as
//   close to a user's browser as a measurement gets; 'playwright' through Playwright, whose
//   instrumentation of every page costs 70–100 ms here; 'cdp,playwright' measures under both.
// --latency <ms>: every API request answered that much later by the sandbox, as a remote API would.
// --warm: a fresh tab in one warm profile per checkout (assets from the HTTP cache, code cache reused),
//   as staff open the panel day to day; without it, every run is a first visit.
// --lighthouse: Lighthouse (mobile and desktop) on the login screen and the comments list afterwards,
//   its performance and accessibility scores (its own simulation, not the times above).
// --shifts: the layout shifts of the median run, element by element.
// --print-only: print the figures without writing docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBenchmarkReport } from '../../../scripts/benchReport.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../../../scripts/chromium.mjs';
import { launchBenchBrowser } from './benchDriver.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    mobile: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    screens: { type: 'string', default: 'comments,categories,articles,articleSearch,articleEdit' },
    shifts: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
    warm: { type: 'boolean', default: false },
    latency: { type: 'string', default: '0' },
    driver: { type: 'string', default: 'cdp' },
    'print-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  // The usage is this file's header comment.
  const header = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\nimport ')[0];
  console.log(header.replace(/^#!.*\n/, '').replace(/^\/\/ ?/gm, ''));
  process.exit(0);
}
const RUNS = Math.max(Number(values.runs) || 9, 1);
// Ctrl-C or a timeout's SIGTERM: exit, so that the 'exit' handlers stop the sandboxes and Chromium.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
const PREFIX = '/wirtualny_admin';
const ROWS = 30;
// Typed into the articles search: a word of one title template only (packages/api-sandbox/src/seed/words.ts),
// so the rows of the search are told from the unfiltered first page by their text.
const SEARCH_TERM = 'inwestuje';
// Searched in the mount scenarios: in no seeded comment or article.
const NOTHING_FOUND = 'qxzqxz';
const ARTICLE_SEARCH_LABEL = 'Szukaj po tytule i opisie';
const TITLE_LABEL = 'Tytuł';
// kind 'list': a deep link to 30 rows; 'search': a search typed on the list; 'edit': a form to its title.
const SCREENS = {
  comments: { kind: 'list', path: '/comments', table: 'Lista komentarzy' },
  categories: { kind: 'list', path: '/categories', table: 'Lista kategorii' },
  articles: { kind: 'list', path: '/articles', table: 'Lista artykułów' },
  articleSearch: { kind: 'search', path: '/articles', table: 'Lista artykułów' },
  articleEdit: { kind: 'edit', path: (article) => `/articles/edit/${article.id}` },
  commentsRows: { kind: 'rows', path: '/comments', table: 'Lista komentarzy' },
  categoriesRows: { kind: 'rows', path: '/categories', table: 'Lista kategorii' },
  articlesRows: { kind: 'rows', path: '/articles', table: 'Lista artykułów' },
  commentsPage: { kind: 'page', path: '/comments', table: 'Lista komentarzy' },
  articlesPage: { kind: 'page', path: '/articles', table: 'Lista artykułów' },
  commentsMount: { kind: 'mount', path: '/comments', table: 'Lista komentarzy' },
  articlesMount: { kind: 'mount', path: '/articles', table: 'Lista artykułów' },
  palette: { kind: 'palette', path: '/comments', table: 'Lista komentarzy' },
  typing: { kind: 'typing', path: (article) => `/articles/edit/${article.id}` },
  articleOpen: {
    kind: 'open',
    path: '/articles',
    table: 'Lista artykułów',
    field: 'Tytuł',
    // The lead's editor and 'Treść'.
    editors: 2,
  },
  categoryOpen: { kind: 'open', path: '/categories', table: 'Lista kategorii', field: 'Nazwa', editors: 0 },
};
// A name --screens accepts for several scenarios.
const SCREEN_GROUPS = { open: ['articleOpen', 'categoryOpen'] };
// open: how long the pointer rests on 'Edytuj' before the press, as a person's does on what they click
// (a pointer moved and pressed in one go would be a script's, not a person's).
const POINTER_REST_MS = 150;
const CONTENT_LABEL = 'Treść';
const KEYSTROKES = 60;
const KEY_GAP_MS = 30;
const TYPED = 'Zażółć gęślą jaźń, pchnąć w tę łódź jeża. '.repeat(3).slice(0, KEYSTROKES);
// The body pasted into 'Treść' before its keystrokes: 5,000 words in paragraphs of 100.
const LONG_BODY = Array.from({ length: 50 }, (_, index) =>
  Array.from(
    { length: 100 },
    (__, word) => ['redakcja', 'łódź', 'artykuł', 'źródło', 'wiadomość'][(index + word) % 5],
  ).join(' '),
).join('\n\n');
const REMOUNTS = 5;
const VIEWPORT = values.mobile
  ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
  : { viewport: { width: 1280, height: 800 } };

/**
 * The sandbox of a checkout in a process of its own (scripts/benchSandbox.mjs): its answers do not wait
 * for the bench's own work. Resolves once it listens.
 */
async function sandboxOf(root) {
  const child = spawn(process.execPath, [join(here, 'benchSandbox.mjs'), root, values.latency], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The sandbox goes with the bench, however it ends.
  process.once('exit', () => child.kill());
  const line = await new Promise((resolveLine, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) resolveLine(text.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`bench: the sandbox of ${root} exited (${code})`)));
  });
  const { url, password, article, plainTable } = JSON.parse(line);
  const close = () =>
    new Promise((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { sandbox: { url, close }, password, article, plainTable };
}

async function refreshCookie(api, password) {
  const response = await fetch(`${api}/api/token/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const header = response.headers.getSetCookie().find((value) => value.startsWith('refresh_token='));
  const value = header?.split(';')[0]?.slice('refresh_token='.length);
  if (!value) throw new Error(`bench: login failed (${response.status})`);
  return { name: 'refresh_token', value, domain: new URL(api).hostname, path: '/api/token', httpOnly: true };
}

// In the page, from the first script: the frame at which 30 rows (or a whole shorter list) of the table are in the DOM (a rAF
// poll), and the layout shifts. The time is `performance.now()` in the rAF callback that first sees them: the rows are
// committed and that frame paints them next. NOT the callback's argument (the frame's time, `frameAt`): when a long
// task holds the main thread, the frame was begun before it, and its time then falls before the task that rendered
// the rows (WEB-53: until 2026-11-25 evening the bench reported that time, which left out the rows' render).
// For a form (`title`): the frame at which the field labelled 'Tytuł' holds the record's title.
const PAGE_PROBE = ({ table, rows, title, titleLabel }) => {
  const probe = { rowsAt: null, frameAt: null, rows: 0, shifts: [], shiftSources: [], longTasks: [] };
  window.__bench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      probe.shifts.push(entry.value);
      // What moved (for --shifts): the element, and from where to where.
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const name =
          node?.nodeType === 1
            ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''}`
            : String(node?.nodeName);
        const rect = (r) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        probe.shiftSources.push(
          `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${name} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        );
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Main-thread tasks over 50 ms (where the time goes: evaluation, the first render, the rows).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  // Frames over 50 ms from the first task to the end of their rendering (Long Animation Frames), which
  // the rendering scenarios look for in each return: 30 rows in a frame under 50 ms leave none.
  probe.longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longFrames.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
  const titleFilled = () =>
    [...document.querySelectorAll('input')].some(
      (input) =>
        input.value === title &&
        [...(input.labels ?? [])].some((label) => label.textContent?.trim() === titleLabel),
    );
  const poll = (time) => {
    if (title !== undefined) {
      if (titleFilled()) {
        probe.rowsAt = performance.now();
        probe.frameAt = time;
        probe.rows = 1;
        return;
      }
      requestAnimationFrame(poll);
      return;
    }
    // 30 rows, or every row of a shorter list once it has loaded (nothing busy).
    const count = document.querySelectorAll(`table[aria-label="${table}"] tbody:not([hidden]) > tr`).length;
    if (count >= rows || (count > 0 && !document.querySelector('[aria-busy="true"]'))) {
      probe.rowsAt = performance.now();
      probe.frameAt = time;
      probe.rows = count;
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
};

// In the page, once the list shows its rows: from the next keystroke on, the time of the last keystroke
// (event.timeStamp, the clock of performance.now()) and the frame at which every row of the table holds
// the term (the rows of the search, not the unfiltered page) with nothing busy.
const SEARCH_PROBE = ({ table, term }) => {
  const probe = { lastKeyAt: null, rowsAt: null, rows: 0 };
  window.__search = probe;
  document.addEventListener(
    'keydown',
    (event) => {
      probe.lastKeyAt = event.timeStamp;
    },
    true,
  );
  const poll = () => {
    const rows = [...document.querySelectorAll(`table[aria-label="${table}"] tbody:not([hidden]) > tr`)];
    const matching =
      rows.length > 0 && rows.every((row) => row.textContent?.toLowerCase().includes(term.toLowerCase()));
    if (probe.lastKeyAt !== null && matching && !document.querySelector('[aria-busy="true"]')) {
      probe.rowsAt = performance.now();
      probe.rows = rows.length;
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
};

/** articleSearch: the list is shown, then the term is typed; times are from the last keystroke. */
async function measureSearch(page) {
  await page.evaluate(SEARCH_PROBE, { table: SCREENS.articleSearch.table, term: SEARCH_TERM });
  // Typed like a person (80 ms between keys, under the 500 ms debounce: one search request).
  await page.type(ARTICLE_SEARCH_LABEL, SEARCH_TERM, 80);
  await page.waitFor(() => window.__search && window.__search.rowsAt !== null);
  return await page.evaluate(() => {
    const probe = window.__search;
    const resources = performance.getEntriesByType('resource');
    return {
      rowsAt: probe.rowsAt - probe.lastKeyAt,
      rows: probe.rows,
      requests: resources
        .filter((entry) => entry.startTime >= probe.lastKeyAt && entry.startTime < probe.rowsAt)
        .sort((a, b) => a.startTime - b.startTime)
        .map((entry) => ({
          url: new URL(entry.name).pathname + new URL(entry.name).search,
          start: entry.startTime - probe.lastKeyAt,
          end: entry.responseEnd - probe.lastKeyAt,
        })),
    };
  });
}

// In the page, before Ctrl+K: the key's time (event.timeStamp), the frames until the palette's box holds
// the caret and the end of the frame painting it; then, from the last key typed into the box, the end of
// the frame showing an option that names the article. The palette is found by its roles, not its texts.
const PALETTE_PROBE = ({ title }) => {
  const probe = { keyAt: null, frames: 0, openAt: null, lastKeyAt: null, recordAt: null };
  window.__palette = probe;
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Control') return;
      if (probe.keyAt === null) probe.keyAt = event.timeStamp;
      else probe.lastKeyAt = event.timeStamp;
    },
    true,
  );
  const afterFrame = (note) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => note(performance.now());
    channel.port2.postMessage(null);
  };
  const box = () => document.querySelector('[role="dialog"] input');
  const found = () =>
    [...document.querySelectorAll('[role="dialog"] [role="option"]')].some((option) =>
      option.textContent?.includes(title),
    );
  let open = false;
  const poll = () => {
    if (probe.keyAt !== null && !open) {
      probe.frames += 1;
      if (box() !== null && document.activeElement === box()) {
        open = true;
        afterFrame((time) => (probe.openAt = time));
      }
    }
    if (probe.lastKeyAt !== null && found()) {
      afterFrame((time) => (probe.recordAt = time));
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
};

// In the page, before the keystrokes: every Event Timing entry of a key's events (16 ms and more), and
// each keydown's time; then each keystroke's duration is the longest entry from its keydown to the next.
const TYPING_PROBE = () => {
  const probe = { keys: [], entries: [] };
  window.__typing = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (['keydown', 'keypress', 'beforeinput', 'input'].includes(entry.name))
        probe.entries.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
  document.addEventListener('keydown', (event) => probe.keys.push(event.timeStamp), true);
};
const KEYSTROKE_DURATIONS = () => {
  const { keys, entries } = window.__typing;
  return keys.map((start, index) => {
    const end = keys[index + 1] ?? Number.POSITIVE_INFINITY;
    const own = entries.filter((entry) => entry.start >= start - 1 && entry.start < end - 1);
    return Math.max(16, ...own.map((entry) => entry.duration));
  });
};
// In the page: the caret at the end of the field labelled `label` (an input's label, or the element
// that labels a rich-text editor), the field focused.
const CARET_AT_END = (label) => {
  const input = [...document.querySelectorAll('input, textarea')].find((field) =>
    [...(field.labels ?? [])].some((element) => element.textContent?.trim() === label),
  );
  if (input) {
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    return;
  }
  const editor = [...document.querySelectorAll('[role="textbox"][aria-labelledby]')].find(
    (element) =>
      document.getElementById(element.getAttribute('aria-labelledby'))?.textContent?.trim() === label,
  );
  if (!editor) throw new Error(`bench: no field labelled '${label}'`);
  editor.focus();
  const range = document.createRange();
  range.selectNodeContents(editor);
  range.collapse(false);
  getSelection().removeAllRanges();
  getSelection().addRange(range);
};
// In the page: the text pasted into the rich-text editor labelled `label` (a paste event, as Ctrl+V's).
const PASTE_INTO = ({ label, text }) => {
  const editor = [...document.querySelectorAll('[role="textbox"][aria-labelledby]')].find(
    (element) =>
      document.getElementById(element.getAttribute('aria-labelledby'))?.textContent?.trim() === label,
  );
  editor.focus();
  const data = new DataTransfer();
  data.setData('text/plain', text);
  editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
};

/** KEYSTROKES keys typed into the field labelled `label` (focused, caret at the end): their durations. */
async function keystrokes(page, label) {
  await page.evaluate(CARET_AT_END, label);
  await page.evaluate(TYPING_PROBE);
  await page.type(null, TYPED, KEY_GAP_MS);
  // The last entries are reported after their paint.
  await sleep(500);
  return await page.evaluate(KEYSTROKE_DURATIONS);
}

/**
 * typing: a native textarea on a blank page, then the article form's 'Tytuł' and 'Treść' (with a
 * 5,000-word body), in that order, in this run's tabs.
 */
async function measureTyping(browser, target) {
  const context = await loggedInContext(browser, target);
  try {
    const blank = await context.newPage();
    await blank.goto('about:blank');
    await blank.evaluate(() => {
      document.body.innerHTML = '<label>Natywne<textarea rows="10" cols="80"></textarea></label>';
    });
    const native = await keystrokes(blank, 'Natywne');
    await blank.close();
    const page = await context.newPage();
    await page.addInitScript(PAGE_PROBE, { title: target.article.title, titleLabel: TITLE_LABEL });
    await page.goto(`${target.sandbox.url}${PREFIX}${SCREENS.typing.path(target.article)}`);
    await page.waitFor(() => window.__bench && window.__bench.rowsAt !== null);
    await page.waitFor(() => document.querySelector('[role="textbox"][aria-labelledby]') !== null);
    // As a person would: a moment after the form opened, by when what it loads at idle has loaded.
    await sleep(1000);
    const title = await keystrokes(page, TITLE_LABEL);
    await page.evaluate(PASTE_INTO, { label: CONTENT_LABEL, text: LONG_BODY });
    await sleep(1500);
    const content = await keystrokes(page, CONTENT_LABEL);
    await page.close();
    return { rowsAt: 0, native, title, content };
  } finally {
    await context.close();
  }
}

// In the page, once the list shows its rows: the first row's 'Edytuj' (its centre, for the pointer) and the
// row's header cell (the title or name the form's field will hold); then, from the press on that link
// (its pointerdown's time), the frame at which the field labelled `field` holds that text and `editors`
// rich-text editors are editable, with the long tasks and frames (over 50 ms) on the way.
const OPEN_PROBE = ({ table, field, editors }) => {
  const row = [...document.querySelectorAll(`table[aria-label="${table}"] tbody:not([hidden]) > tr`)].find(
    (candidate) => [...candidate.querySelectorAll('a')].some((link) => link.textContent?.trim() === 'Edytuj'),
  );
  if (!row) throw new Error(`bench: no row of '${table}' with 'Edytuj'`);
  const link = [...row.querySelectorAll('a')].find((candidate) => candidate.textContent?.trim() === 'Edytuj');
  const expected = row.querySelector('th')?.textContent?.trim() ?? '';
  const probe = { pointAt: null, pressAt: null, openAt: null, expected };
  window.__open = probe;
  link.addEventListener(
    'pointerover',
    (event) => {
      probe.pointAt ??= event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    (event) => {
      probe.pressAt ??= event.timeStamp;
    },
    true,
  );
  const filled = () =>
    [...document.querySelectorAll('input')].some(
      (input) =>
        input.value === expected &&
        [...(input.labels ?? [])].some((label) => label.textContent?.trim() === field),
    ) &&
    document.querySelectorAll('[role="textbox"][aria-labelledby][contenteditable="true"]').length >= editors;
  const poll = () => {
    if (probe.pressAt !== null && filled()) {
      probe.openAt = performance.now();
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  const box = link.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/**
 * open: a second after the list's rows (what the panel loads at idle has loaded), the pointer onto the
 * first row's 'Edytuj', a rest, a click; times are from the press.
 */
async function measureOpen(page, definition) {
  await sleep(1000);
  const { x, y } = await page.evaluate(OPEN_PROBE, {
    table: definition.table,
    field: definition.field,
    editors: definition.editors,
  });
  await page.pointAndClick(x, y, POINTER_REST_MS);
  await page.waitFor(() => window.__open.openAt !== null);
  // The last frame's entry is reported after it.
  await sleep(200);
  return await page.evaluate(() => {
    const probe = window.__open;
    const during = ([start, duration]) => start + duration > probe.pressAt && start < probe.openAt;
    return {
      rowsAt: probe.openAt - probe.pressAt,
      longTasks: window.__bench.longTasks
        .filter(during)
        .map(([start, duration]) => [Math.round(start - probe.pressAt), duration]),
      longFrames: window.__bench.longFrames
        .filter((frame) => during([frame.start, frame.duration]))
        .map((frame) => Math.round(frame.duration)),
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= probe.pointAt && entry.startTime < probe.openAt)
        .sort((a, b) => a.startTime - b.startTime)
        .map((entry) => ({
          url: new URL(entry.name).pathname.replace(/^.*\/assets\//, 'assets/') + new URL(entry.name).search,
          start: entry.startTime - probe.pressAt,
          end: entry.responseEnd - probe.pressAt,
        })),
      pointedFor: probe.pressAt - probe.pointAt,
    };
  });
}

/** palette: Ctrl+K once the shell's button is there, then the article's id typed like a person. */
async function measurePalette(page, article) {
  // A checkout from before the palette (a --baseline) has no button: nothing to measure there.
  try {
    await page.waitFor(
      () => document.querySelector('[aria-keyshortcuts^="Control+K"]') !== null,
      null,
      10_000,
    );
  } catch {
    return null;
  }
  // As a person would: a while after the screen, by when the palette's code has loaded at idle.
  await sleep(1000);
  await page.evaluate(PALETTE_PROBE, { title: article.title });
  await page.pressWithControl('k');
  await page.waitFor(() => window.__palette.openAt !== null);
  await page.type(null, String(article.id), 80);
  await page.waitFor(() => window.__palette.recordAt !== null);
  return await page.evaluate(() => {
    const probe = window.__palette;
    return {
      rowsAt: probe.recordAt - probe.lastKeyAt,
      openAt: probe.openAt - probe.keyAt,
      frames: probe.frames,
    };
  });
}

// In the page, once the list shows its rows: to Home (client-side). What the return waits for: as many
// rows as were shown.
const LEAVE_LIST = async ({ table, prefix }) => {
  const rows = () =>
    document.querySelectorAll(`table[aria-label="${table}"] tbody:not([hidden]) > tr`).length;
  window.__returnTo ??= { count: rows(), firstRow: null };
  history.pushState(null, '', `${prefix}/`);
  dispatchEvent(new PopStateEvent('popstate'));
  await new Promise((resolve) => {
    const poll = () => (rows() === 0 ? setTimeout(resolve, 100) : requestAnimationFrame(poll));
    poll();
  });
};
// In the page, one timed step of the rows and page scenarios, from the navigation to the frame painted
// with the rows it waits for (a rAF, then a message after that frame):
// - 'newPage', on the list's first page: to page `n`, which no run has shown yet (the address's `page`,
//   client-side): the request, the spinner and 30 new rows in the mounted table. It notes what the
//   return waits for: the first page's rows, which React Query has.
// - 'nothingFound', the same from the first page to a search that finds nothing: the request, the
//   spinner and an empty table (rows with cells gone; the spinner's or the empty text's row may stay).
// - 'back': `history.back()` to the rows the leaving step noted (LEAVE_LIST, 'newPage' or 'nothingFound').
const TIMED_STEP = async ({ table, step, n, nothingFound }) => {
  const rows = () => [...document.querySelectorAll(`table[aria-label="${table}"] tbody:not([hidden]) > tr`)];
  const busy = () => document.querySelector('[aria-busy="true"]') !== null;
  let shown;
  if (step === 'back') {
    const { count, firstRow } = window.__returnTo;
    shown = () => rows().length >= count && (firstRow === null || rows()[0].textContent === firstRow);
  } else {
    const first = rows()[0]?.textContent;
    window.__returnTo = { count: rows().length, firstRow: first };
    shown =
      step === 'nothingFound'
        ? () => !busy() && rows().every((row) => row.cells.length <= 1)
        : () => rows().length > 1 && rows()[0].textContent !== first && !busy();
  }
  const start = performance.now();
  // The frame: from the task that handles the return (its popstate event, which the router renders the
  // rows in) to the end of the frame painting them, without the browser's way from `history.back()` there.
  let frameStart = null;
  addEventListener('popstate', (event) => (frameStart = event.timeStamp), { once: true });
  if (step === 'back') history.back();
  else {
    const query = step === 'nothingFound' ? `searchQuery=${nothingFound}` : `page=${n}`;
    history.pushState(null, '', `${location.pathname}?${query}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }
  // The rows are first seen in a frame's rAF callback, before that frame's style, layout and paint: a
  // message posted from there runs once that frame is rendered (WEB-87; before, a second rAF also counted
  // the wait for the next frame).
  const afterFrame = (resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  };
  await new Promise((resolve) => {
    const poll = () => (shown() ? afterFrame(resolve) : requestAnimationFrame(poll));
    if (shown()) requestAnimationFrame(() => afterFrame(resolve));
    else requestAnimationFrame(poll);
  });
  const end = performance.now();
  return { time: end - start, frame: end - (frameStart ?? start), start, end, rows: rows().length };
};

/**
 * rows and page scenarios: REMOUNTS times, leave the list's rows (rows: to Home; page: to a page not
 * shown yet, timed as well), then come back, each return timed in the page (wall clock) and by the CPU
 * time of the page's main thread meanwhile (CDP `Performance.getMetrics` ThreadTime, taken just before and
 * just after), which the other processes of a shared machine inflate far less than the wall clock. A page return is the
 * DataTable's own cost for a page of rows: 30 rows replaced in a mounted table, its toolbar, header and
 * paging kept.
 */
async function measureReturns(page, definition) {
  const times = [];
  const cpu = [];
  const frames = [];
  const longFrames = [];
  const forward = { times: [], cpu: [] };
  let rows = 0;
  for (let run = 0; run < REMOUNTS; run += 1) {
    if (definition.kind === 'page' || definition.kind === 'mount') {
      const before = await page.threadTime();
      const result = await page.evaluate(TIMED_STEP, {
        table: definition.table,
        step: definition.kind === 'page' ? 'newPage' : 'nothingFound',
        n: run + 2,
        nothingFound: NOTHING_FOUND,
      });
      forward.cpu.push((await page.threadTime()) - before);
      forward.times.push(result.time);
      await sleep(100);
    } else await page.evaluate(LEAVE_LIST, { table: definition.table, prefix: PREFIX });
    const before = await page.threadTime();
    const result = await page.evaluate(TIMED_STEP, { table: definition.table, step: 'back' });
    cpu.push((await page.threadTime()) - before);
    times.push(result.time);
    frames.push(result.frame);
    rows = result.rows;
    await sleep(300);
    // The longest frame over 50 ms within the return, 0 for none (its entry comes after the frame).
    longFrames.push(
      await page.evaluate(
        ({ start, end }) =>
          Math.max(
            0,
            ...window.__bench.longFrames
              .filter((frame) => frame.start < end && frame.start + frame.duration > start)
              .map((frame) => frame.duration),
          ),
        { start: result.start, end: result.end },
      ),
    );
  }
  return { rowsAt: median(times), rows, times, frames, cpu, longFrames, forward };
}

/** With --warm, the one logged-in profile of a checkout (under a driver), kept across its runs. */
const warmContexts = new Map();

async function loggedInContext(browser, target) {
  return await browser.newProfile({
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    ...VIEWPORT,
    cookies: [await refreshCookie(target.sandbox.url, target.password)],
  });
}

/** The lists' first URLs under the API (the build's table for the boot, in index.html's JSON block). */
const FIRST_QUERIES = (() => {
  const page = resolve(here, '../dist/index.html');
  if (!existsSync(page)) return {};
  const html = readFileSync(page, 'utf8');
  const json = /<script type="application\/json" id="redakcja-boot">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json).assets?.firstQueries ?? {}) : {};
})();

/**
 * A list's anchor (WEB-151): the same rows as a plain HTML table the sandbox's process writes from the
 * list's first query (scripts/benchSandbox.mjs), no script and no styles, in a fresh profile: the
 * navigation to its 30 rows visible, by the same probe. The physical limit of a list on this machine.
 */
async function measurePlainTable(browser, target, screen) {
  const definition = SCREENS[screen];
  const query = FIRST_QUERIES[definition.path.replace(/^\//, '')];
  if (!query || !target.plainTable) return null;
  const context = await browser.newProfile({
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    ...VIEWPORT,
    cookies: [],
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(PAGE_PROBE, { table: definition.table, rows: ROWS });
    const address = new URL(target.plainTable);
    address.searchParams.set('path', query);
    address.searchParams.set('label', definition.table);
    await page.goto(address.href);
    await page.waitFor(() => window.__bench && window.__bench.rowsAt !== null);
    return await page.evaluate(() => ({ rowsAt: window.__bench.rowsAt, rows: window.__bench.rows }));
  } finally {
    await context.close();
  }
}

async function measure(browser, target, screen) {
  if (SCREENS[screen].kind === 'typing') return await measureTyping(browser, target);
  if (values.warm && !warmContexts.has(target))
    warmContexts.set(target, await loggedInContext(browser, target));
  const context = values.warm ? warmContexts.get(target) : await loggedInContext(browser, target);
  const definition = SCREENS[screen];
  const page = await context.newPage();
  try {
    await page.addInitScript(
      PAGE_PROBE,
      definition.kind === 'edit'
        ? { title: target.article.title, titleLabel: TITLE_LABEL }
        : { table: definition.table, rows: ROWS },
    );
    const path = typeof definition.path === 'function' ? definition.path(target.article) : definition.path;
    await page.goto(`${target.sandbox.url}${PREFIX}${path}`);
    await page.waitFor(() => window.__bench && window.__bench.rowsAt !== null);
    // The page's main-thread CPU time until the rows (less inflated by the machine's other processes than
    // the wall clock: the figure to compare a change of the work done on the way).
    const cpu = await page.threadTime();
    if (definition.kind === 'search') return await measureSearch(page);
    if (definition.kind === 'palette') return await measurePalette(page, target.article);
    if (definition.kind === 'open') return await measureOpen(page, definition);
    if (definition.kind === 'rows' || definition.kind === 'page' || definition.kind === 'mount')
      return await measureReturns(page, definition);
    // Shifts that come late (pagination, a toolbar) count too: wait a little after the rows.
    await sleep(500);
    const result = await page.evaluate(() => {
      const probe = window.__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const resources = performance.getEntriesByType('resource');
      const js = resources.filter((entry) => /\.js(\?|$)/.test(entry.name));
      return {
        rowsAt: probe.rowsAt,
        frameAt: probe.frameAt,
        rows: probe.rows,
        fcp,
        cls: probe.shifts.reduce((sum, value) => sum + value, 0),
        shiftSources: probe.shiftSources,
        longTasks: probe.longTasks.filter(([start]) => start < probe.rowsAt),
        jsWire: js.reduce((sum, entry) => sum + entry.transferSize, 0),
        jsDecoded: js.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        requests: resources
          .filter((entry) => entry.startTime < probe.rowsAt)
          .sort((a, b) => a.startTime - b.startTime)
          .map((entry) => ({
            url:
              new URL(entry.name).pathname.replace(/^.*\/assets\//, 'assets/') + new URL(entry.name).search,
            start: entry.startTime,
            end: entry.responseEnd,
            // Where a request's time went: waiting for one of the browser's 6 connections (HTTP/1.1),
            // then the server until its first byte.
            queued: entry.requestStart > 0 ? entry.requestStart - entry.startTime : null,
            server: entry.requestStart > 0 ? entry.responseStart - entry.requestStart : null,
          })),
      };
    });
    return { ...result, cpu };
  } finally {
    // A warm profile keeps its cache for the next run: only the page goes.
    if (values.warm) await page.close();
    else await context.close();
  }
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;
/** 'median 40 ms, least 33 ms, quartiles 38 ms–45 ms' */
const spreadOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${ms(median(values))}, least ${ms(sorted[0])}, quartiles ${ms(sorted[Math.floor((sorted.length - 1) / 4)])}–${ms(sorted[Math.ceil(((sorted.length - 1) * 3) / 4)])}`;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const MEASURED = {
  list: `${ROWS} rows visible`,
  search: 'last keystroke → rows of the search (includes the 500 ms debounce)',
  edit: `'${TITLE_LABEL}' holding the record's title`,
  rows: `the list re-entered (Home, then back) → its rows painted from the cache (median of ${REMOUNTS} per run)`,
  page: `page 2, then back to page 1 → its ${ROWS} rows painted from the cache in the mounted table (median of ${REMOUNTS} per run)`,
  mount: `a search that finds nothing, then back to page 1 → its ${ROWS} rows mounted from the cache in the mounted table (median of ${REMOUNTS} per run)`,
  palette: "an article's id typed into 'Przejdź do…', last keystroke → the article among the results",
  open: `a click on the first row's 'Edytuj' (the pointer resting on it ${POINTER_REST_MS} ms before) → the form's field holding the row's title or name and its rich-text editors editable`,
  typing: `a keystroke (${KEYSTROKES}, ${KEY_GAP_MS} ms apart): input delay, handlers and the next paint (Event Timing)`,
};
const p95 = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)];
};

function summarise(label, kind, results) {
  if (kind === 'typing') {
    console.log(`\n■ ${label}: ${results.length} runs, ${MEASURED.typing}`);
    const native = results.flatMap((result) => result.native);
    for (const [name, field] of [
      ['native <textarea> (blank page)', 'native'],
      [`'${TITLE_LABEL}' (/articles/edit)`, 'title'],
      [`'${CONTENT_LABEL}' (/articles/edit, 5,000 words)`, 'content'],
    ]) {
      const all = results.flatMap((result) => result[field]);
      console.log(
        `  ${name}: median ${ms(median(all))}, p95 ${ms(p95(all))}` +
          (field === 'native'
            ? ''
            : `; ×${(median(all) / median(native)).toFixed(2)} the native median, ×${(p95(all) / p95(native)).toFixed(2)} its p95`),
      );
    }
    return { median: median(results.flatMap((result) => result.title)), spread: [0, 0] };
  }
  const times = results.map((result) => result.rowsAt);
  const sorted = [...times].sort((a, b) => a - b);
  const mid = results.find((result) => result.rowsAt === median(times)) ?? results[0];
  if (kind === 'open') {
    console.log(`\n■ ${label}: ${results.length} runs, ${MEASURED.open}`);
    console.log(
      `  median ${ms(median(times))}, p95 ${ms(p95(times))}, spread ${ms(sorted[0])}–${ms(sorted.at(-1))}` +
        ` (quartiles ${ms(sorted[Math.floor((sorted.length - 1) / 4)])}–${ms(sorted[Math.ceil(((sorted.length - 1) * 3) / 4)])})`,
    );
    console.log(
      `  the pointer on 'Edytuj' before the press (its pointerover to the pointerdown): ${spreadOf(results.map((result) => result.pointedFor))}`,
    );
    const long = results.flatMap((result) => result.longTasks);
    console.log(
      `  long tasks (over 50 ms, the goal's limit) on the way: ${long.length} in ${results.length} runs` +
        (long.length > 0 ? `, longest ${ms(Math.max(...long.map(([, duration]) => duration)))}` : ''),
    );
    const frames = results.flatMap((result) => result.longFrames);
    console.log(
      `  frames over 50 ms on the way (Long Animation Frames): ${frames.length} in ${results.length} runs` +
        (frames.length > 0 ? `, longest ${ms(Math.max(...frames))}` : ''),
    );
    console.log(
      `  a run near the median (${ms(mid.rowsAt)}): long tasks over 50 ms (from the press +duration) ${mid.longTasks.map(([start, duration]) => `${start}+${duration}`).join(', ') || 'none'}; requests (from the press; negative: while the pointer rested):`,
    );
    for (const request of mid.requests)
      console.log(
        `    ${ms(request.start).padStart(7)} → ${ms(request.end).padStart(7)}  ${request.url.slice(0, 90)}`,
      );
    return { median: median(times), spread: [sorted[0], sorted.at(-1)] };
  }
  const rows = kind === 'edit' || kind === 'palette' ? '' : `, ${results[0].rows} rows`;
  console.log(`\n■ ${label}: ${results.length} runs${rows}`);
  console.log(
    `  ${MEASURED[kind]}: median ${ms(median(times))}, spread ${ms(sorted[0])}–${ms(sorted.at(-1))}` +
      ` (quartiles ${ms(sorted[Math.floor((sorted.length - 1) / 4)])}–${ms(sorted[Math.ceil(((sorted.length - 1) * 3) / 4)])})`,
  );
  if (kind === 'rows' || kind === 'page' || kind === 'mount') {
    const all = results.flatMap((result) => result.times);
    const cpu = results.flatMap((result) => result.cpu);
    console.log(`  every return (${all.length}): median ${ms(median(all))}, fastest ${ms(Math.min(...all))}`);
    console.log(`  main-thread CPU time per return: ${spreadOf(cpu)}`);
    console.log(
      `  the frame (its popstate to the end of its rendering): ${spreadOf(results.flatMap((result) => result.frames))}`,
    );
    const long = results.flatMap((result) => result.longFrames).filter((duration) => duration > 0);
    console.log(
      `  returns with a frame over 50 ms (Long Animation Frames): ${long.length} of ${all.length}` +
        (long.length > 0 ? `, longest ${ms(Math.max(...long))}` : ''),
    );
    if (kind === 'page' || kind === 'mount') {
      const forward = results.flatMap((result) => result.forward.times);
      const forwardCpu = results.flatMap((result) => result.forward.cpu);
      const where =
        kind === 'page'
          ? `to a page not shown yet (pages 2 to ${REMOUNTS + 1}, from the server)`
          : 'to the search that finds nothing (from the server)';
      console.log(`  ${where}: ${spreadOf(forward)}`);
      console.log(`  main-thread CPU time per step: ${spreadOf(forwardCpu)}`);
    }
    return { median: median(times), spread: [sorted[0], sorted.at(-1)] };
  }
  if (kind === 'palette') {
    const frames = results.map((result) => result.frames);
    console.log(
      `  Ctrl+K → the palette painted with the caret in its box: ${spreadOf(results.map((result) => result.openAt))}; frames from the key: median ${median(frames)}, most ${Math.max(...frames)}`,
    );
    return { median: median(times), spread: [sorted[0], sorted.at(-1)] };
  }
  if (kind === 'search') {
    console.log(`  requests after the last keystroke (a run near the median, ${ms(mid.rowsAt)}):`);
    for (const request of mid.requests)
      console.log(
        `    ${ms(request.start).padStart(7)} → ${ms(request.end).padStart(7)}  ${request.url.slice(0, 90)}`,
      );
    return { median: median(times), spread: [sorted[0], sorted.at(-1)] };
  }
  console.log(
    `  the same frame's rAF time (the bench's figure before WEB-53): median ${ms(median(results.map((result) => result.frameAt)))}`,
  );
  console.log(`  FCP: median ${ms(median(results.map((result) => result.fcp ?? Number.NaN)))}`);
  const cpu = results.map((result) => result.cpu).filter((value) => value !== undefined);
  if (cpu.length > 0) {
    const sortedCpu = [...cpu].sort((a, b) => a - b);
    console.log(
      `  main-thread CPU time until the rows are seen: median ${ms(median(cpu))}, quartiles ${ms(sortedCpu[Math.floor((cpu.length - 1) / 4)])}–${ms(sortedCpu[Math.ceil(((cpu.length - 1) * 3) / 4)])}`,
    );
  }
  console.log(
    `  CLS: median ${median(results.map((result) => result.cls)).toFixed(3)}, worst ${Math.max(...results.map((result) => result.cls)).toFixed(3)}`,
  );
  console.log(
    `  JavaScript: ${kb(median(results.map((result) => result.jsWire)))} on the wire (${kb(median(results.map((result) => result.jsDecoded)))} decoded)`,
  );
  if (values.shifts) for (const line of mid.shiftSources) console.log(`  shift ${line}`);
  console.log(
    `  long tasks before the rows (start+duration): ${mid.longTasks.map(([start, duration]) => `${start}+${duration}`).join(', ') || 'none'}`,
  );
  console.log(
    `  requests before the ${kind === 'edit' ? 'title is filled' : 'first row'} (a run near the median, ${ms(mid.rowsAt)}):`,
  );
  console.log('    (queued: waiting for a connection; server: request sent → first byte)');
  for (const request of mid.requests) {
    const split =
      request.queued === null ? '' : ` (queued ${ms(request.queued)}, server ${ms(request.server)})`;
    console.log(
      `    ${ms(request.start).padStart(7)} → ${ms(request.end).padStart(7)}  ${request.url.slice(0, 90)}${split}`,
    );
  }
  return { median: median(times), spread: [sorted[0], sorted.at(-1)] };
}

/** Chromium with a DevTools port (Lighthouse drives it over CDP), in a fresh profile. */
async function chromiumWithPort() {
  const profile = mkdtempSync(join(tmpdir(), 'redakcja-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolvePort, reject) => {
    let text = '';
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) resolvePort(Number(found[1]));
    });
    child.on('exit', () => reject(new Error(`bench: Chromium ended before its DevTools port:\n${text}`)));
  });
  return {
    port,
    async close() {
      child.kill();
      await new Promise((done) => child.once('exit', done));
      // Chromium's helper processes can still be writing into the profile for a moment after it exits,
      // sometimes for longer than the retries: the scores are not lost for a temporary folder left.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.error(`bench: left the Lighthouse profile ${profile} (${error.code ?? error.message})`);
      }
    },
  };
}

/** Lighthouse's performance and accessibility scores (0–100) for login and comments, mobile and desktop. */
async function lighthouseScores(target) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { chromium } = await import('playwright-core');
  const chrome = await chromiumWithPort();
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = cdp.contexts()[0];
  const rows = [];
  try {
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      for (const screen of ['login', 'comments']) {
        await context.clearCookies();
        // The deep link logged in: the refresh cookie, kept by Lighthouse (no storage reset).
        if (screen === 'comments')
          await context.addCookies([await refreshCookie(target.sandbox.url, target.password)]);
        const result = await lighthouse(
          `${target.sandbox.url}${PREFIX}/${screen}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: true,
          },
          config,
        );
        const score = (name) => Math.round((result?.lhr.categories[name]?.score ?? Number.NaN) * 100);
        rows.push({
          formFactor,
          screen,
          performance: score('performance'),
          accessibility: score('accessibility'),
        });
      }
    }
  } finally {
    await cdp.close().catch(() => undefined);
    await chrome.close();
  }
  return rows;
}

// Before any sandbox starts: a screen name that is not one, or no Chromium (installed as `npm test` does).
const screens = values.screens
  .split(',')
  .filter(Boolean)
  .flatMap((name) => SCREEN_GROUPS[name] ?? [name]);
const unknown = screens.filter((name) => !(name in SCREENS));
if (unknown.length > 0) {
  console.error(
    `bench: no screen ${unknown.join(', ')}; the screens: ${[...Object.keys(SCREENS), ...Object.keys(SCREEN_GROUPS)].join(', ')}`,
  );
  process.exit(2);
}
if (ensureChromium() !== 0) process.exit(1);
const checkouts = [{ label: 'this checkout', ...(await sandboxOf(resolve(here, '../../..'))) }];
if (values.baseline)
  checkouts.push({ label: `baseline ${values.baseline}`, ...(await sandboxOf(resolve(values.baseline))) });
// Several drivers (--driver cdp,playwright): each checkout measured under each, interleaved, with a
// Chromium per driver.
const drivers = values.driver.split(',').filter(Boolean);
const browsers = new Map();
for (const driver of drivers)
  browsers.set(
    driver,
    await launchBenchBrowser(driver, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    }),
  );
const targets = checkouts.flatMap((checkout) =>
  drivers.map((driver) => ({
    ...checkout,
    driver,
    label: drivers.length > 1 ? `${checkout.label} · ${driver}` : checkout.label,
  })),
);
const DRIVER_NAMES = { cdp: 'its DevTools pipe', playwright: 'Playwright' };
const results = new Map();
// Screen → the times of its anchor in this run (lists: a plain HTML table of the same rows).
const anchors = new Map();
// Typing and opening a form have a section of their own: a run of them leaves the loading figures
// where they are.
const report = startBenchmarkReport(
  screens.every((screen) => ['typing', 'open'].includes(SCREENS[screen].kind))
    ? 'Panel: typing and opening a form (admin-web bench --screens typing,open)'
    : 'Panel: loading and rendering (admin-web bench)',
);
try {
  console.log(
    `bench: ${RUNS} runs per screen and checkout, ${values.mobile ? 'mobile 390×844' : 'desktop 1280×800'}, ${values.warm ? 'one warm profile per checkout (--warm)' : 'a fresh profile per run'}, interleaved; Chromium ${browsers.get(drivers[0]).version} driven by ${drivers.map((driver) => `${DRIVER_NAMES[driver] ?? driver} (--driver ${driver})`).join(' and ')}`,
  );
  // A warm-up per target (the first page of a fresh sandbox pays for its caches), not counted.
  for (const target of targets)
    for (const screen of screens) await measure(browsers.get(target.driver), target, screen);
  for (let run = 0; run < RUNS; run += 1) {
    for (const screen of screens) {
      for (const target of targets) {
        const key = `${screen} · ${target.label}`;
        if (!results.has(key)) results.set(key, { kind: SCREENS[screen].kind, list: [] });
        results.get(key).list.push(await measure(browsers.get(target.driver), target, screen));
      }
      // The list's anchor, interleaved with the panel's runs: this checkout's rows as a plain table.
      if (SCREENS[screen].kind === 'list') {
        const anchor = await measurePlainTable(browsers.get(targets[0].driver), targets[0], screen);
        if (anchor) {
          if (!anchors.has(screen)) anchors.set(screen, []);
          anchors.get(screen).push(anchor.rowsAt);
        }
      }
    }
  }
  for (const [key, { kind, list }] of results) {
    const measured = list.filter((result) => result !== null);
    if (measured.length === 0) {
      console.log(`\n■ ${key}: not in this checkout`);
      continue;
    }
    const { median: figure } = summarise(key, kind, measured);
    const anchor = anchors.get(key.split(' · ')[0]);
    if (kind === 'list' && anchor?.length)
      console.log(
        `  ratio to its anchor, a plain HTML table of the same rows served by the sandbox (this run: ${spreadOf(anchor)}): ×${(figure / median(anchor)).toFixed(2)}`,
      );
  }
  if (values.lighthouse) {
    for (const checkout of checkouts) {
      console.log(`\n■ Lighthouse · ${checkout.label} (performance / accessibility)`);
      for (const row of await lighthouseScores(checkout))
        console.log(
          `  ${row.screen.padEnd(9)} ${row.formFactor.padEnd(8)} ${row.performance} / ${row.accessibility}`,
        );
    }
  }
} finally {
  for (const context of warmContexts.values()) await context.close();
  for (const browser of browsers.values()) await browser.close();
  for (const checkout of checkouts) await checkout.sandbox.close();
}
await report.write(
  `node scripts/pnpm.mjs --filter @redakcja/admin-web bench ${process.argv.slice(2).join(' ')}`.trim(),
);
