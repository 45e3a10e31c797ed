/**
 * Bundle-size benchmark: how much of the SDK a browser bundle carries for a given use, built with Vite
 * (the panel's bundler) and measured minified and gzipped. Usage: `node scripts/bundle-size.mjs`
 * (or `pnpm --filter @redakcja/api-sdk size`). Prints one line per case; nothing is asserted: sizes are
 * measured here, not in tests.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const entry = resolve(here, '../src/index.ts');

/** Each case is the module a screen would write, importing the SDK's main entry. */
const CASES = {
  'login screen via createApiClient (every resource)': `
    import { createApiClient, sessionMessages } from ${JSON.stringify(entry)};
    const api = createApiClient({ baseUrl: '' });
    export const login = (c) => api.auth.login(c);
    export const text = sessionMessages.loginFailure;`,
  'login screen via createApiCore (session only)': `
    import { createApiCore, loginFailureMessage, sessionMessages } from ${JSON.stringify(entry)};
    const core = createApiCore({ baseUrl: '' });
    export const login = (c) => core.auth.login(c);
    export const failure = loginFailureMessage;
    export const text = sessionMessages.loginSuccess;`,
  'core + the categories module': `
    import { createApiCore, createCategoriesResource } from ${JSON.stringify(entry)};
    const core = createApiCore({ baseUrl: '' });
    export const categories = createCategoriesResource(core.context);`,
};

async function measure(name, code) {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-size-'));
  try {
    writeFileSync(join(dir, 'entry.js'), code);
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      resolve: { conditions: ['@redakcja/source'] },
      build: {
        outDir: join(dir, 'out'),
        write: true,
        minify: true,
        lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'bundle' },
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    const file = readdirSync(join(dir, 'out')).find((name) => /\.m?js$/.test(name));
    const bytes = readFileSync(join(dir, 'out', file));
    const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
    console.log(`${name}: ${kb(bytes.length)} minified, ${kb(gzipSync(bytes, { level: 9 }).length)} gzipped`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
for (const [name, code] of Object.entries(CASES)) {
  if (only.length === 0 || only.some((word) => name.includes(word))) await measure(name, code);
}
