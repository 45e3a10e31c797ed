import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

test('the README reads in a fresh clone: its links resolve inside it, serving.md among them', () => {
  const links = [...README.matchAll(/\]\(([^)#\s]+)[^)]*\)|`(\.\.\/[^`]+)`/g)].map((m) => m[1] ?? m[2] ?? '');
  const local = links.filter((link) => !/^[a-z]+:/.test(link));
  expect(local).toContain('docs/serving.md');
  expect(local.filter((link) => link.startsWith('../'))).toEqual([]);
  expect(local.filter((link) => !existsSync(join(ROOT, link)))).toEqual([]);
});

test('the README says how to stop npm start', () => {
  expect(README).toMatch(/Ctrl-C stops it/);
});
