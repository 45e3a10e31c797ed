#!/usr/bin/env node
// `npm test`: everything a fresh machine needs, then every check of the repository. Installs the
// workspace with the pinned pnpm, makes sure Debian's Chromium is there for the browser tests, builds,
// packs the installable packages and uses them as an outside app would, type-checks, lints, and runs
// each package's tests. At the end, pass or fail, it prints each step's time and the slowest test
// files, and keeps them in .cache/test-timings.json.
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { PNPM_VERSION } from './pnpm.mjs';
import { runCommand, TimedRun } from './timings/steps.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST_TIMINGS = `${ROOT}.cache/test-timings`;

process.chdir(ROOT);

const pnpm =
  (...args) =>
  (buffered) =>
    runCommand('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
      buffered,
      // better-sqlite3 builds from source here: node-gyp takes Debian's Node headers.
      env: { npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' },
    });
const node =
  (...args) =>
  (buffered) =>
    runCommand(process.execPath, args, { buffered });
/** A package's `test` script, with the vitest timing reporter on. */
const packageTests = (name) => ({
  title: `tests: ${name}`,
  run: (buffered) =>
    runCommand('npx', ['-y', `pnpm@${PNPM_VERSION}`, '--filter', `@redakcja/${name}`, 'test'], {
      buffered,
      env: { REDAKCJA_TEST_TIMINGS: TEST_TIMINGS },
    }),
});

const run = new TimedRun({
  name: 'npm test',
  report: `${ROOT}.cache/test-timings.json`,
  testTimings: TEST_TIMINGS,
});
await run.sequence([
  { title: 'install (pnpm, frozen lockfile)', run: pnpm('install', '--frozen-lockfile') },
  { title: 'Chromium for the browser tests', run: async () => ({ status: ensureChromium(), output: '' }) },
  { title: 'build every package', run: node('scripts/build.mjs') },
  // tsc and biome read the sources; the package check reads the builds: they share nothing.
  [
    { title: 'typecheck (tsc -b), lint (biome)', run: typecheckAndLint },
    {
      title: "installable packages: pack, check, use in a fresh project; npm start's skip rules and stop",
      run: async (buffered) => {
        const tarballs = await node(
          '--test',
          'scripts/consumer/tarballs.test.mjs',
          'scripts/fingerprint.test.mjs',
          'scripts/serve.test.mjs',
          'scripts/benchReport.test.mjs',
        )(buffered);
        if (tarballs.status !== 0) return tarballs;
        const used = await node('scripts/consumer/run.mjs')(buffered);
        return { status: used.status, output: tarballs.output + used.output };
      },
    },
  ],
  // One package at a time: the suites keep both CPUs busy, so side by side they only slow each other's
  // files and hold their output until they end.
  packageTests('api-sdk'),
  packageTests('api-sandbox'),
  packageTests('ui'),
  packageTests('admin-web'),
  packageTests('cli'),
]);
console.log('\n✔ all checks passed');

async function typecheckAndLint(buffered) {
  const typecheck = await pnpm('exec', 'tsc', '-b')(buffered);
  if (typecheck.status !== 0) return typecheck;
  const lint = await pnpm('exec', 'biome', 'check', '.')(buffered);
  return { status: lint.status, output: typecheck.output + lint.output };
}
