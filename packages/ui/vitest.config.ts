import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/timings/reporter.mjs';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@redakcja/source'] },
  ssr: { resolve: { conditions: ['@redakcja/source'] } },
  test: {
    reporters: timingReporters(),
    // vitest's default for a run is one worker fewer than the CPUs: one worker on the machines we have.
    maxWorkers: 2,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Interaction tests on 2 cores shared with other work: a generous cap, not a timing assertion
    // (a test of about 1 s can pass 5 s, the default, when the machine is loaded).
    testTimeout: 30_000,
  },
});
