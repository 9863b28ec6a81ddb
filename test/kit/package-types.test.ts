import { describe, expectTypeOf, it } from 'vitest';
import type * as DevnetSource from '../../devnet/index';
import type { DevWalletOptions as SourceOptions } from '../../emulator/config';
import type { DevWalletControl as SourceControl } from '../../emulator/control';
import type { DevWalletRequest as SourceRequest } from '../../emulator/request-log';
import type * as DevnetPackage from '../../packages/devnet/index';
import type * as DevWalletPackage from '../../packages/devwallet/types';

/**
 * The kit's published types are written by hand (so they name no repository file); these
 * compile-time checks keep them equal to the code they describe. A new option, family or
 * control method fails here until `packages/*​/*.d.ts` says it too.
 */
describe('published types of the test kit', () => {
  it('@satchel/devwallet describes the Dev Wallet as it is', () => {
    expectTypeOf<DevWalletPackage.DevWalletOptions>().toEqualTypeOf<SourceOptions>();
    expectTypeOf<DevWalletPackage.DevWalletControl>().toEqualTypeOf<SourceControl>();
    expectTypeOf<DevWalletPackage.DevWalletRequest>().toEqualTypeOf<SourceRequest>();
  });

  it('@satchel/devnet takes every option the devnet takes, and answers its devnet without internals', () => {
    expectTypeOf<keyof DevnetPackage.DevnetOptions>().toEqualTypeOf<keyof DevnetSource.DevnetOptions>();
    expectTypeOf<keyof DevnetPackage.Devnet>().toEqualTypeOf<Exclude<keyof DevnetSource.Devnet, 'node'>>();
    expectTypeOf<DevnetPackage.FaultSpec>().toEqualTypeOf<DevnetSource.FaultSpec>();
    expectTypeOf<DevnetPackage.RecommendedFees>().toEqualTypeOf<DevnetSource.RecommendedFees>();
    expectTypeOf<DevnetPackage.DevnetNetwork>().toEqualTypeOf<DevnetSource.DevnetNetwork>();
    expectTypeOf<DevnetPackage.FeesMode>().toEqualTypeOf<DevnetSource.FeesMode>();
    expectTypeOf<DevnetPackage.ErrorStyle>().toEqualTypeOf<DevnetSource.ErrorStyle>();
    expectTypeOf<DevnetPackage.Request>().toEqualTypeOf<DevnetSource.Request>();
  });
});
