import { statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress as brotliCompressCallback, constants as zlib } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { PRESSABLE_STYLE_MARKER } from '../ui/src/theme/pressableStyle';
import { routeSegments } from './src/app/panelBase';
import { ROUTE_DATA, type RouteData } from './src/areas';
import { BOOT_DATA_ID, type BootAssets, type BootData } from './src/boot/boot';
import { buildBootScript } from './src/bundling/bootScript';
import { rolldownChunkGroups } from './src/bundling/chunkGroups';
import { addCompileHints } from './src/bundling/compileHints';
import { loadFirstQueries } from './src/bundling/firstQueries';
import { framePagePlugin } from './src/bundling/framePage';
import { gregorianCalendarOnlyPlugin } from './src/bundling/gregorianCalendarOnly';
import { liveAnnouncerClearPlugin } from './src/bundling/liveAnnouncerClear';
import { noJsonSchemaPlugin } from './src/bundling/noJsonSchema';
import { KEPT_LOCALE, polishOnlyStringsPlugin } from './src/bundling/polishOnlyStrings';
import { preloadHelperPlugin } from './src/bundling/preloadHelper';
import { securityHeadersPlugin } from './src/bundling/securityHeaders';
import { zodJitlessPlugin } from './src/bundling/zodJitless';

const DEFAULT_ADMIN_PREFIX = '/wirtualny_admin';
const brotliCompress = promisify(brotliCompressCallback);

/**
 * Writes the boot (src/boot/boot.ts) into index.html: the build's data for it as a JSON block and the
 * boot itself, bundled from its sources (bootScript.ts), as the page's one inline script. It sets
 * `<base href>` to the panel's root before any asset loads (WEB-2: the build's asset URLs are relative,
 * so deep links need it); in the build it also adds the entry's tags (taken out of the
 * markup, where the preload scanner would fetch them before the `<base>` exists) and preloads the
 * chunks of the route the address names (the route table's screens, from the bundle: the logged-in
 * panel's chunk and the screen's static imports), starts `config.json` and, once it has answered, the
 * session restore's refresh.
 */
function panelBasePlugin(): Plugin {
  const charset = '<meta charset="UTF-8" />';
  return {
    name: 'redakcja-panel-base',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        let page = html;
        let assets: BootAssets | undefined;
        if (bundle) {
          const tagPattern =
            /\s*<script type="module"[^>]*><\/script>|\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g;
          const tags = html.match(tagPattern) ?? [];
          page = html.replace(tagPattern, '');
          assets = { ...routePreloads(bundle, tags), firstQueries: await loadFirstQueries() };
        }
        const data: BootData = {
          segments: routeSegments(ROUTE_DATA.map((route) => route.path)),
          defaultPrefix: DEFAULT_ADMIN_PREFIX,
          ...(assets ? { assets } : {}),
        };
        // JSON in a script element: no '</script>' may end it early.
        const json = JSON.stringify(data).replace(/</g, '\\u003c');
        const boot = `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>\n    <script>${await buildBootScript()}</script>`;
        if (!page.includes(charset)) throw new Error(`index.html must declare ${charset}`);
        // react-aria's pressable rule is in the stylesheet: the marker keeps usePress from inserting a
        // `<style>` the CSP refuses (UI-CSP1). The boot goes right after the charset (which must stay
        // within the first 1024 bytes), in the head: a stylesheet it adds there holds the first paint
        // (`blocking="render"` counts only while the document has no body).
        return page.replace(charset, `${charset}\n    ${PRESSABLE_STYLE_MARKER}\n    ${boot}`);
      },
    },
  };
}

