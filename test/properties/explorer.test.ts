import { describe, it } from 'vitest';
import { assertOnlySatchelErrors, TEST_RUNS } from './run';
import { EXPLORER_TARGETS } from './targets';

/** Arbitrary input gives a result or a SatchelError, never another throw. */
describe('properties: explorer responses (Esplora) throw only SatchelErrors', () => {
  it.each(EXPLORER_TARGETS.map((target) => [target.name, target] as const))(
    `%s: ${TEST_RUNS} arbitrary cases`,
    async (_name, target) => {
      await assertOnlySatchelErrors(target);
    },
  );
});
