import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// Read by Ladle (see .ladle/config.mjs). Ladle brings its own Vite and React plugin; this adds
// vanilla-extract, which compiles the *.css.ts files, and the stories' own static files (the
// newsletter's pictures), served by `ladle serve` and copied into the build.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  publicDir: '.ladle/public',
});
