import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@redakcja/source'] },
  ssr: { resolve: { conditions: ['@redakcja/source'] } },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
