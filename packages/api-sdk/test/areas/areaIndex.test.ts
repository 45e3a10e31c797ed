// The files that list the area modules are written by scripts/areaIndex.mjs, never by hand: an area is
// added by adding its module and running the script (the package's build runs it).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, without types.
import { areaIndexFiles } from '../../scripts/areaIndex.mjs';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));

it('the checked-in area lists are what scripts/areaIndex.mjs writes (run it after adding an area)', () => {
  const files = areaIndexFiles() as Record<string, string>;
  expect(Object.keys(files).sort()).toEqual([
    'src/areaKeys.ts',
    'src/areas/list.ts',
    'src/areas/modules.ts',
    'src/resources/index.ts',
  ]);
  for (const [path, text] of Object.entries(files)) {
    expect(readFileSync(`${packageDir}${path}`, 'utf8'), path).toBe(text);
  }
});
