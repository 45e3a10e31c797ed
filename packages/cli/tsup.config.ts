import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The workspace's own packages are bundled (the SDK, the newsletter renderer); nothing else is. */
const BUNDLED = /^@redakcja\//;
const packageOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Fails the build when the CLI's code or a bundled workspace package imports a package the CLI does not
 * declare: tsup would inline it silently, and the installed CLI would carry a copy nobody declared
 * (CLI-52). Declared dependencies stay imports (tsup marks them external before this runs).
 */
const declaredOnly: Plugin = {
  name: 'redakcja-declared-dependencies-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      if (BUNDLED.test(path) || importer.includes('/node_modules/')) return undefined;
      if (path.startsWith('node:') || builtinModules.includes(packageOf(path))) return undefined;
      if (packageOf(path) in manifest.dependencies) return { path, external: true };
      return {
        errors: [
          { text: `${path} is imported by ${importer} but not declared in @redakcja/cli's dependencies` },
        ],
      };
    });
  },
};

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  // The SDK and the newsletter renderer are bundled; heavy modules stay lazy (dynamic imports split).
  noExternal: [BUNDLED],
  esbuildOptions(options) {
    options.conditions = ['@redakcja/source'];
  },
  esbuildPlugins: [declaredOnly],
  splitting: true,
  dts: false,
  clean: true,
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  // redakcja(1) from the built program's own command tree: the man page and --help share one source.
  onSuccess: 'node dist/index.js man-page > dist/redakcja.1',
});
