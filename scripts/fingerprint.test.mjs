// What `npm start` skips: run with `node --test scripts/fingerprint.test.mjs`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fingerprint, upToDate, writeStamp } from './fingerprint.mjs';

const root = mkdtempSync(join(tmpdir(), 'redakcja-fingerprint-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(path, text) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('fingerprint', () => {
  it('changes with a source or a manifest, not with outputs, caches or tests', () => {
    write('package.json', '{}');
    write('packages/a/package.json', '{"name":"a"}');
    write('packages/a/src/index.ts', 'export const a = 1;');
    const inputs = ['package.json', 'packages/a'];
    const first = fingerprint(root, inputs);
    assert.equal(fingerprint(root, inputs), first);
    for (const output of [
      'dist/index.js',
      'node_modules/.vite/x',
      'test/a.test.ts',
      '.tsbuild/x',
      'x.tsbuildinfo',
    ]) {
      write(`packages/a/${output}`, String(Math.random()));
      assert.equal(fingerprint(root, inputs), first, output);
    }
    write('packages/a/src/index.ts', 'export const a = 2;');
    const second = fingerprint(root, inputs);
    assert.notEqual(second, first);
    write('package.json', '{"x":1}');
    assert.notEqual(fingerprint(root, inputs), second);
  });

  it('a step is up to date only with the stamp of the same inputs and all its outputs there', () => {
    const stamp = join(root, 'node_modules/.stamp/build');
    const output = join(root, 'packages/a/dist/index.js');
    assert.equal(upToDate(stamp, 'abc', [output]), false);
    writeStamp(stamp, 'abc');
    assert.equal(upToDate(stamp, 'abc', [output]), true);
    assert.equal(upToDate(stamp, 'abd', [output]), false);
    rmSync(output);
    assert.equal(upToDate(stamp, 'abc', [output]), false);
  });
});
