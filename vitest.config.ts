import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @satchel/core and @satchel/react from their sources (tsconfig.json "paths").
  resolve: { tsconfigPaths: true },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    environment: 'node',
    // Vitest keeps a core free by default, which on a two-core machine means one worker and half
    // the machine idle: the files are waited on, not the main process (docs/performance.md).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
