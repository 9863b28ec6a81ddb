import { call } from '../../connectors/abortable';
import { createEmitter } from '../../connectors/emitter';
import type { WalletGlobals } from '../../connectors/globals';
import { fromLegacyNetwork } from '../../connectors/network-names';
import type { Connector } from '../../connectors/types';
import {
  type InjectedApi,
  method,
  onEmitter,
  singleAddressAccounts,
  unisatStyleMethods,
} from '../../connectors/unisat-api';
import { toWalletError, unsupported, walletFailure } from '../../connectors/wallet-errors';
import { Errors } from '../../errors';
import type { BitcoinNetwork } from '../../networks';
import { capabilities } from './capabilities';
import { findWizz } from './find';

const NAME = 'Wizz';

/**
 * Wizz's network names, `NetworkType` of the types Wizz publishes: `livenet` (or `mainnet`),
 * `testnet` and `signet`; no testnet4 and no regtest (`@wizz-btc/provider` 0.2.14,
 * `lib/index.d.ts`, https://www.npmjs.com/package/@wizz-btc/provider/v/0.2.14). Its 2024 demo
 * offered a `testnet4`, which no package Wizz publishes now names, so switching there is refused
 * before any call.
 */
const WIZZ_NETWORKS: Partial<Record<BitcoinNetwork, string>> = {
  mainnet: 'livenet',
  testnet: 'testnet',
  signet: 'signet',
};

/**
 * Wizz (`window.wizz`): Unisat's page API with Atomicals extras, typed by `@wizz-btc/provider`'s
 * `IWalletProvider` (docs/wallets/wizz.md). Connect, balance, messages, hex PSBTs and sends are
 * Unisat's calls to the letter, so they come from the shared Unisat-style code. Its `signPsbts`
 * takes one options object for the whole batch, which cannot say which inputs of which PSBT to
 * sign, so PSBTs are signed one by one.
 */
export function createWizzConnector(win: WalletGlobals): Connector {
  const api = (): InjectedApi => {
    const found = findWizz(win);
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

  /** `getNetwork()` answers without a connection, as Unisat's does. */
  const readNetwork = async (signal?: AbortSignal) =>
    fromLegacyNetwork(await invoke('getNetwork', [], walletFailure, signal));

  /** The active address first; `getPublicKey()` is its 33-byte key, as the demo reads it. */
  async function accountsFor(addresses: unknown, signal?: AbortSignal) {
    const address = Array.isArray(addresses) ? addresses[0] : undefined;
    if (typeof address !== 'string' || address === '') return [];
    const publicKey = await invoke('getPublicKey', [], walletFailure, signal);
    return singleAddressAccounts(address, typeof publicKey === 'string' ? publicKey : '');
  }

  const emitter = createEmitter((emit) => {
    const target = findWizz(win);
    if (!target) return () => {};
    const offs = [
      // `[]` means locked or disconnected; otherwise the accounts are read again silently.
      onEmitter(target, 'accountsChanged', (addresses) =>
        emit('accountsChanged', Array.isArray(addresses) && addresses.length === 0 ? [] : undefined),
      ),
      onEmitter(target, 'networkChanged', (name) => emit('networkChanged', fromLegacyNetwork(name))),
    ];
    return () => {
      for (const off of offs) off();
    };
  });

  const { getBalance, signMessage, signPsbt, sendTransfer, disconnect } = unisatStyleMethods(
    NAME,
    api,
    invoke,
  );

  return {
    id: 'wizz',
    name: NAME,
    capabilities: capabilities,

    async connect({ signal }) {
      const accounts = await accountsFor(await invoke('requestAccounts', [], walletFailure, signal), signal);
      if (accounts.length === 0) throw Errors.emptyWalletResult();
      return { accounts, network: await readNetwork(signal).catch(() => undefined) };
    },

    async getAccountsSilently() {
      if (!findWizz(win)) return undefined;
      // `getAccounts()` never prompts: the demo calls it to find the address to verify against.
      const addresses = await invoke('getAccounts', []).catch(() => undefined);
      if (!Array.isArray(addresses)) return undefined;
      return addresses.length === 0 ? [] : accountsFor(addresses);
    },

    getBalance,
    signMessage,
    signPsbt,
    sendTransfer,
    // Wizz documents no disconnect call; the shared code skips it when the method is absent.
    disconnect,

    getNetwork: (opts) => readNetwork(opts?.signal),

    async switchNetwork(network, opts) {
      const name = WIZZ_NETWORKS[network];
      if (!name) throw unsupported(NAME, `switching to ${network}`);
      await invoke('switchNetwork', [name], walletFailure, opts?.signal);
    },

    on: emitter.on,
  };
}
