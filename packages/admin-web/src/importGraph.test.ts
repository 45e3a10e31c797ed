/**
 * The panel's import graph (static and lazy imports, `import.meta.glob` included; type-only imports are
 * erased and left out): the route table reaches every feature, so nothing a feature or shared code
 * imports may lead back to it, or it would close an import circle through every screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;

const files = readdirSync(SRC, { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => file.replaceAll('\\', '/'));
const known = new Set(files);

function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(SRC, resolve(SRC, dirname(from), specifier)).replaceAll('\\', '/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => known.has(candidate));
}

const globToRegExp = (from: string, pattern: string) => {
  const full = relative(SRC, resolve(SRC, dirname(from), pattern)).replaceAll('\\', '/');
  const escaped = full.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*')}$`);
};

/** Each file's imports (files under src/) that survive compilation. */
const graph = new Map(
  files.map((file) => {
    const source = readFileSync(join(SRC, file), 'utf8');
    const edges = new Set<string>();
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'/gm))
      edges.add(resolveSpecifier(file, match[1] as string) ?? '');
    for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm))
      edges.add(resolveSpecifier(file, match[1] as string) ?? '');
    for (const match of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g))
      edges.add(resolveSpecifier(file, match[1] as string) ?? '');
    for (const match of source.matchAll(/import\.meta\.glob[^(]*\(\s*(\[[^\]]*\]|'[^']*')/g))
      for (const pattern of (match[1] as string).matchAll(/'([^']+)'/g)) {
        const test = globToRegExp(file, pattern[1] as string);
        for (const candidate of files) if (test.test(candidate)) edges.add(candidate);
      }
    edges.delete('');
    return [file, edges] as const;
  }),
);

function reachable(from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(graph.get(from) ?? [])];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return seen;
}

describe('the import graph', () => {
  it('lets the route table reach every feature screen (the graph is read right)', () => {
    const fromRoutes = reachable('routes.ts');
    expect(fromRoutes).toContain('features/groups/GroupsListScreen.tsx');
    expect(fromRoutes).toContain('shared/routePaths.ts');
  });

  it('has no circle through the route table: nothing it imports leads back to it', () => {
    const circle = [...reachable('routes.ts')].filter((file) => reachable(file).has('routes.ts'));
    expect(circle).toEqual([]);
  });

  it('keeps shared code and the features off the route table', () => {
    const importers = files.filter(
      (file) => /^(shared|features)\//.test(file) && reachable(file).has('routes.ts'),
    );
    expect(importers).toEqual([]);
  });
});