/** An attribute of a tag Vite wrote ('src', 'href'). */
function attributeOf(tag: string, name: string): string {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  if (value === undefined) throw new Error(`No ${name} in ${tag}`);
  return value.replace(/^\.\//, '');
}

/** For each screen route: the JavaScript and CSS its screen needs beyond the entry, and the logged-in panel's. */
function routePreloads(
  bundle: Rollup.OutputBundle,
  tags: readonly string[],
): Omit<BootAssets, 'firstQueries'> {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  // The chunk a module starts, or else the chunk it was bundled into (a feature's queries module the screen
  // imports too often shares the screen's chunk or a common one: it has no chunk of its own).
  const byModule = (suffix: string) =>
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const closure = (chunk: Rollup.OutputChunk | undefined, into = new Set<string>()): Set<string> => {
    if (!chunk || into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const file of chunk.imports)
      closure(
        chunks.find((candidate) => candidate.fileName === file),
        into,
      );
    return into;
  };
  const inEntry = closure(entry);
  const cssOf = new Map(
    chunks.map((chunk) => [chunk.fileName, chunk.viteMetadata?.importedCss ?? new Set<string>()]),
  );
  // The data path first (the browser sends preloads of one priority in order, 6 at a time over HTTP/1.1): the logged-in
  // panel's data module, which starts the screen's first query, and the feature queries it loads; then
  // the panel's and the screen's code.
  const loggedInData = closure(byModule('/src/app/loggedInData.ts'));
  const loggedIn = closure(byModule('/src/app/LoggedInApp.tsx'));
  const files: string[] = [];
  const index = (file: string) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  const routes = (ROUTE_DATA as readonly RouteData[]).flatMap(({ path, screen: module, prefetch: first }) => {
    const screen = byModule(`/src/features/${module}.tsx`);
    if (!screen) throw new Error(`No chunk holds the screen ${module} of the route ${path}`);
    // A record's query comes with the form's screen (areas.ts `record`), whose files follow anyway.
    const data = first && !first.record ? [...closure(byModule(`/src/features/${first.module}.ts`))] : [];
    const logged = path === 'login' ? [] : [...loggedInData, ...data, ...loggedIn];
    const code = [...new Set([...logged, ...closure(screen)])].filter((file) => !inEntry.has(file));
    // Their stylesheets too: the lazy import asks for a chunk's CSS only once its importer has run.
    const needed = [...code, ...new Set(code.flatMap((file) => [...(cssOf.get(file) ?? [])]))];
    return [[path, needed.map(index)] as const];
  });
  const entryScript = tags.find((tag) => tag.includes('<script'));
  if (!entryScript) throw new Error('index.html has no entry script');
  return {
    entry: attributeOf(entryScript, 'src'),
    entryPreloads: tags
      .filter((tag) => tag.includes('"modulepreload"'))
      .map((tag) => attributeOf(tag, 'href')),
    styles: tags.filter((tag) => tag.includes('"stylesheet"')).map((tag) => attributeOf(tag, 'href')),
    files,
    routes,
    locale: KEPT_LOCALE,
  };
}

/**
 * The chunks that get V8's compile hint (src/bundling/compileHints.ts): from 4 KB, so a list's own chunks
 * (the panel's frame, the paging, the list screen) compile off the main thread too; below that the
 * comment's bytes buy nothing measurable (WEB-73).
 */
const COMPILE_HINT_MIN_BYTES = 4 * 1024;

/** Zopfli's passes per file: its default 15 takes twice the time for nearly nothing smaller. */
const ZOPFLI_ITERATIONS = 5;

/**
 * Brotli (quality 11) and gzip copies of the text files over 1 KB, for servers that send them as they are
 * (the sandbox does: SB-29). The gzip copies are Zopfli's (WEB-51): valid gzip, smaller than zlib's
 * level 9, made in a pool of worker threads (scripts/gzipWorker.mjs), largest files first; Brotli
 * runs on libuv's thread pool meanwhile. scripts/size.mjs measures these files. The large chunks get V8's
 * compile hint first (WEB-64).
 */
function precompressPlugin(): Plugin {
  return {
    name: 'redakcja-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      // Before compressing: the copies must carry the hint too.
      await addCompileHints(dir, bundle, (chunk) => chunk.code.length >= COMPILE_HINT_MIN_BYTES);
      const files = [...Object.keys(bundle), 'index.html']
        .filter((file) => /\.(js|css|html|svg|json)$/.test(file) && !file.startsWith('.vite/'))
        .map((file) => ({ path: join(dir, file), bytes: statSync(join(dir, file)).size }))
        .filter(({ bytes }) => bytes >= 1024)
        .sort((a, b) => b.bytes - a.bytes)
        .map(({ path }) => path);
      const brotli = files.map(async (path) =>
        writeFile(
          `${path}.br`,
          await brotliCompress(await readFile(path), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        ),
      );
      await Promise.all([...brotli, zopfliGzip(files)]);
    },
  };
}

/** Writes `<file>.gz` for each file with Zopfli, in as many worker threads as the machine has cores (≤ 4). */
async function zopfliGzip(files: readonly string[]): Promise<void> {
  const queue = [...files];
  const size = Math.max(1, Math.min(availableParallelism(), 4, queue.length));
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./scripts/gzipWorker.mjs', import.meta.url));
      const next = () => {
        const file = queue.shift();
        if (file === undefined) return void worker.terminate().then(() => resolve());
        worker.postMessage({ file, iterations: ZOPFLI_ITERATIONS });
      };
      worker.on('message', ({ file, error }: { file: string; error?: string }) => {
        if (error) {
          void worker.terminate();
          reject(new Error(`precompress: gzip of ${file} failed: ${error}`));
        } else next();
      });
      worker.on('error', reject);
      next();
    });
  await Promise.all(Array.from({ length: size }, runWorker));
}

