import type { BitcoinNetwork } from '@satchel/core/networks';
import { toFailure } from '../errors';
import { trackMethods } from '../request-log';
import type { DevWallet } from '../wallet';
import { markDevWallet } from './mark';
import { Emitter, listenerMethods } from './shared';
import {
  balanceInSats,
  legacyNetworkName,
  networkFromLegacyName,
  switchToLegacyNetwork,
} from './unisat-compatible';
import {
  activeAccount,
  pushPsbt,
  reportedKey,
  satsAmount,
  signPsbtsUnisatStyle,
  signPsbtUnisatStyle,
} from './unisat-style';

/** Keplr's refusal text (`packages/background/src/interaction/service.ts`). */
const REJECTED = 'Request rejected';

const CHAINS: Record<'livenet' | 'testnet' | 'signet', { enum: string; name: string; network: string }> = {
  livenet: { enum: 'BITCOIN_MAINNET', name: 'Bitcoin', network: 'mainnet' },
  testnet: { enum: 'BITCOIN_TESTNET', name: 'Bitcoin Testnet', network: 'testnet' },
  signet: { enum: 'BITCOIN_SIGNET', name: 'Bitcoin Signet', network: 'signet' },
};

function chainOf(network: BitcoinNetwork) {
  return CHAINS[legacyNetworkName(network)];
}

function errorRejections<T extends Record<string, unknown>>(methods: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(methods)) {
    wrapped[name] =
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (value as (...a: unknown[]) => unknown)(...args);
            } catch (error) {
              const failure = toFailure(error);
              throw new Error(failure.kind === 'rejected' ? REJECTED : failure.message);
            }
          }
        : value;
  }
  return wrapped as T;
}

const invalid = (message: string) => new Error(message);

/**
 * Keplr's Bitcoin provider, from Keplr's own source (chainapsis/keplr-wallet):
 * - the page object (`packages/provider/src/inject.ts`, `BitcoinProvider`) rejects with
 *   `new Error(result.error)`, a plain Error with no code; a refused prompt is `Request rejected`
 *   (`packages/background/src/interaction/service.ts`);
 * - `getAccounts` never prompts and answers `[]` for a site without permission, while
 *   `requestAccounts`, `getNetwork`, `getChain`, `getPublicKey`, `getBalance`, the signing and
 *   sending calls first ask for the permission (`packages/background/src/keyring-bitcoin/handler.ts`,
 *   `ensureEnabledForBitcoin`);
 * - `getNetwork` says `livenet` where `getChain` and the `networkChanged` event say `mainnet`
 *   (`keyring-bitcoin/service.ts`, `permission/service.ts`); the docs list `livenet`, `signet`,
 *   `testnet` (`docs/docs/multi-ecosystem-support/bitcoin.md`; docs/wallets/keplr.md).
 */
