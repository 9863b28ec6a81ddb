import { Errors } from '../../primitives/errors';
import { call } from '../kit/abortable';
import { walletTxid } from '../kit/asset-results';
import { createEmitter } from '../kit/emitter';
import { findUnisat, type WalletGlobals } from '../kit/globals';
import { fromLegacyNetwork, fromUnisatChain, toUnisatChain } from '../kit/network-names';
import type { Connector } from '../kit/types';
import {
  type InjectedApi,
  method,
  onEmitter,
  singleAddressAccounts,
  unisatStyleMethods,
} from '../kit/unisat-api';
import { toWalletError, unsupported, walletFailure } from '../kit/wallet-errors';
import { capabilities } from './capabilities';

const NAME = 'Unisat';

/** Unisat (`window.unisat_wallet`, else an unbranded `window.unisat`; docs/wallet-interfaces.md §3). */
export function createUnisatConnector(win: WalletGlobals): Connector {
  const api = (): InjectedApi => {
    const found = findUnisat(win);
    if (!found) throw Errors.providerNotFound(NAME);
    return found;
  };
  const invoke = async (name: string, args: unknown[], failure = walletFailure, signal?: AbortSignal) => {
    const fn = method(api(), name);
    if (!fn) throw unsupported(NAME, name);
    return call(() => fn(...args), signal).catch((error: unknown) => {
      throw toWalletError(error, failure);
    });
  };

  async function readNetwork(signal?: AbortSignal) {
    // getChain/getNetwork work without a connection, so they never prompt.
    if (method(api(), 'getChain'))
      return fromUnisatChain(
        ((await invoke('getChain', [], walletFailure, signal)) as { enum?: unknown })?.enum,
      );
    return fromLegacyNetwork(await invoke('getNetwork', [], walletFailure, signal));
  }

  async function accountsFor(addresses: unknown, signal?: AbortSignal) {
    const address = Array.isArray(addresses) ? addresses[0] : undefined;
    if (typeof address !== 'string' || address === '') return [];
    const publicKey = await invoke('getPublicKey', [], walletFailure, signal);
    return singleAddressAccounts(address, typeof publicKey === 'string' ? publicKey : '');
  }

  const emitter = createEmitter((emit) => {
    const target = findUnisat(win);
    if (!target) return () => {};
    const offs = [
      onEmitter(target, 'accountsChanged', (addresses) => {
        if (Array.isArray(addresses) && addresses.length === 0) emit('accountsChanged', []);
        else emit('accountsChanged', undefined);
      }),
      onEmitter(target, 'chainChanged', (chain) =>
        emit('networkChanged', fromUnisatChain((chain as { enum?: unknown })?.enum)),
      ),
      onEmitter(target, 'networkChanged', () => emit('networkChanged', undefined)),
    ];
    return () => {
      for (const off of offs) off();
    };
  });

  return {
    id: 'unisat',
    name: NAME,
    capabilities,

    async connect({ signal }) {
      const accounts = await accountsFor(await invoke('requestAccounts', [], walletFailure, signal), signal);
      if (accounts.length === 0) throw Errors.emptyWalletResult();
      return { accounts, network: await readNetwork(signal).catch(() => undefined) };
    },

    async getAccountsSilently() {
      if (!findUnisat(win)) return undefined;
      // getAccounts answers [] for an unconnected site instead of prompting (docs/wallet-interfaces.md §3).
      const addresses = await invoke('getAccounts', []).catch(() => undefined);
      if (!Array.isArray(addresses)) return undefined;
      return addresses.length === 0 ? [] : accountsFor(addresses);
    },

    ...unisatStyleMethods(NAME, api, invoke),

    getNetwork: (opts) => readNetwork(opts?.signal),

    /**
     * `sendInscription(address, inscriptionId, {feeRate?})` and `sendRunes(address, runeid,
     * amount, {feeRate?})`: the wallet picks the outputs, signs and broadcasts
     * (https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md).
     * The rune goes by its id (`block:tx`) and `amount` is a string of base units, as the
     * extension compares it with the raw amounts of its rune outputs. No fee rate is passed: the
     * wallet's own screen sets it.
     */
    assets: {
      sendInscription: async ({ inscriptionId, recipient }, opts) =>
        walletTxid(
          await invoke('sendInscription', [recipient, inscriptionId], Errors.sendFailed, opts?.signal),
        ),
      sendRunes: async ({ runeId, amount, recipient }, opts) =>
        walletTxid(
          await invoke('sendRunes', [recipient, runeId, amount.toString()], Errors.sendFailed, opts?.signal),
        ),
    },

    /**
     * `switchChain(enum)` prompts, then answers the new chain and emits `chainChanged`
     * (https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-networks.md).
     * Its chain list has no regtest, so that switch is refused here (docs/wallet-interfaces.md §3).
     */
    async switchNetwork(network, opts) {
      const chain = toUnisatChain(network);
      if (!chain || !capabilities.networks.includes(network))
        throw unsupported(NAME, `switching to ${network}`);
      await invoke('switchChain', [chain], walletFailure, opts?.signal);
    },

    on: emitter.on,
  };
}
