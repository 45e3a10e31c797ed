import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', bin: 'src/bin.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  // The SDK's schemas are bundled so the built server runs with plain Node.
  noExternal: [/^@redakcja\//],
  esbuildOptions(options) {
    options.conditions = ['@redakcja/source'];
  },
  dts: false,
  clean: true,
  sourcemap: true,
});
