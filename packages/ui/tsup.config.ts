import { defineConfig } from 'tsup';

// Only the newsletter renderer is built: it is plain TypeScript that Node (the CLI) runs too.
// The React components are consumed as source by Vite (vanilla-extract compiles at bundle time).
// The SDK's light entry (constants and texts, no zod) is bundled from source, so the built renderer
// needs no built SDK beside it.
export default defineConfig({
  entry: { 'newsletter/index': 'src/newsletter/index.ts' },
  format: ['esm'],
  target: 'es2022',
  noExternal: [/^@redakcja\//],
  esbuildOptions(options) {
    options.conditions = ['@redakcja/source'];
  },
  dts: false,
  clean: true,
});