export function createKeplrBitcoin(wallet: DevWallet): Record<string, unknown> {
  const events = new Emitter();
  const family = 'keplr' as const;
  const connected = () => wallet.permissions.has(family);
  const ensureEnabled = (method: string) => wallet.connect(family, method);
  const address = () => activeAccount(wallet).address;
  const accounts = () => (connected() ? [address()] : []);

  const requestAccounts = async () => {
    await ensureEnabled('requestAccounts');
    return [address()];
  };

  const methods = trackMethods(
    wallet.requests,
    family,
    errorRejections({
      getAccounts: async () => accounts(),
      requestAccounts,
      // Aliases: `connectWallet()` is `requestAccounts()`, `getAddress()` is `getAccounts()[0]`.
      connectWallet: requestAccounts,
      getAddress: async () => accounts()[0],
      disconnect: async () => {
        wallet.disconnect(family);
      },
      getNetwork: async () => {
        await ensureEnabled('getNetwork');
        return legacyNetworkName(wallet.network);
      },
      switchNetwork: async (name: unknown) => {
        // `Network` also holds `mainnet` as a name of the main chain.
        const target = name === 'mainnet' ? 'mainnet' : networkFromLegacyName(name);
        if (!target)
          throw invalid(
            'Invalid parameters: must provide a valid network. Available networks: mainnet, livenet, testnet, signet',
          );
        await ensureEnabled('switchNetwork');
        await switchToLegacyNetwork(wallet, family, legacyNetworkName(target), target);
        return name;
      },
      getChain: async () => {
        await ensureEnabled('getChain');
        return chainOf(wallet.network);
      },
      switchChain: async (chain: unknown) => {
        const entry = Object.entries(CHAINS).find(([, value]) => value.enum === chain);
        if (!entry)
          throw invalid(
            'Invalid parameters: must provide a valid chain. Available chains: BITCOIN_MAINNET, BITCOIN_TESTNET, BITCOIN_SIGNET',
          );
        const [name] = entry as [keyof typeof CHAINS, unknown];
        const target = networkFromLegacyName(name) ?? 'mainnet';
        await ensureEnabled('switchChain');
        await switchToLegacyNetwork(wallet, family, name, target);
        return chain;
      },
      getPublicKey: async () => {
        await ensureEnabled('getPublicKey');
        return reportedKey(wallet, family);
      },
      getBalance: async () => {
        await ensureEnabled('getBalance');
        return balanceInSats(wallet, address());
      },
      getInscriptions: async () => {
        await ensureEnabled('getInscriptions');
        return { total: 0, list: [] };
      },
      /**
       * `type` defaults to `ecdsa`; any other value signs BIP-322 (the background tests for ECDSA
       * only). ECDSA headers are the compressed-key range: `encodeLegacySignature(r, s, v, true)`.
       */
      signMessage: async (message: unknown, type?: unknown) => {
        if (typeof message !== 'string' || message === '') throw invalid('message is not set');
        await ensureEnabled('signMessage');
        const protocol = type === undefined || type === 'ecdsa' ? 'ecdsa' : 'bip322';
        const signed = await wallet.signMessage(
          family,
          'signMessage',
          activeAccount(wallet),
          message,
          protocol,
          undefined,
          'compressed-key',
        );
        return signed.signature;
      },
      signPsbt: async (psbtHex: unknown, options?: unknown) => {
        await ensureEnabled('signPsbt');
        return signPsbtUnisatStyle(wallet, family, 'signPsbt', psbtHex, options);
      },
      // `signPsbts(psbtsHexes, options?)`: ONE options object, applied to every PSBT.
      signPsbts: async (psbtsHexes: unknown, options?: unknown) => {
        if (!Array.isArray(psbtsHexes) || psbtsHexes.length === 0)
          throw invalid('psbtsHexes are not set or empty');
        await ensureEnabled('signPsbts');
        return signPsbtsUnisatStyle(
          wallet,
          family,
          'signPsbts',
          psbtsHexes,
          psbtsHexes.map(() => options),
        );
      },
      // `sendBitcoin(to, amount)`: no options.
      sendBitcoin: async (to: unknown, amount: unknown) => {
        if (typeof to !== 'string' || to === '')
          throw invalid('Invalid parameters: must provide a valid to address.');
        if (typeof amount !== 'number')
          throw invalid('Invalid parameters: must provide an amount as number.');
        await ensureEnabled('sendBitcoin');
        return wallet.sendTransfer(family, 'sendBitcoin', [{ address: to, amount: satsAmount(amount) }], {
          from: activeAccount(wallet),
        });
      },
      // `pushTx(rawTxHex)`: a string, not Unisat's documented `{rawtx}`.
      pushTx: async (rawTxHex: unknown) => {
        if (typeof rawTxHex !== 'string' || !/^[0-9a-fA-F]+$/.test(rawTxHex))
          throw invalid('Invalid parameters: must provide a raw transaction hex.');
        await ensureEnabled('pushTx');
        return wallet.broadcastRaw(rawTxHex);
      },
      pushPsbt: async (psbtHex: unknown) => {
        await ensureEnabled('pushPsbt');
        return pushPsbt(wallet, psbtHex);
      },
    }),
  );

  /**
   * `accountsChanged` (and `accountChanged`) carry `getAccounts()`, or `[""]` when there is no
   * account for the site; `networkChanged` names the chain `mainnet`, `testnet` or `signet`
   * (`inject.ts`, `_handleAccountsChanged` / `_handleNetworkChanged`).
   */
  const emitAccounts = () => {
    const current = accounts();
    const payload = current.length > 0 ? current : [''];
    events.emit('accountChanged', payload);
    events.emit('accountsChanged', payload);
  };
  wallet.onEvent((event) => {
    if (event.type === 'accountChange') emitAccounts();
    else if (event.type === 'networkChange') {
      events.emit('networkChanged', chainOf(wallet.network).network);
      emitAccounts();
    } else if (event.type === 'disconnect' && (event.family === undefined || event.family === family))
      emitAccounts();
    else if (event.type === 'raw') events.emit(event.name, event.payload);
  });

  return { ...methods, ...listenerMethods(events) };
}

/**
 * Defines `window.keplr` (the Cosmos object, here reduced to what a Bitcoin dapp reads, with its
 * `bitcoin` member) and `window.bitcoin_keplr`, each non-writable unless something else holds the
 * name, as `defineUnwritablePropertyIfPossible` does (`packages/provider/src/inject.ts`).
 */
export function installKeplr(wallet: DevWallet): void {
  const bitcoin = markDevWallet(createKeplrBitcoin(wallet));
  const keplr = { version: '0.12.309', mode: 'extension', bitcoin };
  for (const [name, value] of [
    ['keplr', keplr],
    ['bitcoin_keplr', bitcoin],
  ] as const) {
    const descriptor = Object.getOwnPropertyDescriptor(window, name);
    if (descriptor && !descriptor.writable)
      console.warn(`[Satchel Dev Wallet] could not define ${name}: another wallet holds it`);
    else if (!descriptor || descriptor.configurable)
      Object.defineProperty(window, name, { value, writable: false });
    else (window as unknown as Record<string, unknown>)[name] = value;
  }
}
