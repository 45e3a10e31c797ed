import { readdir, readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from '../support/cli';

/** The specifiers a built module imports statically (`import … from "x"`, `export … from "x"`, `import "x"`). */
function staticImports(code: string): string[] {
  const pattern =
    /(?:^|[;\n])\s*(?:import|export)\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+(?:\s*,\s*\{[^}]*\})?)?\s*(?:from\s*)?"([^"]+)"/g;
  return [...code.matchAll(pattern)].map((match) => match[1] as string);
}

function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1] as string);
}

/** Everything `node dist/index.js --help` loads before it runs: the static import graph of the bundle. */
async function startupGraph(): Promise<{ files: Map<string, string>; packages: Set<string> }> {
  const files = new Map<string, string>();
  const packages = new Set<string>();
  const pending = [CLI];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    const code = await readFile(file, 'utf8');
    files.set(file, code);
    for (const specifier of staticImports(code)) {
      if (specifier.startsWith('.')) pending.push(join(dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] as string);

describe('start-up (CLI-16)', () => {
  it('`redakcja --help` loads commander and Node built-ins only: the SDK, zod, undici, inquirer, cli-progress and the renderer wait for the command that needs them', async () => {
    const { files, packages } = await startupGraph();
    expect([...packages].filter((specifier) => !isBuiltin(specifier))).toEqual(['commander']);
    const loaded = [...files.values()].join('\n');
    // The SDK (its token error texts) and the newsletter renderer are bundled: not in the start-up graph.
    expect(loaded).not.toContain('Expired JWT Token');
    expect(loaded).not.toContain('data-newsletter-variant');

    // …and they are there, behind import(): the check above is not passing because they are missing.
    const lazy = new Set<string>();
    for (const code of files.values()) for (const specifier of dynamicImports(code)) lazy.add(specifier);
    for (const name of [
      'zod',
      'undici',
      '@inquirer/input',
      '@inquirer/password',
      '@inquirer/confirm',
      'cli-progress',
    ]) {
      expect(lazy).toContain(name);
    }
    const bundle = await Promise.all(
      (await readdir(dirname(CLI)))
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFile(join(dirname(CLI), name), 'utf8')),
    );
    for (const marker of ['Expired JWT Token', 'data-newsletter-variant']) {
      expect(bundle.some((code) => code.includes(marker))).toBe(true);
    }
  });
});
