import { Errors } from '../../primitives/errors';
import { type BitcoinNetwork, networkOfAddress } from '../../primitives/networks';
import { call } from '../kit/abortable';
import { createEmitter } from '../kit/emitter';
import type { WalletGlobals } from '../kit/globals';
import { fromLegacyNetwork } from '../kit/network-names';
import type { ConnectOptions, Connector } from '../kit/types';
import {
  type InjectedApi,
  method,
  onEmitter,
  singleAddressAccounts,
  unisatStyleMethods,
} from '../kit/unisat-api';
import { toWalletError, unsupported, walletFailure } from '../kit/wallet-errors';
import { capabilities } from './capabilities';

const NAME = 'OKX Wallet';

/**
 * OKX picks the network by object, not by a switch call (docs/wallet-interfaces.md §5, §9c). There is no
 * regtest object: the main object is asked, and its addresses tell which network it is on.
 */
const OBJECT_FOR: Record<BitcoinNetwork, string> = {
  mainnet: 'bitcoin',
  testnet: 'bitcoinTestnet',
  testnet4: 'bitcoinTestnet',
  signet: 'bitcoinSignet',
  regtest: 'bitcoin',
};

export function createOkxConnector(win: WalletGlobals): Connector {
  let network: BitcoinNetwork = 'mainnet';
  let lastAddress: string | undefined;
  const api = (): InjectedApi => {
    const found = win.okxwallet?.[OBJECT_FOR[network]] ?? win.okxwallet?.bitcoin;
    if (!found) throw Errors.providerNotFound(NAME);
    return found;
  };
  const invoke = async (name: string, args: unknown[], failure = walletFailure, signal?: AbortSignal) => {
    const fn = method(api(), name);
    // Test and signet objects offer only connect, signMessage, signPsbt and signPsbts.
    if (!fn) throw unsupported(NAME, `${name} on ${network}`);
    return call(() => fn(...args), signal).catch((error: unknown) => {
      throw toWalletError(error, failure);
    });
  };
  const isMainnetObject = () => api() === win.okxwallet?.bitcoin;

  const emitter = createEmitter((emit) => {
    const target = win.okxwallet?.[OBJECT_FOR[network]] ?? win.okxwallet?.bitcoin;
    if (!target) return () => {};
    const offs = [
      onEmitter(target, 'accountChanged', (info) => {
        const { address, publicKey, compressedPublicKey } = (info ?? {}) as Record<string, unknown>;
        if (typeof address !== 'string' || address === '') return emit('accountsChanged', []);
        const key = typeof compressedPublicKey === 'string' ? compressedPublicKey : String(publicKey ?? '');
        lastAddress = address;
        emit('accountsChanged', singleAddressAccounts(address, key));
      }),
      onEmitter(target, 'accountsChanged', (addresses) => {
        if (Array.isArray(addresses) && addresses.length === 0) emit('accountsChanged', []);
      }),
      onEmitter(target, 'disconnect', () => emit('disconnected')),
    ];
    return () => {
      for (const off of offs) off();
    };
  });

  return {
    id: 'okx',
    name: NAME,
    capabilities: capabilities,

    async connect(options: ConnectOptions) {
      network = options.network;
      const result = (await invoke('connect', [], walletFailure, options.signal)) as Record<
        string,
        unknown
      > | null;
      if (!result || typeof result.address !== 'string' || result.address === '')
        throw Errors.emptyWalletResult();
      // `compressedPublicKey` when given: `publicKey` is x-only for taproot accounts (docs/wallet-interfaces.md §5).
      const key =
        typeof result.compressedPublicKey === 'string'
          ? result.compressedPublicKey
          : String(result.publicKey ?? '');
      lastAddress = result.address;
      return {
        accounts: singleAddressAccounts(result.address, key),
        network: isMainnetObject() ? networkOfAddress(result.address) : undefined,
      };
    },

    async getAccountsSilently(options) {
      network = options.network;
      const target = win.okxwallet?.[OBJECT_FOR[network]] ?? win.okxwallet?.bitcoin;
      // Only the mainnet object has getAccounts; the others cannot read silently.
      if (!target || !method(target, 'getAccounts')) return undefined;
      const addresses = await invoke('getAccounts', []).catch(() => undefined);
      if (!Array.isArray(addresses)) return undefined;
      const address = addresses[0];
      if (typeof address !== 'string') return [];
      lastAddress = address;
      const publicKey = await invoke('getPublicKey', []).catch(() => '');
      return singleAddressAccounts(address, typeof publicKey === 'string' ? publicKey : '');
    },

    ...unisatStyleMethods(NAME, api, invoke),

    async getNetwork(opts) {
      const fromAddress = lastAddress ? networkOfAddress(lastAddress) : undefined;
      if (!method(api(), 'getNetwork')) return isMainnetObject() ? (fromAddress ?? 'mainnet') : undefined;
      const reported = fromLegacyNetwork(await invoke('getNetwork', [], walletFailure, opts?.signal));
      // The legacy names only tell livenet from testnet; the address separates test and regtest.
      return reported === 'testnet' && fromAddress === 'regtest' ? 'regtest' : reported;
    },

    on: emitter.on,
  };
}
