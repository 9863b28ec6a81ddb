import { findBinance, type WalletGlobals } from '../kit/globals';
import type { Connector } from '../kit/types';
import { createUnisatCompatibleConnector } from '../kit/unisat-like-connector';
import { capabilities } from './capabilities';

/**
 * Binance Web3 Wallet's Bitcoin provider, `window.binancew3w.bitcoin`, else the `window.unisat`
 * it proxies with `isBinance` ("some of the APIs are different"):
 * https://developers.binance.com/docs/binance-w3w/bitcoin-provider documents `requestAccounts`,
 * `getAccounts`, `getNetwork`/`switchNetwork` (`livenet`, `testnet`, `signet`), `getPublicKey`
 * and `getBalance`; `signMessage(message, 'ecdsa' | 'bip322-simple')` and
 * `signPsbt(hex, {autoFinalized, toSignInputs})` come from LaserEyes
 * (`packages/core/src/client/providers/binance.ts`) and bigmi
 * (`packages/client/src/connectors/binance.ts`). Neither documents `signPsbts`, `pushPsbt` or
 * `disconnect`, and LaserEyes finds `sendBitcoin` missing on some builds, so batches, PSBT
 * broadcast and the wallet's own send are not used (docs/wallets/binance.md). No error shape is
 * documented: EIP-1193's 4001 is recognised as a refusal, as for Unisat.
 */
export function createBinanceConnector(win: WalletGlobals): Connector {
  return createUnisatCompatibleConnector(
    { id: 'binance', name: 'Binance Web3 Wallet', capabilities, find: findBinance },
    win,
  );
}
