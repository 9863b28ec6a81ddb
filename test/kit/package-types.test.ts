import { describe, expectTypeOf, it } from 'vitest';
import type * as DevnetSource from '../../packages/devnet/src/index';
import type * as DevnetPackage from '../../packages/devnet/src/public';

/**
 * The kit's declarations are generated from the packages' own source (`scripts/pack/`), so
 * they cannot drift from it; what is left to hold is the narrowing of the devnet's entry: it takes
 * every option the devnet takes and answers its devnet without the chain's internals.
 */
describe('published types of the test kit', () => {
  it('@satchel/devnet takes every option the devnet takes, and answers its devnet without internals', () => {
    expectTypeOf<keyof DevnetPackage.DevnetOptions>().toEqualTypeOf<keyof DevnetSource.DevnetOptions>();
    expectTypeOf<keyof DevnetPackage.Devnet>().toEqualTypeOf<Exclude<keyof DevnetSource.Devnet, 'node'>>();
    expectTypeOf<DevnetPackage.FaultSpec>().toEqualTypeOf<DevnetSource.FaultSpec>();
  });

  it("the devnet's node is a chain an extra route of the package may be given", () => {
    expectTypeOf<DevnetSource.Devnet['node']>().toExtend<DevnetPackage.DevnetChain>();
  });
});
