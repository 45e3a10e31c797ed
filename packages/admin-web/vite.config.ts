import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { panelBaseScript, pathsInSource, routeSegments } from './src/app/panelBase';

const DEFAULT_ADMIN_PREFIX = '/wirtualny_admin';

/**
 * Writes the inline script that sets `<base href>` to the panel's root before any asset loads (WEB-2):
 * the build's asset URLs are relative, so deep links need it.
 */
function panelBasePlugin(): Plugin {
  const charset = '<meta charset="UTF-8" />';
  return {
    name: 'redakcja-panel-base',
    transformIndexHtml(html) {
      const source = readFileSync(new URL('./src/routes.ts', import.meta.url), 'utf8');
      const script = `<script>${panelBaseScript(routeSegments(pathsInSource(source)), DEFAULT_ADMIN_PREFIX)}</script>`;
      // Right after the charset (which must stay within the first 1024 bytes), before any asset tag.
      if (!html.includes(charset)) throw new Error(`index.html must declare ${charset}`);
      return html.replace(charset, `${charset}\n    ${script}`);
    },
  };
}

// The panel is served under the admin prefix; `base: './'` keeps asset URLs relative so one build
// works under any prefix the runtime configuration names. The dev server serves under the default
// prefix and forwards the API to a sandbox (REDAKCJA_API, default http://127.0.0.1:8080).
export default defineConfig(({ command }) => ({
  base: command === 'serve' ? `${DEFAULT_ADMIN_PREFIX}/` : './',
  plugins: [panelBasePlugin(), react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@redakcja/source'] },
  server: {
    proxy: Object.fromEntries(
      // The API and the static folders of D3 (the sandbox's STATIC_FOLDERS).
      ['/api', '/cache', '/media', '/nsl', '/reports', '/newsletter_images', '/box_tvn', '/exports'].map(
        (path) => [path, process.env.REDAKCJA_API ?? 'http://127.0.0.1:8080'],
      ),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The rich-text editor and ProseMirror form one chunk, loaded only by the screens that use it;
        // the size budget (scripts/size.mjs) recognises it by this name.
        codeSplitting: {
          groups: [
            {
              name: 'editor',
              // ProseMirror's own small dependencies (orderedmap, rope-sequence, w3c-keyname) belong with it:
              // left in a shared chunk they are read before that chunk has run ('OrderedMap.from is not a function').
              test: /packages[\\/]ui[\\/]src[\\/]RichTextEditor|node_modules[\\/].*(prosemirror-|orderedmap|rope-sequence|w3c-keyname)/,
              // Only the editor's own modules: its dependencies (React, ui's Button …) stay shared, or
              // every chunk that uses them would import the editor's.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
