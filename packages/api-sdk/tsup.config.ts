import { defineConfig } from 'tsup';

/**
 * The root build (scripts/build.mjs) builds the JavaScript (`tsup --no-dts`) before anything else and
 * the declarations (REDAKCJA_BUILD_PART=types) beside the other packages' builds, which need only the
 * JavaScript; plain `tsup` builds both. tsup's own `--dts-only` would replace the `dts` options below.
 */
const typesOnly = process.env.REDAKCJA_BUILD_PART === 'types';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    constants: 'src/contractValues.ts',
    'node/index': 'src/node/index.ts',
    'live/index': 'src/live/index.ts',
  },
  format: ['esm'],
  target: 'node20',
  dts: { only: typesOnly, compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
  // The declarations alone must not remove the JavaScript built before them.
  clean: !typesOnly,
  sourcemap: true,
});
