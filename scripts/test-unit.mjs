#!/usr/bin/env node
// `npm run test:unit`: the quick loop. Every package's tests that need no build and no browser: the
// SDK's and the sandbox's (over HTTP on 127.0.0.1), ui's component tests in jsdom, the panel's unit
// tests and the CLI's unit tests. Assumes `npm install` (or one `npm test`) has run.
import { fileURLToPath } from 'node:url';
import { PNPM_VERSION } from './pnpm.mjs';
import { runCommand, TimedRun } from './timings/steps.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST_TIMINGS = `${ROOT}.cache/unit-timings`;
process.chdir(ROOT);

/** `vitest run` of a package, narrowed by vitest's own arguments. */
const vitest = (name, ...args) => ({
  title: `unit tests: ${name}${args.length ? ` (${args.join(' ')})` : ''}`,
  run: (buffered) =>
    runCommand(
      'npx',
      ['-y', `pnpm@${PNPM_VERSION}`, '--filter', `@redakcja/${name}`, 'exec', 'vitest', 'run', ...args],
      { buffered, env: { REDAKCJA_TEST_TIMINGS: TEST_TIMINGS } },
    ),
});

const run = new TimedRun({
  name: 'npm run test:unit',
  report: `${ROOT}.cache/unit-timings.json`,
  testTimings: TEST_TIMINGS,
});
// The sandbox's suite ends on one long file (bad input on every endpoint): ui's files fill the other CPU.
await run.sequence([
  [vitest('api-sdk'), vitest('admin-web', '--project', 'unit'), vitest('cli', 'test/unit')],
  [vitest('api-sandbox'), vitest('ui')],
]);
console.log('\n✔ unit tests passed');
