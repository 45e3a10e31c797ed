import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** Every bare module specifier reachable from an entry through relative imports. */
function bareImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g,
    )) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.')) {
        bare.add(specifier);
        continue;
      }
      const base = resolve(dirname(file), specifier);
      const candidates = [`${base}.ts`, join(base, 'index.ts'), base];
      const target = candidates.find((candidate) => existsSync(candidate) && candidate.endsWith('.ts'));
      if (!target) throw new Error(`Cannot resolve ${specifier} from ${file}`);
      visit(target);
    }
  };
  visit(entry);
  return bare;
}

describe('entries', () => {
  it('the main entry is browser-safe: no Node built-ins, no undici, no cookie jar', () => {
    const imports = [...bareImports(join(SRC, 'index.ts'))];
    expect(
      imports.filter(
        (name) => name.startsWith('node:') || ['undici', 'tough-cookie', 'fs', 'path'].includes(name),
      ),
    ).toEqual([]);
    expect(imports.sort()).toEqual(['jose', 'zod']);
  });

  it('the Node entry brings undici and the cookie jar', () => {
    const imports = bareImports(join(SRC, 'node/index.ts'));
    expect(imports.has('undici')).toBe(true);
    expect(imports.has('tough-cookie')).toBe(true);
  });
});
