import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig } from 'vite';

// Read by Ladle (see .ladle/config.mjs). Ladle brings its own Vite and React plugin; this adds
// vanilla-extract, which compiles the *.css.ts files, and the stories' own static files (the
// newsletter's pictures), served by `ladle serve` and copied into the build. The `@redakcja/source`
// condition reads the SDK's light entry (its constants and messages) from source, as the tests do.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  publicDir: '.ladle/public',
  resolve: { conditions: ['@redakcja/source', ...defaultClientConditions] },
});
