#!/usr/bin/env node
// Bundle budgets, read from the real build output (dist/.vite/manifest.json), gzipped: the bytes of the
// `.gz` copies the build writes (Zopfli, vite.config.ts `precompressPlugin`, WEB-51), which are what a
// server that sends them (the sandbox: SB-29) puts on the wire; zlib's gzip level 9 only for the files the
// build leaves uncompressed (under 1 KB).
// - the JavaScript the login screen needs (entry closure + the login screen's lazy chunk), each list screen
//   all told (entry + logged-in panel + screen), the comments list: BUDGETS below (WEB-158). The login
//   screen's figure is zlib's gzip level 9 of each file, the measure its goal is set in (every script
//   response of the login page as a server without precompressed copies sends it, WEB-173)
// - the files a screen loads all told: ≤ 49
// - every chunk outside the entry closure, except the rich-text editor's: ≤ 50 KB
// - the editor may be loaded only by screens whose source imports '@redakcja/ui/editor'
// - every screen of the route table (src/routes.ts) is a lazy chunk, outside the entry
// - react-aria's translated strings are Polish only (no other locale's modules in the build), and the
//   date fields carry the Gregorian calendar only, and zod's JSON Schema generator is left out
// - the entry (and its gzipped copy) starts with V8's compile hint
// - the entry carries the panel's preload helper (src/bundling/preloadHelper.ts), not Vite's
// - the login screen's text field kit is in the entry's file (src/bundling/chunkGroups.ts, WEB-172)
// - the route table's lazy imports preload no JavaScript (the panel preloads a screen's files itself, WEB-71)
// - no list (nor its prefetched query) loads classic zod: every list's path is on zod/mini (SDK-C30,
//   WEB-68, WEB-75)
// Run after `vite build`: `pnpm --filter @redakcja/admin-web size`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const KB = 1024;
export const BUDGETS = { loginKb: 89.8, listKb: 207.4, commentsKb: 163.8, screenFiles: 49, chunkKb: 50 };
/** List screens: the route table's list modules, and the lists that are screens of their own. */
const LIST_SCREEN = /(ListScreen|features\/comments\/CommentsScreen|features\/logs\/LogsScreen)\.tsx$/;
const COMMENTS_SCREEN = 'src/features/comments/CommentsScreen.tsx';
const LOGIN_SCREEN = /src\/features\/session\/LoginScreen\.tsx$/;
const LOGGED_IN_APP = 'src/app/LoggedInApp.tsx';
const EDITOR_CHUNK = 'prosemirror'; // its chunk group in src/bundling/chunkGroups.ts (a module named editor.ts, as the SDK's constants/editor.ts, also makes a chunk named 'editor')
const EDITOR_SOURCE = /packages\/ui\/src\/RichTextEditor\//;

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('size: no build output (dist/.vite/manifest.json); run `vite build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipCache = new Map();
/** Gzipped bytes of a file: its precompressed copy's, else (files under 1 KB) zlib's level 9. */
const gz = (file) => {
  if (!gzipCache.has(file)) {
    const path = join(dist, file);
    const bytes = existsSync(`${path}.gz`)
      ? statSync(`${path}.gz`).size
      : gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(file, bytes);
  }
  return gzipCache.get(file);
};
const isJs = (file) => file.endsWith('.js');
/** zlib's gzip level 9 of a file: the login screen's measure (WEB-173). */
const gzip9 = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Static-import closure of a manifest key: every chunk loaded with it. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const sizeOf = (keys) =>
  [...keys].reduce((sum, key) => sum + (isJs(manifest[key].file) ? gz(manifest[key].file) : 0), 0);
const filesOf = (keys) => [...keys].filter((key) => isJs(manifest[key].file)).length;
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryClosure = closure(entryKey);
const screens = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && /src\/features\//.test(key),
);
const editorKeys = new Set(
  Object.keys(manifest).filter((key) => manifest[key].name === EDITOR_CHUNK || EDITOR_SOURCE.test(key)),
);
const failures = [];

const loginKey = screens.find((key) => LOGIN_SCREEN.test(key));
if (!loginKey) failures.push('no lazy login screen (src/features/session/LoginScreen.tsx) in the build');
const loginFiles = [...new Set([...entryClosure, ...(loginKey ? closure(loginKey) : [])])]
  .map((key) => manifest[key].file)
  .filter(isJs);
