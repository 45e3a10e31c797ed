import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  // The SDK and the newsletter renderer are bundled; heavy modules stay lazy (dynamic imports split).
  noExternal: [/^@redakcja\//],
  esbuildOptions(options) {
    options.conditions = ['@redakcja/source'];
  },
  splitting: true,
  dts: false,
  clean: true,
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
});
