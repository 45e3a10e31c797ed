import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@redakcja/source'] },
  test: {
    // Worker threads start and tear down each file's jsdom faster than child processes (measured on
    // this 2-core machine: about half the wall time under load). Files stay isolated: react-aria
    // keeps singletons on document.body (its live announcer), which must not carry over.
    pool: 'threads',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
