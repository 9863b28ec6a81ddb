import type { WalletGlobals } from '../kit/globals';
import type { Connector } from '../kit/types';
import { createUnisatCompatibleConnector } from '../kit/unisat-like-connector';
import { capabilities } from './capabilities';
import { findWizz } from './find';

/**
 * Wizz (`window.wizz`): Unisat's page API with Atomicals extras, typed by `@wizz-btc/provider`'s
 * `IWalletProvider` (docs/wallets/wizz.md). Connect, balance, messages, hex PSBTs and sends are
 * Unisat's calls to the letter, and its network names are `NetworkType`'s `livenet` (or
 * `mainnet`), `testnet` and `signet`, switched with `switchNetwork`; no testnet4 and no regtest
 * (`@wizz-btc/provider` 0.2.14, `lib/index.d.ts`,
 * https://www.npmjs.com/package/@wizz-btc/provider/v/0.2.14). Its 2024 demo offered a `testnet4`,
 * which no package Wizz publishes now names, so switching there is refused before any call. Its
 * `signPsbts` takes one options object for the whole batch, which cannot say which inputs of which
 * PSBT to sign, so PSBTs are signed one by one. Wizz documents no disconnect call; disconnecting is
 * local.
 */
export function createWizzConnector(win: WalletGlobals): Connector {
  return createUnisatCompatibleConnector({ id: 'wizz', name: 'Wizz', capabilities, find: findWizz }, win);
}