const loginTotal = loginFiles.reduce((sum, file) => sum + gzip9(file), 0);
console.log(
  `login screen: ${fmt(loginTotal)} (${loginTotal} B, gzip -9) of JavaScript in ${loginFiles.length} files (budget ${BUDGETS.loginKb} KB)`,
);
if (loginTotal > BUDGETS.loginKb * KB)
  failures.push(`the login screen needs ${fmt(loginTotal)} > ${BUDGETS.loginKb} KB`);

const loggedInKey = Object.keys(manifest).find((key) => key === LOGGED_IN_APP);
if (loggedInKey) {
  const frame = new Set([...closure(loggedInKey)].filter((dep) => !entryClosure.has(dep)));
  console.log(`logged-in panel (router, query cache, SDK modules): ${fmt(sizeOf(frame))} beyond the entry`);
}

// Every feature screen (the route table loads each by its file name, src/routes.ts) must be its own lazy
// chunk, never in the entry.
const screenFiles = readdirSync(join(root, 'src/features'), { recursive: true })
  .map((file) => `src/features/${String(file).replaceAll('\\', '/')}`)
  .filter((file) => file.endsWith('Screen.tsx'));
for (const key of screenFiles) {
  if (!manifest[key]?.isDynamicEntry) failures.push(`${key} is not a lazy chunk of its own`);
  else if (entryClosure.has(key)) failures.push(`${key} is in the entry bundle`);
}

// All told: what a fresh page of the screen loads (the entry, the logged-in panel, the screen), and in
// how many files (a request each; HTTP/1.1 fetches six at a time).
const panelClosure = loggedInKey ? closure(loggedInKey) : new Set();
const routeKeys = new Set(screenFiles.filter((key) => manifest[key]));
console.log('\nscreens all told (entry + logged-in panel + screen; files):');
for (const key of [...routeKeys].sort()) {
  const keys = new Set([...entryClosure, ...(key === loginKey ? [] : panelClosure), ...closure(key)]);
  const total = sizeOf(keys);
  const files = filesOf(keys);
  const list = LIST_SCREEN.test(key);
  const budget = key === COMMENTS_SCREEN ? BUDGETS.commentsKb : list ? BUDGETS.listKb : undefined;
  console.log(
    `  ${key.replace(/^src\/features\//, '')}: ${fmt(total)} in ${files} files${budget ? ` (list, budget ${budget} KB)` : ''}`,
  );
  if (budget && total > budget * KB) failures.push(`${key} needs ${fmt(total)} all told > ${budget} KB`);
  if (files > BUDGETS.screenFiles)
    failures.push(`${key} loads ${files} JavaScript files > ${BUDGETS.screenFiles}`);
}

// Every list is on zod/mini (SDK-C30, WEB-68, WEB-75): no list loads a chunk of zod's classic API ('zod',
// its chunk group in src/bundling/chunkGroups.ts) nor its form's modules.
const MINI_LISTS = Object.keys(manifest).filter((key) => LIST_SCREEN.test(key));
if (MINI_LISTS.length < 30) failures.push(`the list screens are not all in the build (${MINI_LISTS.length})`);
for (const key of MINI_LISTS) {
  const keys = new Set([...entryClosure, ...panelClosure, ...closure(key)]);
  const classic = [...keys].filter((dep) => manifest[dep]?.name === 'zod');
  if (classic.length)
    failures.push(`${key} loads zod's classic API (${classic.map((dep) => manifest[dep].file).join(', ')})`);
}

console.log('\nroutes (gzipped JavaScript loaded beyond the entry):');
for (const key of screens.sort()) {
  const extra = new Set([...closure(key)].filter((dep) => !entryClosure.has(dep)));
  const usesEditor = [...extra].some((dep) => editorKeys.has(dep));
  const source = readFileSync(resolve(root, key), 'utf8');
  const declaresEditor = source.includes('@redakcja/ui/editor');
  console.log(
    `  ${key.replace(/^src\/features\//, '')}: ${fmt(gz(manifest[key].file))} own, ${fmt(sizeOf(extra))} in all${usesEditor ? ' (editor)' : ''}`,
  );
  if (usesEditor && !declaresEditor) failures.push(`${key} loads the rich-text editor without using it`);
}
for (const key of editorKeys) {
  if (entryClosure.has(key)) failures.push(`the rich-text editor (${key}) is in the entry bundle`);
}

