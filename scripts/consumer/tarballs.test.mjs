// The tarball check on tarballs made here: a right one passes, and each kind of defect is named.
// Run: node --test scripts/consumer/tarballs.test.mjs   (npm test runs it before the consumer test)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkTarball, importsOf, pack } from './tarballs.mjs';

const work = mkdtempSync(join(tmpdir(), 'redakcja-tarball-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

const RIGHT = {
  'package.json': JSON.stringify({
    name: '@redakcja/example',
    version: '0.1.0',
    type: 'module',
    files: ['dist'],
    sideEffects: ['*.css'],
    engines: { node: '>=20.19' },
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './styles.css': './dist/styles.css',
    },
    bin: { example: './dist/cli.js' },
    dependencies: { zod: '^4.6.7' },
    peerDependencies: { react: '^19.3.1' },
  }),
  'dist/index.js': 'import { z } from "zod";\nimport "./chunk.js";\nexport const x = import("react");\n',
  'dist/chunk.js': 'import { readFile } from "node:fs/promises";\nexport {};\n',
  'dist/index.d.ts': "import type { ZodType } from 'zod';\nexport declare const x: ZodType;\n",
  'dist/styles.css': ':root { --a: 1px; }\n',
  'dist/cli.js': '#!/usr/bin/env node\nimport "./chunk.js";\n',
};

let count = 0;
/** Packs `files` (relative to the package folder) the way npm does, under `package/`. */
function tarball(files) {
  const folder = join(work, String(count++));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, 'package', file)), { recursive: true });
    writeFileSync(join(folder, 'package', file), text);
  }
  const path = `${folder}.tgz`;
  execFileSync('tar', ['-czf', path, '-C', folder, 'package']);
  return path;
}

const withManifest = (change) => ({
  ...RIGHT,
  'package.json': JSON.stringify(change(JSON.parse(RIGHT['package.json']))),
});

describe('checkTarball', () => {
  it('passes a tarball that holds what it declares', () => {
    assert.deepEqual(checkTarball(tarball(RIGHT)).problems, []);
  });

  it('names sources, tests and configs that leak', () => {
    const { problems } = checkTarball(
      tarball({ ...RIGHT, 'src/index.ts': '', 'dist/a.test.js': '', 'tsconfig.json': '{}' }),
    );
    assert.deepEqual(problems.sort(), ['ships dist/a.test.js', 'ships src/index.ts', 'ships tsconfig.json']);
  });

  it('names a missing export, the workspace condition, a types entry out of place, a missing bin and man page', () => {
    const { problems } = checkTarball(
      tarball(
        withManifest((manifest) => ({
          ...manifest,
          exports: {
            '.': {
              '@redakcja/source': './src/index.ts',
              default: './dist/index.js',
              types: './dist/index.d.ts',
            },
            './editor': { types: './dist/editor.d.ts', default: './dist/editor.js' },
          },
          bin: { example: './dist/missing.js' },
          man: './man/example.1',
        })),
      ),
    );
    assert.deepEqual(problems, [
      'exports . → @redakcja/source: the workspace condition is published',
      'exports ./editor → types: ./dist/editor.d.ts is not in the tarball',
      'exports ./editor → default: ./dist/editor.js is not in the tarball',
      'exports: "types" must come first (@redakcja/source, default, types)',
      'bin example: ./dist/missing.js is not in the tarball',
      'man: ./man/example.1 is not in the tarball',
    ]);
  });

  it('names a private manifest, workspace ranges and a missing engines field', () => {
    const { problems } = checkTarball(
      tarball(
        withManifest(({ engines, ...manifest }) => ({
          ...manifest,
          private: true,
          dependencies: { ...manifest.dependencies, '@redakcja/api-sdk': 'workspace:*' },
        })),
      ),
    );
    assert.deepEqual(problems, [
      'is private',
      'declares no engines.node',
      'depends on @redakcja/api-sdk@workspace:*',
    ]);
  });

  it('names undeclared packages, missing chunks and CSS that sideEffects would drop', () => {
    const { problems } = checkTarball(
      tarball({
        ...withManifest((manifest) => ({ ...manifest, sideEffects: false })),
        'dist/index.js': 'import { a } from "./gone.js";\nimport "dompurify";\nexport { a };\n',
      }),
    );
    assert.deepEqual(problems, [
      'dist/index.js imports ./gone.js, which is not in the tarball',
      'dist/index.js imports dompurify, which @redakcja/example does not declare',
      'sideEffects drops dist/styles.css: a bundler would leave the CSS out',
    ]);
  });
});

describe('importsOf', () => {
  it('reads static, side-effect, re-export and dynamic imports, and no prose in comments', () => {
    const code = [
      '/** exports … from "the sources" */',
      'import {',
      '  a,',
      '  b as c,',
      '} from "one";',
      "import 'two';",
      'export * from "./three.js";',
      'const x = await import("four");',
      'import d, { e } from "five/sub";',
    ].join('\n');
    assert.deepEqual(importsOf(code).sort(), ['./three.js', 'five/sub', 'four', 'one', 'two']);
  });
});

describe('pack', () => {
  it("puts the tarball in a relative destination under the current folder, not the package's", () => {
    const root = join(work, 'root');
    for (const [file, text] of Object.entries(RIGHT)) {
      mkdirSync(dirname(join(root, 'packages', 'example', file)), { recursive: true });
      writeFileSync(join(root, 'packages', 'example', file), text);
    }
    const caller = join(work, 'caller');
    mkdirSync(caller);
    const previous = process.cwd();
    process.chdir(caller);
    let tarball;
    try {
      tarball = pack('example', 'out', root);
    } finally {
      process.chdir(previous);
    }
    assert.equal(dirname(tarball), join(caller, 'out'));
    assert.ok(existsSync(tarball), `${tarball} exists`);
    assert.ok(!existsSync(join(root, 'packages', 'example', 'out')), 'nothing under the package');
    assert.deepEqual(checkTarball(tarball).problems, []);
  });
});