// The panel is served under the admin prefix; `base: './'` keeps asset URLs relative so one build
// works under any prefix the runtime configuration names. The dev server serves under the default
// prefix and forwards the API to a sandbox (REDAKCJA_API, default http://127.0.0.1:8080).
export default defineConfig(({ command }) => ({
  base: command === 'serve' ? `${DEFAULT_ADMIN_PREFIX}/` : './',
  plugins: [
    preloadHelperPlugin(),
    polishOnlyStringsPlugin(),
    gregorianCalendarOnlyPlugin(),
    noJsonSchemaPlugin(),
    zodJitlessPlugin(),
    liveAnnouncerClearPlugin(),
    panelBasePlugin(),
    react(),
    vanillaExtractPlugin(),
    framePagePlugin(),
    precompressPlugin(),
    securityHeadersPlugin(),
  ],
  resolve: { conditions: ['@redakcja/source'] },
  // vanilla-extract evaluates the `.css.ts` files in a Vite server of its own, whose SSR environment does
  // not take the top-level conditions (and whose `ssr` option it replaces): without the condition there,
  // `vars` of `@redakcja/ui` would come from ui's own build, whose names differ from the `:root` theme the
  // panel bundles from source, and leave every token of the panel's own styles undefined.
  environments: { ssr: { resolve: { conditions: ['@redakcja/source'] } } },
  server: {
    proxy: Object.fromEntries(
      // The API and the static folders of D3 (the sandbox's STATIC_FOLDERS).
      ['/api', '/cache', '/media', '/nsl', '/reports', '/newsletter_images', '/box_tvn', '/exports'].map(
        (path) => [path, process.env.REDAKCJA_API ?? 'http://127.0.0.1:8080'],
      ),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Every browser the panel supports has modulepreload (and index.html's inline script adds the
    // preload tags itself): the polyfill would only weigh on the entry.
    modulePreload: {
      polyfill: false,
      // The route table's lazy screens get no preload lists, which every screen would carry: the panel
      // preloads a screen's files from index.html's table as it navigates to it (src/app/routeFiles.ts,
      // WEB-71). Other lazy imports (dialogs, field kinds) keep theirs. The shortcuts' host loads while the
      // panel idles, so its list is not worth its bytes either.
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        (hostType === 'js' && /(^|\/)routes-[^/]*\.js$/.test(hostId)) ||
        /(^|\/)ShortcutsHost-[^/]*\.js$/.test(file)
          ? []
          : deps,
    },
    rolldownOptions: {
      output: {
        // Fewer, larger files than automatic splitting; the groups and their reasons: chunkGroups.ts.
        codeSplitting: { groups: rolldownChunkGroups() },
      },
    },
  },
}));
