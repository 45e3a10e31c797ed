import { defineConfig } from 'vitest/config';

/**
 * Two projects, both run by `vitest run`: unit tests of pure logic next to the code (src/**), and the
 * browser tests (test/browser/**) that drive Debian's Chromium against the sandbox serving the built
 * panel, one file at a time.
 */
export default defineConfig({
  resolve: { conditions: ['@redakcja/source'] },
  ssr: { resolve: { conditions: ['@redakcja/source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Conditions in a real browser take longer than vitest's 1 s default to come true.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
