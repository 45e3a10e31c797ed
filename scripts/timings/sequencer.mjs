// The order a package's test files start in: longest first, by each file's time in the last `npm test`
// that passed on this machine (kept outside the checkout, see steps.mjs). Two workers take files from
// one queue, so a long file started last keeps one worker busy while the other has nothing left; on a
// fresh clone vitest has no times of its own and starts the largest files first, which puts a small file
// running a long shared scenario (the conflict tests) last. Files the history does not know start first,
// as vitest starts unknown files; without any history vitest's own order stands.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer } from 'vitest/node';
import { HISTORY_DIR } from './steps.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Seconds of each test file (from the repository's root) in the last passing run, or an empty map. */
function lastRunSeconds() {
  try {
    const figures = JSON.parse(readFileSync(join(HISTORY_DIR, 'test-timings.json'), 'utf8'));
    return new Map(figures.files.map((entry) => [entry.file, entry.seconds]));
  } catch {
    return new Map();
  }
}

export class LongestFirstSequencer extends BaseSequencer {
  async sort(files) {
    const ordered = await super.sort(files);
    const seconds = lastRunSeconds();
    if (seconds.size === 0) return ordered;
    const position = new Map(ordered.map((file, index) => [file, index]));
    const known = (file) => seconds.get(relative(ROOT, file.moduleId));
    return [...ordered].sort((a, b) => {
      // Projects keep vitest's order (they run one after another).
      if (a.project.name !== b.project.name) return position.get(a) - position.get(b);
      const [timeA, timeB] = [known(a), known(b)];
      if (timeA === undefined || timeB === undefined) {
        if (timeA === timeB) return position.get(a) - position.get(b);
        return timeA === undefined ? -1 : 1;
      }
      return timeB - timeA || position.get(a) - position.get(b);
    });
  }
}
