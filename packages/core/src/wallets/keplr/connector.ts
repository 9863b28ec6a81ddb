import type { WalletGlobals } from '../../connectors/globals';
import type { Connector } from '../../connectors/types';
import { createUnisatCompatibleConnector } from '../../connectors/unisat-compatible';
import { findKeplr } from './find';

/**
 * Keplr's Bitcoin provider, `window.keplr.bitcoin` or `window.bitcoin_keplr` (Keplr docs,
 * "Bitcoin Support": chainapsis/keplr-wallet `docs/docs/multi-ecosystem-support/bitcoin.md`):
 * Unisat's calls with `livenet`/`testnet`/`signet`, `getAccounts` answering [] for a site that is
 * not connected, `disconnect()`, `sendBitcoin(to, sats)` and `pushPsbt`. Its `signPsbts` takes one
 * options object for every PSBT, so it cannot name each PSBT's inputs: PSBTs are signed one by
 * one. A refusal rejects with `new Error("Request rejected")` (no code; `packages/provider/src/inject.ts`
 * rethrows the background's `Request rejected` from `packages/background/src/interaction/service.ts`).
 * Note `getNetwork` and `getPublicKey` prompt a site that is not connected
 * (`packages/background/src/keyring-bitcoin/handler.ts`): they are only asked once an account is known.
 */
export function createKeplrConnector(win: WalletGlobals): Connector {
  return createUnisatCompatibleConnector(
    {
      id: 'keplr',
      name: 'Keplr',
      find: findKeplr,
      isRejection: (error) => error instanceof Error && /request rejected/i.test(error.message),
    },
    win,
  );
}
