import { readFileSync } from 'node:fs';

interface Manifest {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
}

export const manifest = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as Manifest;

/**
 * The library's entries, read from `exports` in package.json: each entry's source (its
 * `@redakcja/source` target) built to its `default` target, `dist/<name>.js`, and `dist/<name>.d.ts`.
 * The JavaScript build (vite.lib.config.ts) and the declarations (tsup.config.ts) both use this.
 */
export const LIBRARY_ENTRIES: Record<string, string> = Object.fromEntries(
  Object.values(manifest.exports).flatMap((target) => {
    if (typeof target === 'string') return [];
    const source = target['@redakcja/source'];
    const built = /^\.\/dist\/(.+)\.js$/.exec(target.default ?? '');
    if (!source || !built?.[1])
      throw new Error(`An export of @redakcja/ui lacks a source or a dist/*.js target`);
    return [[built[1], source]];
  }),
);