const editorFiles = new Set([...editorKeys].map((key) => manifest[key].file));
for (const key of Object.keys(manifest)) {
  const { file } = manifest[key];
  if (!isJs(file) || entryClosure.has(key) || editorFiles.has(file)) continue;
  if (gz(file) > BUDGETS.chunkKb * KB)
    failures.push(`chunk ${file} (${key}) is ${fmt(gz(file))} > ${BUDGETS.chunkKb} KB`);
}

// react-aria's translated strings: Polish only (src/bundling/polishOnlyStrings.ts, WEB-57). The search
// field's clear-button label in Polish must be in the build, its German and French texts must not (since
// UI-40 no react-aria table strings are left to check with: 'Zaznacz wszystko' is now ui's own text).
const builtJs = Object.values(manifest)
  .map(({ file }) => file)
  .filter(isJs)
  .map((file) => readFileSync(join(dist, file), 'utf8'))
  .join('\n');
if (!builtJs.includes('Wyczyść zawartość wyszukiwania'))
  failures.push("react-aria's Polish strings ('Wyczyść zawartość wyszukiwania') are not in the build");
for (const foreign of ['Suche zurücksetzen', 'Effacer la recherche'])
  if (builtJs.includes(foreign))
    failures.push(`react-aria's strings of another locale ('${foreign}') are in the build`);
// The Gregorian calendar only (src/bundling/gregorianCalendarOnly.ts): no other calendar's code.
if (builtJs.includes('islamic-umalqura'))
  failures.push('calendars other than the Gregorian one are in the build');
// zod's JSON Schema generator is not built in (src/bundling/noJsonSchema.ts).
if (builtJs.includes('json-schema.org')) failures.push("zod's JSON Schema generator is in the build");
// The route table's lazy screens preload no JavaScript of their own (vite.config.ts, WEB-71): the panel
// preloads a screen's files from index.html's table (src/app/routeFiles.ts). Their CSS stays in the lists.
const routesChunk = Object.values(manifest).find((chunk) => chunk.name === 'routes');
const routesCode = routesChunk ? readFileSync(join(dist, routesChunk.file), 'utf8') : '';
// Vite's file list of the chunk's preloads (`m.f=[…]`); CSS files only, or none at all.
const preloadList = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[([^\]]*)\]/.exec(
  routesCode,
)?.[1];
if (!routesChunk) failures.push('no chunk named routes (src/routes.ts) in the build');
else if (preloadList === undefined && routesCode.includes('__vite__mapDeps'))
  failures.push(`the route table's preload list (${routesChunk.file}) is in a form this check cannot read`);
else if (/\.js["'`]/.test(preloadList ?? ''))
  failures.push(
    `the route table's lazy imports preload JavaScript (${routesChunk.file}): WEB-71 expects none`,
  );
// V8's compile hint on the first line of the large chunks (the entry among them), gzipped copies too
// (src/bundling/compileHints.ts, COMPILE_HINT; WEB-64).
const HINT = '//# allFunctionsCalledOnLoad\n';
const entryFile = manifest[entryKey].file;
for (const file of [`${entryFile}`, `${entryFile}.gz`]) {
  const path = join(dist, file);
  const text = file.endsWith('.gz') ? gunzipSync(readFileSync(path)).toString() : readFileSync(path, 'utf8');
  if (!text.startsWith(HINT)) failures.push(`${file} does not start with V8's compile hint`);
}
// The panel's preload helper, not Vite's (whose `vite:preloadError` event is the mark): the login page's
// entry carries it (src/bundling/preloadHelper.ts, WEB-172).
const entryCode = readFileSync(join(dist, entryFile), 'utf8');
if (entryCode.includes('vite:preloadError')) failures.push(`${entryFile} carries Vite's preload helper`);
// The login screen loads the entry and its own chunk only: the text field kit is in the entry's file.
if (loginFiles.length > 2)
  failures.push(
    `the login screen loads ${loginFiles.length} JavaScript files (${loginFiles.join(', ')}) > 2`,
  );

if (failures.length) {
  console.error(`\n✖ bundle budgets exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\n✔ bundle budgets met');
