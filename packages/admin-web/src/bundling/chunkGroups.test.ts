import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CHUNK_GROUPS, chunkGroupTest } from './chunkGroups';

const PACKAGES = fileURLToPath(new URL('../../..', import.meta.url));
/** Where pnpm links a package: the panel's and ui's dependencies, then every package it installed. */
const NODE_MODULES = [
  join(PACKAGES, 'admin-web', 'node_modules'),
  join(PACKAGES, 'ui', 'node_modules'),
  join(PACKAGES, 'api-sdk', 'node_modules'),
  join(PACKAGES, '..', 'node_modules', '.pnpm', 'node_modules'),
];

function packageFolder(name: string): string | undefined {
  return NODE_MODULES.map((folder) => join(folder, name)).find((folder) => existsSync(folder));
}

/** A folder ('x/'), a file by its full name, or a module by its name without the extension. */
function exists(path: string): boolean {
  if (path.endsWith('/')) return existsSync(path) && statSync(path).isDirectory();
  const folder = dirname(path);
  const name = basename(path);
  return (
    existsSync(folder) && readdirSync(folder).some((file) => file === name || file.startsWith(`${name}.`))
  );
}

describe('every module a chunk group lists exists', () => {
  for (const group of CHUNK_GROUPS) {
    test(group.name, () => {
      const missing = [
        ...(group.packages ?? []).filter((name) => packageFolder(name.replace(/\/$/, '')) === undefined),
        ...Object.entries(group.packageFiles ?? {}).flatMap(([name, files]) => {
          const folder = packageFolder(name);
          return folder === undefined ? [name] : files.filter((file) => !exists(join(folder, file)));
        }),
        ...(group.sources ?? []).filter((file) => !exists(join(PACKAGES, file))),
      ];
      expect(missing).toEqual([]);
    });
  }
});

test('a group claims its modules by path, with or without their extension, and nothing beside them', () => {
  const groups = new Map(CHUNK_GROUPS.map((group) => [group.name, chunkGroupTest(group)]));
  const panel = groups.get('panel');
  const initial = groups.get('initial');
  expect(panel?.test('/r/packages/ui/src/Button/Button.tsx')).toBe(true);
  expect(panel?.test('C:\\r\\packages\\ui\\src\\Button\\Button.css.ts.vanilla.css?source=x')).toBe(true);
  expect(panel?.test('/r/packages/ui/src/Button/ButtonGroup.tsx')).toBe(false);
  expect(panel?.test('/r/node_modules/.pnpm/x/node_modules/@tanstack/query-core/build/modern/index.js')).toBe(
    true,
  );
  expect(panel?.test('/r/packages/admin-web/src/shared/Screen.css.ts')).toBe(false);
  expect(initial?.test('/r/node_modules/react-aria/dist/private/form/useFormValidation.mjs')).toBe(true);
  // The entry: the page's module and the panel's entry module (their imports come with them).
  expect(initial?.test('/r/packages/admin-web/index.html')).toBe(true);
  expect(initial?.test('/r/packages/admin-web/src/main.tsx')).toBe(true);
  expect(initial?.test('/r/packages/admin-web/src/mainMenu.tsx')).toBe(false);
});
