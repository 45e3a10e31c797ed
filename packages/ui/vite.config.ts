import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// Read by Ladle (see .ladle/config.mjs). Ladle brings its own Vite and React plugin; this adds only
// vanilla-extract, which compiles the *.css.ts files.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
});
