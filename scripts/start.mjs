#!/usr/bin/env node
// `npm start`: install, build, then run the sandbox API with demo data and the built panel.
// Options pass through to the sandbox, e.g. `npm start -- --port 9090 --db :memory:`.
import { spawn } from 'node:child_process';
import { pnpm } from './pnpm.mjs';
import { step } from './step.mjs';

step('install (pnpm, frozen lockfile)', () => pnpm(['install', '--frozen-lockfile']));
step('build every package', () => pnpm(['-r', 'build']));

const args = [
  'packages/api-sandbox/dist/bin.js',
  '--seed',
  'demo',
  '--panel',
  'packages/admin-web/dist',
  '--print-logins',
  ...process.argv.slice(2),
];
console.log('\n▶ starting the sandbox API with demo data and the panel');
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
