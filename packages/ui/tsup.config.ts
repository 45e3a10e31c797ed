import { defineConfig } from 'tsup';

// Only the newsletter renderer is built: it is plain TypeScript that Node (the CLI) runs too.
// The React components are consumed as source by Vite (vanilla-extract compiles at bundle time).
export default defineConfig({
  entry: { 'newsletter/index': 'src/newsletter/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: false,
  clean: true,
});
