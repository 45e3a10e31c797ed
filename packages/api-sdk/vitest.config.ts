import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/timings/reporter.mjs';
import { LongestFirstSequencer } from '../../scripts/timings/sequencer.mjs';

export default defineConfig({
  resolve: { conditions: ['@redakcja/source'] },
  ssr: { resolve: { conditions: ['@redakcja/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: timingReporters(),
    sequence: { sequencer: LongestFirstSequencer },
    // vitest's default for a run is one worker fewer than the CPUs: one worker on the machines we have.
    maxWorkers: 2,
    isolate: false,
  },
});
