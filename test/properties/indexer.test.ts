import { describe, it } from 'vitest';
import { assertOnlySatchelErrors, TEST_RUNS } from './run';
import { INDEXER_TARGETS } from './targets';

/** Arbitrary input gives a result or a SatchelError, never another throw. */
describe('properties: indexer responses (ord) throw only SatchelErrors', () => {
  it.each(INDEXER_TARGETS.map((target) => [target.name, target] as const))(
    `%s: ${TEST_RUNS} arbitrary cases`,
    async (_name, target) => {
      await assertOnlySatchelErrors(target);
    },
  );
});
