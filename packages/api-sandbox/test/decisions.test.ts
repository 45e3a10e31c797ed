import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// Code, tests and docs cite the choices of docs/decisions.md by id (`WEB-133`, `SDK-C33`, `UI-N4`): a cited
// id that the file no longer defines sends the reader nowhere.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ID = String.raw`(?:WS|SDK|SB|UI|WEB|CLI)(?:-[A-Z]+)?-?\d+`;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', '.git', '.cache', '.vite']);
const READ = /\.(?:[cm]?[jt]sx?|md|json|css|html)$/;

function sourceFiles(folder: string, into: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) sourceFiles(path, into);
    } else if (READ.test(entry.name) && entry.name !== 'pnpm-lock.yaml') into.push(path);
  }
  return into;
}

/** Ids an entry starts with (`- WEB-50, WEB-52. …`) and narrower ones inside an entry (`SDK-22: …`). */
function definedIds(decisions: string): Set<string> {
  const defined = new Set<string>();
  for (const [, head = ''] of decisions.matchAll(
    new RegExp(String.raw`^- (${ID}(?:, ${ID})*)(?:\.| \()`, 'gm'),
  ))
    for (const id of head.split(', ')) defined.add(id);
  for (const [, id = ''] of decisions.matchAll(new RegExp(String.raw`\b(${ID}):`, 'g'))) defined.add(id);
  return defined;
}

test('every decision id cited in the code, tests and docs is defined in docs/decisions.md', () => {
  const defined = definedIds(readFileSync(join(ROOT, 'docs', 'decisions.md'), 'utf8'));
  expect(defined.size).toBeGreaterThan(300);
  const undefinedCitations: string[] = [];
  for (const file of sourceFiles(ROOT)) {
    for (const [id] of readFileSync(file, 'utf8').matchAll(new RegExp(String.raw`\b${ID}\b`, 'g')))
      if (!defined.has(id)) undefinedCitations.push(`${id} in ${relative(ROOT, file)}`);
  }
  expect(undefinedCitations).toEqual([]);
});

test('the reading of docs/decisions.md finds entries, shared entries and narrower choices', () => {
  const defined = definedIds('- WEB-1. A.\n- UI-F2, WEB-36. B; UI-50: C.\n- SDK-10 (stats). D (WEB-9).\n');
  expect([...defined].sort()).toEqual(['SDK-10', 'UI-50', 'UI-F2', 'WEB-1', 'WEB-36']);
});
