import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/timings/reporter.mjs';
import { LongestFirstSequencer } from '../../scripts/timings/sequencer.mjs';

export default defineConfig({
  resolve: { conditions: ['@redakcja/source'] },
  ssr: { resolve: { conditions: ['@redakcja/source'] } },
  test: {
    reporters: timingReporters(),
    sequence: { sequencer: LongestFirstSequencer },
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The end-to-end tests spawn the built CLI: build it once before any test file runs.
    globalSetup: ['test/support/buildCli.ts'],
    // The files wait on the sandbox, on retry delays and on the spawns that remain: two at a time overlap those waits.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
