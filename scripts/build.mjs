#!/usr/bin/env node
// `npm run build`, and the build step of `npm start` and `npm test`: every package's build, in the
// order their builds need rather than the order of their dependencies. pnpm's `-r build` waits for a
// package's whole build, declarations included, before it starts a dependent's; here only the SDK's
// JavaScript comes first (the panel's vite.config.ts, the sandbox and the CLI load it), then the SDK's
// declarations and the other packages' builds run side by side (the declarations of the SDK and of ui
// are compiled from the workspace's sources, through the `@redakcja/source` condition, and need no
// other package's build). A package's own `build` script still builds all of it.
import { fileURLToPath } from 'node:url';
import { runCommand } from './timings/steps.mjs';

const PNPM = fileURLToPath(new URL('./pnpm.mjs', import.meta.url));
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

/** `pnpm --filter @redakcja/<name> run <script>`, its output kept until it ends. */
const runScript = (name, script) =>
  runCommand(process.execPath, [PNPM, '--filter', `@redakcja/${name}`, 'run', script], { buffered: true });

/** Runs the scripts side by side; prints each one's output as it ends; the exit status of the first failure. */
async function together(scripts) {
  const results = await Promise.all(
    scripts.map(([name, script]) =>
      runScript(name, script).then((result) => {
        process.stdout.write(
          `── ${name} ${script} (${result.status === 0 ? 'done' : `failed, exit ${result.status}`})\n`,
        );
        process.stdout.write(result.output);
        return result;
      }),
    ),
  );
  return results.find((result) => result.status !== 0)?.status ?? 0;
}

const phases = [
  [['api-sdk', 'build:js']],
  [
    ['api-sdk', 'build:types'],
    ['admin-web', 'build'],
    ['ui', 'build'],
    ['api-sandbox', 'build'],
    ['cli', 'build'],
  ],
];
for (const phase of phases) {
  const status = await together(phase);
  if (status !== 0) process.exit(status);
}
