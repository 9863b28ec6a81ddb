import { describe, it } from 'vitest';
import { assertOnlySatchelErrors, TEST_RUNS } from './run';
import { PSBT_TARGETS } from './targets';

/** Arbitrary input gives a result or a SatchelError, never another throw. */
describe('properties: validatePsbt requests throw only SatchelErrors', () => {
  it.each(PSBT_TARGETS.map((target) => [target.name, target] as const))(
    `%s: ${TEST_RUNS} arbitrary cases`,
    async (_name, target) => {
      await assertOnlySatchelErrors(target);
    },
  );
});
