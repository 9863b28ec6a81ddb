import { markDevWallet } from '@satchel/core/internal';
import { type BitcoinNetwork, isAddressForNetwork } from '@satchel/core/networks';
import { toFailure } from '../../errors';
import type { WalletInscription } from '../../ord';
import { trackMethods } from '../../request-log';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { Emitter, listenerMethods } from '../shared';
import {
  activeAccount,
  pushPsbt,
  reportedKey,
  satsAmount,
  signPsbtsUnisatStyle,
  signPsbtUnisatStyle,
} from '../unisat-api';
import { inscriptionPage } from '../unisat-inscriptions';
import {
  balanceInSats,
  legacyNetworkName,
  networkFromLegacyName,
  switchToLegacyNetwork,
} from '../unisat-like';

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
 * Keplr refuses to send less than this (`DUST_THRESHOLD`), whatever the recipient's type.
 * documents: https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/background/src/keyring-bitcoin/service.ts
 */
const DUST_THRESHOLD = 546;

/**
 * The checks of `sendBitcoin` once the site is enabled, in Keplr's order. Keplr validates `to`
 * against its current network with bitcoin-address-validation (signet reading `tb1` addresses as
 * its own); the Dev Wallet's chain stands in for it, so a devnet's regtest takes `bcrt1`
 * addresses (inferred: Keplr has no regtest).
 * documents: https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/background/src/keyring-bitcoin/service.ts (`sendBitcoin`)
 */
function keplrSendChecks(to: unknown, amount: unknown, network: BitcoinNetwork): asserts to is string {
  if (typeof to !== 'string' || !isAddressForNetwork(to, network))
    throw invalid('Invalid parameters: must provide a valid to address.');
  if (typeof amount !== 'number') throw invalid('Invalid parameters: must provide an amount as number.');
  // The text says "greater than" yet 546 itself passes: the test is `amount < DUST_THRESHOLD`.
  if (amount < DUST_THRESHOLD) throw invalid('Invalid parameters: must provide an amount greater than 546.');
}

interface KeplrPage {
  offset: number;
  limit: number;
}

/** A number the page passed; anything else counts as absent (inferred: Keplr forwards it as is). */
const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * `getInscriptions`' bounds, as `RequestBitcoinGetInscriptionsMsg.validateBasic` checks them: a
 * zero or absent value passes; the defaults are offset 0 and 20 inscriptions.
 * documents: https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/background/src/keyring-bitcoin/messages.ts;
 * the docs' note ("a multiple of 20", "between 20 and 2000"),
 * https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/docs/docs/multi-ecosystem-support/bitcoin.md
 */
function keplrPage(offsetArg: unknown, limitArg: unknown): KeplrPage {
  const offset = numberOr(offsetArg);
  const limit = numberOr(limitArg);
  if (offset && offset < 0) throw invalid('offset must be greater than or equal to 0');
  if (offset && offset % 20 !== 0) throw invalid('offset must be a multiple of 20');
  if (limit && (limit < 20 || limit > 2000)) throw invalid('limit must be between 20 and 2000');
  return { offset: offset ?? 0, limit: limit ?? 20 };
}

/**
 * One entry as Keplr's background fills its `Inscription` from its indexer: `content` and
 * `preview` are the indexer's URLs (here the ord server's), `location` the satpoint, and
 * `genesisTransaction` the txid of that satpoint, i.e. the output holding it now, not the reveal.
 * documents: https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/background/src/keyring-bitcoin/service.ts (`getInscriptions`);
 * https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/types/src/wallet/bitcoin.ts (`Inscription`)
 */
function keplrInscription(base: string, i: WalletInscription) {
  return {
    id: i.id,
    inscriptionId: i.id,
    content: `${base}/content/${i.id}`,
    number: i.number,
    address: i.address,
    contentType: i.contentType,
    output: i.output,
    location: `${i.output}:${i.offset}`,
    genesisTransaction: i.output.slice(0, 64),
    height: i.height,
    preview: `${base}/preview/${i.id}`,
    outputValue: i.value,
    offset: i.offset,
  };
}

/**
 * `{total, list}` where `total` is the length of this page, not the address's count: Keplr
 * answers `total: list.length`.
 * documents: https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/background/src/keyring-bitcoin/service.ts (`getInscriptions`)
 */
async function keplrInscriptions(wallet: DevWallet, address: string, { offset, limit }: KeplrPage) {
  const page = await inscriptionPage(wallet, address, offset, limit);
  const list = page.inscriptions.map((i) => keplrInscription(page.base, i));
  return { total: list.length, list };
}

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
 * Where each behaviour comes from, on the line above it: `documents:` Keplr's
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
      // `getInscriptions(offset?, limit?)` → `{total, list}`, after the permission prompt; the
      // page's bounds are checked next (`keplrPage`), then one page is read from the indexer.
      // documents: https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/docs/docs/multi-ecosystem-support/bitcoin.md ("getInscriptions");
      // https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/provider/src/core.ts (`protectedEnableAccess` first);
      // https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/background/src/keyring-bitcoin/service.ts (`getInscriptions`, since v0.12.248)
      getInscriptions: async (offset?: unknown, limit?: unknown) => {
        await ensureEnabled('getInscriptions');
        return keplrInscriptions(wallet, address(), keplrPage(offset, limit));
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
      // `sendBitcoin(to, amount)`: no options. `to` and `amount` must be set before anything is
      // asked; once the site is enabled, `to` must be an address of the wallet's network and
      // `amount` a number of at least 546 sats (`keplrSendChecks`).
      // documents: https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/docs/docs/multi-ecosystem-support/bitcoin.md ("sendBitcoin");
      // https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/background/src/keyring-bitcoin/messages.ts (`RequestBitcoinSendBitcoinMsg.validateBasic`),
      // https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/background/src/keyring-bitcoin/handler.ts (`ensureEnabledForBitcoin` next),
      // https://github.com/chainapsis/keplr-wallet/blob/v0.12.309/packages/background/src/keyring-bitcoin/service.ts (`sendBitcoin`, `DUST_THRESHOLD`)
      sendBitcoin: async (to: unknown, amount: unknown) => {
        if (!to) throw invalid('to is not set');
        if (!amount) throw invalid('amount is not set');
        await ensureEnabled('sendBitcoin');
        keplrSendChecks(to, amount, wallet.network);
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

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'keplr',
  install: installKeplr,
  facts: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin'],
    renounces: true,
    singleAddress: true,
    checkedAgainst:
      'documents: [Keplr Bitcoin](https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md)',
  },
});
