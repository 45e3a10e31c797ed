import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds dist/index.js (tsup) so that the tests spawn the CLI exactly as ops run it. */
export default function buildCli(): void {
  const packageDir = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(fileURLToPath(new URL('../../node_modules/.bin/tsup', import.meta.url)), ['--silent'], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
