import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @satchel/core and @satchel/react from their sources (tsconfig.json "paths").
  resolve: { tsconfigPaths: true },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
