import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compileHints';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function built(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'hints-'));
  folders.push(dir);
  const bundle: Rollup.OutputBundle = {};
  for (const [fileName, code] of Object.entries(files)) {
    writeFileSync(join(dir, fileName), code);
    writeFileSync(join(dir, `${fileName}.map`), JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }));
    bundle[fileName] = {
      type: 'chunk',
      fileName,
      code,
      sourcemapFileName: `${fileName}.map`,
    } as Rollup.OutputChunk;
  }
  return { dir, bundle };
}

describe('addCompileHints', () => {
  it("puts V8's hint on the first line of the chunks picked, shifting their source maps by that line", async () => {
    const { dir, bundle } = built({
      'big.js': 'export const a=1;\nexport const b=2;',
      'small.js': 'export {};',
    });
    await addCompileHints(dir, bundle, (chunk) => chunk.fileName === 'big.js');
    expect(readFileSync(join(dir, 'big.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nexport const a=1;\nexport const b=2;`,
    );
    expect(JSON.parse(readFileSync(join(dir, 'big.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
    expect(readFileSync(join(dir, 'small.js'), 'utf8')).toBe('export {};');
    expect(JSON.parse(readFileSync(join(dir, 'small.js.map'), 'utf8')).mappings).toBe('AAAA;AACA');
    // A second pass changes nothing.
    await addCompileHints(dir, bundle, () => true);
    expect(readFileSync(join(dir, 'big.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });
});
