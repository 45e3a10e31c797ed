import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    constants: 'src/contractValues.ts',
    'node/index': 'src/node/index.ts',
    'live/index': 'src/live/index.ts',
  },
  format: ['esm'],
  target: 'node20',
  dts: { compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
});
