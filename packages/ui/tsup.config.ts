import { defineConfig } from 'tsup';
import { LIBRARY_ENTRIES } from './entries.config';

// The declarations of the installable build, one bundled `.d.ts` per entry beside its `.js`
// (vite.lib.config.ts builds the JavaScript and the CSS, then this runs).
export default defineConfig({
  entry: LIBRARY_ENTRIES,
  format: ['esm'],
  dts: { only: true, compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
  clean: false,
});
