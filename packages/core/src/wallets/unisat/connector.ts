import { Errors } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { walletTxid } from '../kit/asset-results';
import { findUnisat, type WalletGlobals } from '../kit/globals';
import { fromLegacyNetwork, fromUnisatChain, toUnisatChain } from '../kit/network-names';
import type { Connector } from '../kit/types';
import { onEmitter } from '../kit/unisat-api';
import {
  type ChainApi,
  createUnisatCompatibleConnector,
  type InvokeWallet,
} from '../kit/unisat-like-connector';
import { unsupported, walletFailure } from '../kit/wallet-errors';
import { capabilities } from './capabilities';

const NAME = 'Unisat';

/**
 * UniSat names its chain by `getChain` / `switchChain` and tells of a change by `chainChanged`
 * (https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-networks.md);
 * an older build has only the legacy `getNetwork`. Both read without a connection, so they never
 * prompt. Its chain list has no regtest, so that switch is refused here (docs/wallet-interfaces.md §3).
 */
const unisatChain: ChainApi = {
  async read(invoke, has, signal) {
    if (has('getChain'))
      return fromUnisatChain(
        ((await invoke('getChain', [], walletFailure, signal)) as { enum?: unknown })?.enum,
      );
    return fromLegacyNetwork(await invoke('getNetwork', [], walletFailure, signal));
  },
  async switchTo(network: BitcoinNetwork, invoke: InvokeWallet, signal?: AbortSignal) {
    const chain = toUnisatChain(network);
    if (!chain || !capabilities.networks.includes(network))
      throw unsupported(NAME, `switching to ${network}`);
    await invoke('switchChain', [chain], walletFailure, signal);
  },
  watch(target, emit) {
    return [
      onEmitter(target, 'chainChanged', (chain) =>
        emit(fromUnisatChain((chain as { enum?: unknown })?.enum)),
      ),
      onEmitter(target, 'networkChanged', () => emit(undefined)),
    ];
  },
};

/** Unisat (`window.unisat_wallet`, else an unbranded `window.unisat`; docs/wallet-interfaces.md §3). */
export function createUnisatConnector(win: WalletGlobals): Connector {
  return createUnisatCompatibleConnector(
    {
      id: 'unisat',
      name: NAME,
      capabilities,
      find: findUnisat,
      chain: unisatChain,
      /**
       * `sendInscription(address, inscriptionId, {feeRate?})` and `sendRunes(address, runeid,
       * amount, {feeRate?})`: the wallet picks the outputs, signs and broadcasts
       * (https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md).
       * The rune goes by its id (`block:tx`) and `amount` is a string of base units, as the
       * extension compares it with the raw amounts of its rune outputs. No fee rate is passed: the
       * wallet's own screen sets it.
       */
      extend: (invoke) => ({
        assets: {
          sendInscription: async ({ inscriptionId, recipient }, opts) =>
            walletTxid(
              await invoke('sendInscription', [recipient, inscriptionId], Errors.sendFailed, opts?.signal),
            ),
          sendRunes: async ({ runeId, amount, recipient }, opts) =>
            walletTxid(
              await invoke(
                'sendRunes',
                [recipient, runeId, amount.toString()],
                Errors.sendFailed,
                opts?.signal,
              ),
            ),
        },
      }),
    },
    win,
  );
}
