// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
      // A folder ('./constants') is read through its index.ts.
      const target = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
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

describe("the login page's text field kit (UI-80)", () => {
  it("loads nothing of react-aria-components: the field and the form stand on react-aria's hooks", () => {
    const kit = [
      'src/TextField/TextField.tsx',
      'src/Form/Form.tsx',
      'src/ErrorText/ErrorText.tsx',
      'src/SaveButton/NativeSaveButton.tsx',
    ];
    const modules = new Set(kit.flatMap((file) => [...reachable(join(root, file))]));
    expect(modules).toContain(join(root, 'src/Field/fieldBase.ts'));
    const loaded = [...modules].flatMap((file) =>
      runtimeImports(file)
        .filter((name) => name.startsWith('react-aria-components'))
        .map((name) => `${file.slice(root.length + 1)}: ${name}`),
    );
    expect(loaded).toEqual([]);
  });
});

/** Every source file of ui (components, entries, tests, stories). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Bare specifiers a module imports at run time (`import type` is erased, so it is not counted). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map(
    (match) => match[1]!,
  );
}

/** Modules a file loads with `import('…')`. */
function dynamicImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'([^']+)'/g)].map((match) => match[1]!);
}

describe('the SDK, for constants and messages only (UI-22)', () => {
  const sdkRoot = resolve(root, '../api-sdk');
  const sdkExports = JSON.parse(readFileSync(join(sdkRoot, 'package.json'), 'utf8')).exports as Record<
    string,
    Record<string, string>
  >;

  it("loads nothing of @redakcja/api-sdk at run time but its light entry '@redakcja/api-sdk/constants'", () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'test'))];
    const where = (file: string, name: string) => `${file.slice(root.length + 1)}: ${name}`;
    // `import type` from the main entry is erased at build time: the SDK's types travel free.
    const loaded = files.flatMap((file) =>
      [...runtimeImports(file), ...dynamicImports(file)]
        .filter((name) => name.startsWith('@redakcja/api-sdk'))
        .map((name) => where(file, name)),
    );
    expect(loaded.length).toBeGreaterThan(10);
    expect(loaded.filter((line) => !line.endsWith(': @redakcja/api-sdk/constants'))).toEqual([]);
  });

  it('reads a light entry that reaches neither zod, nor jose, nor the client, nor the resources', () => {
    const entry = resolve(sdkRoot, sdkExports['./constants']!['@redakcja/source']!);
    const modules = reachable(entry);
    const relative = [...modules].map((file) => file.slice(sdkRoot.length + 1));
    expect(relative).toContain('src/constants/index.ts');
    expect(
      relative.filter((file) => /^src\/(http|hydra|resources|node)\/|^src\/(client|core)\.ts$/.test(file)),
    ).toEqual([]);
    expect([...modules].flatMap(runtimeImports).filter((name) => !name.startsWith('.'))).toEqual([]);
  });
});
