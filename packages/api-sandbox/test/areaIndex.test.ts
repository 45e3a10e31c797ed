// src/areas/list.ts is written by scripts/areaIndex.mjs, never by hand: an area is added by adding its
// module and running the script (the package's build runs it).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, without types.
import { AREA_LIST_FILE, areaListFile } from '../scripts/areaIndex.mjs';

it('the checked-in list of areas is what scripts/areaIndex.mjs writes (run it after adding an area)', () => {
  expect(readFileSync(AREA_LIST_FILE as string, 'utf8')).toBe(areaListFile() as string);
});
