import { Core } from '@walletconnect/core';
import type { ICore } from '@walletconnect/types';

/**
 * The WalletConnect Core a phone wallet runs on, reaching nothing but `relayUrl` (the devnet's
 * relay). Read in @walletconnect/core 2.25.0 and @reown/walletkit 1.6.0:
 * - `relayUrl`: the relay, instead of wss://relay.walletconnect.org;
 * - `telemetryEnabled: false`: no event batches to pulse.walletconnect.org;
 * - `storageOptions.database` ":memory:": Node's default, named here: unstorage in memory, no file;
 * - `customStoragePrefix`: one per wallet, or a second `new Core()` in the same process returns
 *   the first (the SDK keeps one Core per prefix on globalThis);
 * - `logger: 'silent'`: the SDK's pino logger otherwise prints to stdout.
 * Two calls have no option, and both would leave the machine:
 * - WalletKit's `init` calls `core.eventClient.init()` whatever `telemetryEnabled` says, which POSTs
 *   an INIT event to pulse.walletconnect.org; it is replaced by a no-op;
 * - `core.verify.resolve` asks verify.walletconnect.org about each proposal and request
 *   (`/attestation/<hash>`, or `/v3/public-key` to check a JWT attestation); it is replaced by one
 *   answering "nothing known", what the SDK makes of an unreachable Verify server: the proposal
 *   and requests arrive with `verifyContext.verified.validation` "UNKNOWN".
 */
export function offlineCore(relayUrl: string, projectId: string): ICore {
  const core = new Core({
    projectId,
    relayUrl,
    customStoragePrefix: `satchel-phone-${crypto.randomUUID()}`,
    telemetryEnabled: false,
    storageOptions: { database: ':memory:' },
    logger: 'silent',
  });
  core.eventClient.init = async () => {};
  // The SDK's own resolve answers undefined when it learns nothing; its declared type omits that.
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve;
  return core;
}
