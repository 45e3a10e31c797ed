#!/usr/bin/env node
// `npm run build`, and the build step of `npm start` and `npm test`: every package's build, in the
// order their builds need rather than the order of their dependencies. pnpm's `-r build` waits for a
// package's whole build, declarations included, before it starts a dependent's; here only the SDK's
// JavaScript comes first (the panel's vite.config.ts, the sandbox and the CLI load it), then the SDK's
// declarations and the other packages' builds run side by side (the declarations of the SDK and of ui
// are compiled from the workspace's sources, through the `@redakcja/source` condition, and need no
// other package's build). A package's own `build` script still builds all of it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PNPM = fileURLToPath(new URL('./pnpm.mjs', import.meta.url));

/** `pnpm --filter @redakcja/<name> run <script>`; resolves its status and its output, kept until it ends. */
function runScript(name, script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [PNPM, '--filter', `@redakcja/${name}`, 'run', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ name, script, status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ name, script, status: status ?? 1, output }));
  });
}

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
