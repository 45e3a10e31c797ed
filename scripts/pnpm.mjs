#!/usr/bin/env node
// Runs the pinned pnpm through npx, so a fresh machine needs only Node and npm.
// Usage: node scripts/pnpm.mjs <pnpm arguments…>
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PNPM_VERSION = '12.21.0';

export function pnpm(args, options = {}) {
  const env = { ...process.env, ...options.env };
  // better-sqlite3 builds from source here: point node-gyp at Debian's Node headers.
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    env,
    cwd: options.cwd,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
