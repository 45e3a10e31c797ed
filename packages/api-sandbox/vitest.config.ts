import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/timings/reporter.mjs';
import { LongestFirstSequencer } from '../../scripts/timings/sequencer.mjs';

export default defineConfig({
  resolve: { conditions: ['@redakcja/source'] },
  ssr: { resolve: { conditions: ['@redakcja/source'] } },
  test: {
    reporters: timingReporters(),
    sequence: { sequencer: LongestFirstSequencer },
    // vitest's default for a run is one worker fewer than the CPUs: one worker on the machines we have.
    maxWorkers: 2,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files share a worker's module cache (Fastify, the SDK's schemas, the seed's password hashes and
    // pictures are loaded once): each file still starts its own sandbox, and no test mocks a module.
    isolate: false,
  },
});
