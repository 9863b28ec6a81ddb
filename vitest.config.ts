import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = ['packages/*/src/**/*.test.{ts,tsx}', 'apps/**/*.test.{ts,tsx}', 'test/**/*.test.ts'];
const ROOTS = ['packages', 'apps', 'test'];

/** Every test file under `dir`, relative to the repository. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(import.meta.dirname, path)] : [];
  });
}

/**
 * The test files that replace a module (`vi.mock`): a worker that shares its modules between files
 * may have loaded the real one already, so these get fresh modules of their own.
 */
const MOCKING = ROOTS.flatMap((dir) => testFiles(join(import.meta.dirname, dir))).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);

export default defineConfig({
  // @satchel/core and @satchel/react from their sources (tsconfig.json "paths").
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Vitest keeps a core free by default, which on a two-core machine means one worker and half
    // the machine idle: the files are waited on, not the main process (docs/performance.md).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Loading every file's modules afresh was a third of the unit tests' CPU time
        // (docs/performance.md); the tests undo what they change (spies, stubbed globals, timers).
        test: {
          name: 'shared modules',
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...MOCKING],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own modules', include: MOCKING } },
    ],
  },
});
