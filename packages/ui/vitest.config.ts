import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/timings/reporter.mjs';
import { LongestFirstSequencer } from '../../scripts/timings/sequencer.mjs';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
const MODAL_TESTS = ['src/Modal/Modal.test.tsx', 'src/CommandPalette/CommandPalette.test.tsx'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@redakcja/source'] },
  ssr: { resolve: { conditions: ['@redakcja/source'] } },
  test: {
    reporters: timingReporters(),
    sequence: { sequencer: LongestFirstSequencer },
    // vitest's default for a run is one worker fewer than the CPUs: one worker on the machines we have.
    maxWorkers: 2,
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Interaction tests on 2 cores shared with other work: a generous cap, not a timing assertion
    // (a test of about 1 s can pass 5 s, the default, when the machine is loaded).
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        // A worker runs its files in one module cache: importing jsdom, React and react-aria once per
        // worker instead of once per file takes more than half the CPU of the run away.
        test: { name: 'components', include: TEST_FILES, exclude: MODAL_TESTS, isolate: false },
      },
      {
        extends: true,
        // A modal's files stay isolated: after other files in the same module cache, what the modal
        // hides outside itself still counts as focusable to axe (aria-hidden-focus).
        test: { name: 'modals', include: MODAL_TESTS },
      },
    ],
  },
});
