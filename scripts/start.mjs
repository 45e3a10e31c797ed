#!/usr/bin/env node
// `npm start`: install and build what is not up to date, then run the sandbox API with demo data and the
// built panel in this very process, so stopping `npm start` (Ctrl-C, SIGTERM to npm) stops the server.
// Options pass through to the sandbox, e.g. `npm start -- --port 9090 --db :memory:`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint, upToDate, writeStamp } from './fingerprint.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = readdirSync(join(ROOT, 'packages')).map((name) => `packages/${name}`);
const MANIFESTS = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  ...PACKAGES.map((p) => `${p}/package.json`),
];
const SANDBOX_BIN = join(ROOT, 'packages/api-sandbox/dist/bin.js');

/**
 * One step: skipped when its inputs are those of its last success, else run with its output kept back
 * (hundreds of lines of pnpm, tsup and Vite) and shown only when it fails.
 */
function step(title, { stamp, inputs, outputs, script }) {
  const started = Date.now();
  process.stdout.write(`▶ ${title}: `);
  const print = fingerprint(ROOT, inputs);
  if (upToDate(stamp, print, outputs)) {
    process.stdout.write('up to date\n');
    return;
  }
  const result = spawnSync(process.execPath, script, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal ?? result.error?.message})`);
    process.exit(result.status || 1);
  }
  // The build's fingerprint is taken again: a step may write files among its inputs (pnpm's lockfile).
  writeStamp(stamp, fingerprint(ROOT, inputs));
  process.stdout.write(`done in ${Math.round((Date.now() - started) / 1000)} s\n`);
}

step('install (pnpm, frozen lockfile)', {
  stamp: join(ROOT, 'node_modules/.redakcja-start/install'),
  inputs: MANIFESTS,
  outputs: [join(ROOT, 'node_modules/.modules.yaml')],
  script: [join(ROOT, 'scripts/pnpm.mjs'), 'install', '--frozen-lockfile'],
});
step('build every package', {
  stamp: join(ROOT, 'node_modules/.redakcja-start/build'),
  inputs: [...MANIFESTS, 'tsconfig.json', 'tsconfig.base.json', 'scripts/build.mjs', ...PACKAGES],
  outputs: [SANDBOX_BIN, join(ROOT, 'packages/admin-web/dist/index.html')],
  script: [join(ROOT, 'scripts/build.mjs')],
});

console.log('▶ starting the sandbox API with demo data and the panel (Ctrl-C stops it)\n');
await import('./serve.mjs');
