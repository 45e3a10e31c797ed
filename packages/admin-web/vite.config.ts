import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The panel is served under the admin prefix; `base: './'` keeps asset URLs relative so one build
// works under any prefix the runtime configuration names.
export default defineConfig({
  base: './',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@redakcja/source'] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The rich-text editor and ProseMirror form one chunk, loaded only by the screens that use it;
        // the size budget (scripts/size.mjs) recognises it by this name.
        codeSplitting: {
          groups: [{ name: 'editor', test: /packages[\\/]ui[\\/]src[\\/]RichTextEditor|node_modules[\\/].*prosemirror-/ }],
        },
      },
    },
  },
});
