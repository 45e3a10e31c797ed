#!/usr/bin/env node
// `npm test`: everything a fresh machine needs, then every check of the repository, in order.
// Installs the workspace with the pinned pnpm, makes sure Debian's Chromium is there for the
// browser tests, builds, packs the installable packages and uses them as an outside app would,
// type-checks, lints, and runs each package's tests one package at a time.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { pnpm } from './pnpm.mjs';
import { step } from './step.mjs';

step('install (pnpm, frozen lockfile)', () => pnpm(['install', '--frozen-lockfile']));
step('Chromium for the browser tests', () => ensureChromium());
step('build every package', () => pnpm(['-r', 'build']));
step('installable packages: pack, check the tarballs, use them in a fresh project', () => {
  const node = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
  return node(['--test', 'scripts/consumer/tarballs.test.mjs']) || node(['scripts/consumer/run.mjs']);
});
step('typecheck (tsc -b)', () => pnpm(['exec', 'tsc', '-b']));
step('lint and format (biome)', () => pnpm(['exec', 'biome', 'check', '.']));
step('tests of every package', () => pnpm(['-r', '--workspace-concurrency=1', 'test']));
console.log('\n✔ all checks passed');
