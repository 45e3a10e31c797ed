import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const BUILT = join(packageDir, 'dist/index.js');
/** What the bundle is made of: the CLI's sources, and the workspace packages tsup bundles in. */
const SOURCES = [
  join(packageDir, 'src'),
  join(packageDir, 'tsup.config.ts'),
  join(packageDir, 'package.json'),
  fileURLToPath(new URL('../../../api-sdk/src', import.meta.url)),
  fileURLToPath(new URL('../../../ui/src', import.meta.url)),
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function builtTime(): number {
  try {
    return statSync(BUILT).mtimeMs;
  } catch {
    return Number.NEGATIVE_INFINITY;
  }
}

/**
 * Builds dist/index.js (tsup) so that the tests spawn the CLI exactly as ops run it, unless the build is
 * newer than every source it is made of (`npm test` has just built it).
 */
export default function buildCli(): void {
  if (builtTime() > Math.max(...SOURCES.map(newestChange))) return;
  execFileSync(fileURLToPath(new URL('../../node_modules/.bin/tsup', import.meta.url)), ['--silent'], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
