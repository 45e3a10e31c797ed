import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = new URL('.', import.meta.url).pathname;

/** The source files under a folder, tests included (they import as the code does). */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('feature areas', () => {
  it('import nothing of another area (what two areas share lives in src/shared)', () => {
    const crossings: string[] = [];
    for (const area of readdirSync(FEATURES, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    )) {
      for (const file of sourcesUnder(join(FEATURES, area.name))) {
        const source = readFileSync(file, 'utf8');
        // Any relative specifier that climbs out of the area into a sibling area folder.
        for (const match of source.matchAll(/from '((?:\.\.\/)+)([^'./][^']*)'/g)) {
          const depth = (match[1] as string).length / 3;
          const inArea = file.slice(join(FEATURES, area.name).length + 1).split('/').length - 1;
          // Climbing exactly out of the area lands in src/features: the next segment is another area.
          if (depth === inArea + 1) crossings.push(`${file.slice(FEATURES.length)} → ${match[1]}${match[2]}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});
