import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { PREFETCH_MODULES, SCREENS } from './routes';

// featureModules.ts types the modules the route table loads, so that areas.ts names only screens and
// queries modules that exist, and exports they have (tsc). Its keys come from the route table's globs;
// this test fails when they are stale, and UPDATE_FEATURE_MODULES=1 rewrites the file (WEB-156).

const FILE = fileURLToPath(new URL('./featureModules.ts', import.meta.url));

function moduleMap(name: string, modules: Record<string, unknown>): string {
  const lines = Object.keys(modules)
    .map((path) => path.replace(/\.tsx?$/, ''))
    .sort()
    .map((path) => `  '${path.replace('./features/', '')}': typeof import('${path}');`);
  return `export interface ${name} {\n${lines.join('\n')}\n}\n`;
}

function featureModules(): string {
  return [
    '/**',
    ' * The modules the route table loads, by the name areas.ts gives them (under src/features/, without',
    " * extension): every screen, and the light queries modules a route's first query may come from.",
    ' * Generated from the globs of routes.ts by featureModules.test.ts (UPDATE_FEATURE_MODULES=1); types',
    ' * only, nothing of these modules is imported.',
    ' */',
    moduleMap('ScreenModules', SCREENS),
    moduleMap('PrefetchModules', PREFETCH_MODULES),
  ].join('\n');
}

test('featureModules.ts types every module of the route table, and only those', () => {
  const expected = featureModules();
  const current = readFileSync(FILE, 'utf8');
  if (process.env.UPDATE_FEATURE_MODULES === '1' && current !== expected) {
    writeFileSync(FILE, expected);
    return;
  }
  expect(current).toBe(expected);
});
