import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/timings/reporter.mjs';
import { LongestFirstSequencer } from '../../scripts/timings/sequencer.mjs';

/** Browser test files run at once (BROWSER_TEST_WORKERS overrides; 1 runs them one by one). */
const BROWSER_WORKERS = Number(process.env.BROWSER_TEST_WORKERS) || 2;

/**
 * Two projects, both run by `vitest run`: unit tests of pure logic next to the code (src/**), and the
 * browser tests (test/browser/**) that drive Debian's Chromium against the sandbox serving the built
 * panel. Browser files run two at a time, in two worker processes, each with one Chromium for the files
 * it runs; every file starts its own sandboxes (free ports, in-memory databases) and browser contexts,
 * so no state passes between files; more workers than two only make the two CPUs of CI thrash. The waits are conditions, never sleeps, with budgets
 * wide enough for a loaded machine.
 */
export default defineConfig({
  resolve: { conditions: ['@redakcja/source'] },
  ssr: { resolve: { conditions: ['@redakcja/source'] } },
  test: {
    reporters: timingReporters(),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        // Unit tests first (group 0), then the browser files with their own worker count (group 1):
        // vitest runs projects with different maxWorkers only in separate groups.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // vitest's default for a run is one worker fewer than the CPUs: one worker on our machines.
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          fileParallelism: true,
          maxWorkers: BROWSER_WORKERS,
          // A worker runs its files one after another in one module cache and one Chromium (the
          // harness's): each file still starts its own sandboxes and opens its own browser contexts.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Conditions in a real browser take longer than vitest's 1 s default to come true.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
