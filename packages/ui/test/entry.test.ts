// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every module reachable from `entry` through relative imports (static and dynamic). */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const base = resolve(dirname(file), match[1]!);
      const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
      const target = candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return seen;
}

function packagesImported(files: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s+'([^.'][^']*)'/g)) names.add(match[1]!);
  }
  return names;
}

describe('the main entry', () => {
  const modules = reachable(join(root, 'src/index.ts'));

  it('reaches the components but neither the editor nor the newsletter renderer', () => {
    expect(modules.size).toBeGreaterThan(30);
    const relative = [...modules].map((file) => file.slice(root.length + 1));
    expect(relative.filter((file) => /src\/(RichTextEditor|newsletter)\//.test(file))).toEqual([]);
  });

  it('pulls in no ProseMirror and no DOMPurify', () => {
    const imported = [...packagesImported(modules)];
    expect(imported.filter((name) => name.startsWith('prosemirror') || name === 'dompurify')).toEqual([]);
  });

  it('marks the vanilla-extract style modules as the only side effects', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    expect(manifest.sideEffects).toEqual(['*.css.ts', '*.css']);
  });
});
