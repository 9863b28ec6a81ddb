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

/** Keplr's refusal text. documents: https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/interaction/service.ts */
const REJECTED = 'Request rejected';

const CHAINS: Record<'livenet' | 'testnet' | 'signet', { enum: string; name: string; network: string }> = {
  livenet: { enum: 'BITCOIN_MAINNET', name: 'Bitcoin', network: 'mainnet' },
  testnet: { enum: 'BITCOIN_TESTNET', name: 'Bitcoin Testnet', network: 'testnet' },
  signet: { enum: 'BITCOIN_SIGNET', name: 'Bitcoin Signet', network: 'signet' },
};

function chainOf(network: BitcoinNetwork) {
  return CHAINS[legacyNetworkName(network)];
}

/** A plain Error with the failure's text and no code. documents: https://github.com/chainapsis/keplr-wallet/blob/master/packages/provider/src/inject.ts (`new Error(result.error)`) */
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
 *
 * Where each behaviour comes from (SPEC R26.2), on the line above it: `documents:` Keplr's
 * Bitcoin page
 * (https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md)
 * or a source file of Keplr's extension, which it publishes but not as a package the suite could run.
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
      // No prompt; `[]` for a site without permission. documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("getAccounts");
      // https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/service.ts (`getAccounts`)
      getAccounts: async () => accounts(),
      // documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("requestAccounts")
      requestAccounts,
      // Aliases: `connectWallet()` is `requestAccounts()`, `getAddress()` is `getAccounts()[0]`.
      // documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("connectWallet", "getAddress")
      connectWallet: requestAccounts,
      getAddress: async () => accounts()[0],
      // documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("disconnect")
      disconnect: async () => {
        wallet.disconnect(family);
      },
      // `livenet`, after the permission prompt. documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("getNetwork");
      // https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/service.ts (`getNetwork` turns `mainnet` into `livenet`)
      getNetwork: async () => {
        await ensureEnabled('getNetwork');
        return legacyNetworkName(wallet.network);
      },
      // Resolves the name asked; the refusal's text. documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("switchNetwork");
      // https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/service.ts (`getNewCurrentChainIdFromNetwork`)
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
      // `{enum, name, network}`, `network` `mainnet` for the main chain. documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("getChain");
      // https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/service.ts (`getChain`)
      getChain: async () => {
        await ensureEnabled('getChain');
        return chainOf(wallet.network);
      },
      // Resolves the enum asked; the refusal's text. documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("switchChain");
      // https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/service.ts (`getNewCurrentChainIdFromChainType`)
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
      // The 33-byte compressed key. documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("getPublicKey", its example `02…`)
      getPublicKey: async () => {
        await ensureEnabled('getPublicKey');
        return reportedKey(wallet, family);
      },
      // documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("getBalance": numbers of sats)
      getBalance: async () => {
        await ensureEnabled('getBalance');
        return balanceInSats(wallet, address());
      },
      // documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("getInscriptions": "Not implemented yet"); Keplr's own
      // https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/service.ts throws `Not implemented.`, where this
      // answers an empty list.
      getInscriptions: async () => {
        await ensureEnabled('getInscriptions');
        return { total: 0, list: [] };
      },
      /**
       * `type` defaults to `ecdsa`; any other value signs BIP-322 (the background tests for ECDSA
       * only). ECDSA headers are the compressed-key range: `encodeLegacySignature(r, s, v, true)`.
       * documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("signMessage"); https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/service.ts
       * (`signMessage`), https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/messages.ts (`message is not set`)
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
      // `signPsbt(psbtHex, {autoFinalized (default true), toSignInputs})` → hex.
      // documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("signPsbt")
      signPsbt: async (psbtHex: unknown, options?: unknown) => {
        await ensureEnabled('signPsbt');
        return signPsbtUnisatStyle(wallet, family, 'signPsbt', psbtHex, options);
      },
      // `signPsbts(psbtsHexes, options?)`: ONE options object, applied to every PSBT.
      // documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("signPsbts"); https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/messages.ts (the refusal's text)
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
      // `sendBitcoin(to, amount)`: no options. documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("sendBitcoin");
      // https://github.com/chainapsis/keplr-wallet/blob/master/packages/background/src/keyring-bitcoin/service.ts (`sendBitcoin`: the refusals' texts)
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
      // `pushTx(rawTxHex)`: a string, not Unisat's documented `{rawtx}`. documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("pushTx");
      // the refusal's text: inferred (an earlier keyring-bitcoin/service.ts refused a non-string
      // with `Invalid parameters: must provide a psbt hex as string.`; the current one checks nothing)
      pushTx: async (rawTxHex: unknown) => {
        if (typeof rawTxHex !== 'string' || !/^[0-9a-fA-F]+$/.test(rawTxHex))
          throw invalid('Invalid parameters: must provide a raw transaction hex.');
        await ensureEnabled('pushTx');
        return wallet.broadcastRaw(rawTxHex);
      },
      // documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("pushPsbt")
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
   * documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md ("Events"); https://github.com/chainapsis/keplr-wallet/blob/master/packages/provider/src/inject.ts
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
 * documents: https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md (`window.keplr.bitcoin`, `window.bitcoin_keplr`); https://github.com/chainapsis/keplr-wallet/blob/master/packages/provider/src/inject.ts
 * (`defineUnwritablePropertyIfPossible`). The `version` and `mode` shown: inferred, a Keplr
 * extension release's values, not read from one.
 *
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
