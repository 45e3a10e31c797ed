import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/**
 * The source files and the bare module specifiers reachable from an entry through its runtime imports
 * (`import type` and `export type` are erased by the compiler, so they are not followed).
 */
function moduleGraph(entry: string): { files: Set<string>; bare: Set<string> } {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g,
    )) {
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
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
  return { files: seen, bare };
}

function bareImports(entry: string): Set<string> {
  return moduleGraph(entry).bare;
}

/** The files of a graph relative to src/, sorted. */
function sourceFiles(entry: string): string[] {
  return [...moduleGraph(entry).files].map((file) => file.slice(SRC.length + 1)).sort();
}

describe('entries', () => {
  it('the main entry is browser-safe: no Node built-ins, no undici, no cookie jar', () => {
    const imports = [...bareImports(join(SRC, 'index.ts'))];
    expect(
      imports.filter(
        (name) => name.startsWith('node:') || ['undici', 'tough-cookie', 'fs', 'path'].includes(name),
      ),
    ).toEqual([]);
    // zod only (classic, and mini for the list path: SDK-C30): the JWT's claims are decoded by hand
    // (http/session.ts), no JWT library.
    expect(imports.sort()).toEqual(['zod', 'zod/mini']);
  });

  it('the live entry is browser-safe and bare: no package at all, and the main entry reaches none of it', () => {
    expect([...bareImports(join(SRC, 'live/index.ts'))]).toEqual([]);
    expect(sourceFiles(join(SRC, 'index.ts')).filter((file) => file.startsWith('live/'))).toEqual([]);
  });

  it('the Node entry brings undici and the cookie jar', () => {
    const imports = bareImports(join(SRC, 'node/index.ts'));
    expect(imports.has('undici')).toBe(true);
    expect(imports.has('tough-cookie')).toBe(true);
  });

  it('the session-only core reaches no resource module, no Hydra reader, no schema, no zod and no jose', () => {
    const light = ['schemas/auth.ts', 'schemas/messages.ts', 'schemas/values.ts', 'schemas/violations.ts'];
    for (const [entry, bare] of [
      ['core.ts', []],
      ['http/loginFailure.ts', []],
    ] as const) {
      const files = sourceFiles(join(SRC, entry));
      expect(files.filter((file) => file.startsWith('resources/') || file.startsWith('hydra/'))).toEqual([]);
      expect(files.filter((file) => file.startsWith('schemas/') && !light.includes(file))).toEqual([]);
      expect([...bareImports(join(SRC, entry))].sort()).toEqual(bare);
    }
  });

  it("a list's path (every list's resource, the resource base, the Hydra reader) reaches zod/mini only, no classic zod", () => {
    // What the panel's lists load: classic zod would bring its whole API (SDK-C30, SDK-C33).
    for (const entry of [
      'resources/comments.ts',
      'resources/articleList.ts',
      'resources/categoryList.ts',
      'resources/advertisingIndustryList.ts',
      'resources/advertList.ts',
      'resources/jobOfferList.ts',
      'resources/photoReportageList.ts',
      'resources/subscriberList.ts',
      'resources/kfCompanyList.ts',
      'resources/pressPublisherList.ts',
      'resources/pressCompanyList.ts',
      'resources/pressNewsList.ts',
      'resources/pressMagazineList.ts',
      'resources/partnerNewsList.ts',
      'resources/newsletterList.ts',
      'resources/logs.ts',
      'areas/groups.ts',
      'resources/siloGroupList.ts',
      'resources/siloList.ts',
      'resources/siteList.ts',
      'resources/producerList.ts',
      'resources/playerList.ts',
      'resources/personList.ts',
      'resources/authorList.ts',
      'resources/userList.ts',
      'resources/statList.ts',
      'resources/probeList.ts',
      'resources/dictionaryList.ts',
      'resources/base.ts',
      'hydra/reader.ts',
      'hydra/index.ts',
    ]) {
      expect([...bareImports(join(SRC, entry))].sort(), entry).toEqual(['zod/mini']);
    }
  });
});
