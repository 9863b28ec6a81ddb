import { SatchelError } from '@satchel/core/errors';
import fc from 'fast-check';
import type { Target } from './targets';

/** Cases per target in `npm test`; `npm run soak` runs 100,000 through `scripts/soak.ts`. */
export const TEST_RUNS = 1_000;

/** Runs one case: resolves when it returned or threw a SatchelError, rejects with anything else. */
export async function runCase(target: Target, input: unknown): Promise<'returned' | 'satchel-error'> {
  try {
    await target.run(input);
    return 'returned';
  } catch (error) {
    if (error instanceof SatchelError) return 'satchel-error';
    throw error;
  }
}

/** The property: every throw is a SatchelError. Fails with a shrunk counterexample. */
export async function assertOnlySatchelErrors(target: Target, numRuns = TEST_RUNS): Promise<void> {
  await fc.assert(
    fc.asyncProperty(target.input, async (input) => {
      await runCase(target, input);
    }),
    { numRuns },
  );
}

export interface SoakFigures {
  name: string;
  cases: number;
  returned: number;
  satchelErrors: number;
  /** Throws that were not SatchelErrors: each one a bug. */
  otherThrows: number;
  firstOther?: string;
  ms: number;
}

/** Runs `numRuns` cases without stopping at a failure, counting every kind of outcome. */
export async function soak(target: Target, numRuns: number, seed?: number): Promise<SoakFigures> {
  const figures: SoakFigures = {
    name: target.name,
    cases: 0,
    returned: 0,
    satchelErrors: 0,
    otherThrows: 0,
    ms: 0,
  };
  const start = performance.now();
  await fc.assert(
    fc.asyncProperty(target.input, async (input) => {
      figures.cases++;
      try {
        const outcome = await runCase(target, input);
        if (outcome === 'returned') figures.returned++;
        else figures.satchelErrors++;
      } catch (error) {
        figures.otherThrows++;
        figures.firstOther ??= `${error instanceof Error ? `${error.name}: ${error.message}` : String(error)} — input ${fc.stringify(input).slice(0, 300)}`;
      }
    }),
    { numRuns, ...(seed === undefined ? {} : { seed }) },
  );
  figures.ms = Math.round(performance.now() - start);
  return figures;
}
