import { builtinModules } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LIBRARY_ENTRIES, manifest } from './entries.config';

const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isBare = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');
const packageOf = (id: string) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The installable build of the library (`npm run build`): ESM per entry, and every `*.css.ts` compiled
 * by vanilla-extract into one `dist/styles.css`, so an app needs no vanilla-extract plugin (UI-56).
 * What the package declares (dependencies, react and react-dom as peers) stays an import; an import of
 * anything else fails the build, so nothing is bundled by accident. The workspace never reads this
 * build: the panel, the tests and Ladle compile the sources (`@redakcja/source`).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@redakcja/source'] },
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    cssCodeSplit: false,
    lib: { entry: LIBRARY_ENTRIES, formats: ['es'], cssFileName: 'styles' },
    rollupOptions: {
      external(id) {
        if (!isBare(id)) return false;
        if (id.startsWith('node:') || builtinModules.includes(id)) {
          throw new Error(`@redakcja/ui runs in the browser: ${id} is a Node module`);
        }
        if (declared.includes(packageOf(id))) return true;
        throw new Error(`@redakcja/ui imports ${id}, which its package.json does not declare`);
      },
    },
  },
});
