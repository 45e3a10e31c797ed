// What `npm start` may skip: a fingerprint of the inputs of a step (install, build), kept in a stamp file
// under node_modules, compared before the step runs and written after it succeeds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Folders that hold outputs, caches or tests: none of them is an input of the build. */
const NOT_INPUTS = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  '.tsbuild',
  '.data',
  '.ladle-build',
  'test',
  'test-results',
  'bench',
]);

/** Every file under `folder` that may change a build, as paths relative to `root`. */
function inputFiles(root, folder) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!NOT_INPUTS.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.isFile() && !entry.name.endsWith('.tsbuildinfo')) {
        files.push(relative(root, join(dir, entry.name)));
      }
    }
  };
  if (existsSync(folder)) walk(folder);
  return files.sort();
}

/** A hash of the files' contents (and names): the same inputs give the same fingerprint on any clone. */
export function fingerprint(root, paths) {
  const hash = createHash('sha256');
  for (const path of paths) {
    const absolute = join(root, path);
    if (!existsSync(absolute)) continue;
    const stats = statSync(absolute);
    const files = stats.isDirectory() ? inputFiles(root, absolute) : [path];
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when the stamp holds `print` and every output the step makes is there. */
export function upToDate(stamp, print, outputs = []) {
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== print) return false;
  return outputs.every((output) => existsSync(output));
}

export function writeStamp(stamp, print) {
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${print}\n`);
}
