#!/usr/bin/env node
// `npm test`: everything a fresh machine needs, then every check of the repository, in order.
// Installs the workspace with the pinned pnpm, makes sure Debian's Chromium is there for the
// browser tests, builds, type-checks, lints, and runs each package's tests one package at a time.
import { ensureChromium } from './chromium.mjs';
import { pnpm } from './pnpm.mjs';
import { step } from './step.mjs';

step('install (pnpm, frozen lockfile)', () => pnpm(['install', '--frozen-lockfile']));
step('Chromium for the browser tests', () => ensureChromium());
step('build every package', () => pnpm(['-r', 'build']));
step('typecheck (tsc -b)', () => pnpm(['exec', 'tsc', '-b']));
step('lint and format (biome)', () => pnpm(['exec', 'biome', 'check', '.']));
step('tests of every package', () => pnpm(['-r', '--workspace-concurrency=1', 'test']));
console.log('\n✔ all checks passed');
