import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the bin with tsup into node_modules/.cache (so the bundle resolves the package's
 * dependencies and never touches dist/, which `npm start` may be running) and returns its path.
 */
export function buildBin(): { bin: string; dispose: () => void } {
  const outDir = join(packageDir, 'node_modules', '.cache', `sandbox-bin-${process.pid}`);
  mkdirSync(outDir, { recursive: true });
  execFileSync(
    process.execPath,
    [
      join(packageDir, 'node_modules', 'tsup', 'dist', 'cli-default.js'),
      '--out-dir',
      outDir,
      '--no-sourcemap',
      '--silent',
    ],
    {
      cwd: packageDir,
      stdio: 'pipe',
    },
  );
  return { bin: join(outDir, 'bin.js'), dispose: () => rmSync(outDir, { recursive: true, force: true }) };
}
