import { findBitget, type WalletGlobals } from '../kit/globals';
import type { Connector } from '../kit/types';
import { createUnisatCompatibleConnector } from '../kit/unisat-like-connector';
import { capabilities } from './capabilities';

/** Bitget names a refusal in the message only (docs/wallets/bitget.md, "Errors"). */
const REFUSAL = /reject|cancel|denied/i;

/**
 * Bitget Wallet's Unisat-compatible object, `window.bitkeep.unisat` (also written to
 * `window.unisat` with `isBitKeep`): Unisat's calls and shapes, the `livenet`/`testnet`/`signet`
 * names of `getNetwork`/`switchNetwork`, `signPsbts` with one options object per PSBT, and
 * `pushPsbt` (Bitget's integration notes, BitgetWalletTeam/bgw-cursor-plugin
 * `skills/dapp-integration/references/bitcoin.md`; bigmi `packages/client/src/connectors/bitget.ts`;
 * docs/wallets/bitget.md). No `disconnect` is documented: disconnecting is local.
 */
export function createBitgetConnector(win: WalletGlobals): Connector {
  return createUnisatCompatibleConnector(
    {
      id: 'bitget',
      name: 'Bitget Wallet',
      capabilities,
      find: findBitget,
      // "The BTC provider maps all error codes to -32603 internally, including user rejections."
      isRejection: (error) => {
        const message = (error as { message?: unknown } | null)?.message;
        return typeof message === 'string' && REFUSAL.test(message);
      },
    },
    win,
  );
}
