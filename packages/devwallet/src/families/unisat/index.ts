import { markDevWallet } from '@satchel/core/internal';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { sendInscriptions, sendRunes } from '../../assets';
import { WalletFailure } from '../../errors';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { Emitter, listenerMethods } from '../shared';
import {
  activeAccount,
  plainRejections,
  pushPsbt,
  pushTx,
  reportedKey,
  satsAmount,
  sendBitcoinUnisatStyle,
} from '../unisat-api';
import { unisatInscriptions } from '../unisat-inscriptions';
import { signMessageWithUnisat, signPsbtsWithUnisat, signPsbtWithUnisat } from './unisat-sdk';

// real extension: UniSat 1.7.3 (`getChain` answers `{enum: 'BITCOIN_TESTNET', …}` on testnet,
// `getNetwork` `'testnet'`); documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-networks.md
/** Unisat chain enum (docs/wallet-interfaces.md §3). Unisat has no regtest: regtest reports as testnet. */
function chainOf(network: BitcoinNetwork): { enum: string; name: string; network: 'livenet' | 'testnet' } {
  switch (network) {
    case 'mainnet':
      return { enum: 'BITCOIN_MAINNET', name: 'Bitcoin Mainnet', network: 'livenet' };
    case 'testnet4':
      return { enum: 'BITCOIN_TESTNET4', name: 'Bitcoin Testnet4', network: 'testnet' };
    case 'signet':
      return { enum: 'BITCOIN_SIGNET', name: 'Bitcoin Signet', network: 'testnet' };
    default:
      return { enum: 'BITCOIN_TESTNET', name: 'Bitcoin Testnet', network: 'testnet' };
  }
}

const CHAIN_TO_NETWORK: Record<string, BitcoinNetwork> = {
  BITCOIN_MAINNET: 'mainnet',
  BITCOIN_TESTNET: 'testnet',
  BITCOIN_TESTNET4: 'testnet4',
  BITCOIN_SIGNET: 'signet',
};

function feeRateOf(options: unknown): { feeRate?: number } {
  const feeRate = (options as { feeRate?: unknown } | undefined)?.feeRate;
  return typeof feeRate === 'number' && feeRate > 0 ? { feeRate } : {};
}

/**
 * Unisat: `window.unisat` and `window.unisat_wallet`, defined non-writable after an async
 * delay (the real extension waits for a phishing check), then `unisat#initialized` on window.
 *
 * Where each behaviour comes from, on the line above it: `real code:` the package that
 * runs it here, `real extension:` UniSat 1.7.3 (github.com/unisat-wallet/extension, tag v1.7.3, run
 * from its source, or its source file named), `documents:` UniSat's developer docs. Every refusal
 * (`plainRejections`): real extension: UniSat 1.7.3 (`{code: 4001, message: 'User rejected the
 * request.'}`, a plain object).
 */
export function createUnisat(wallet: DevWallet): Record<string, unknown> {
  const events = new Emitter();
  const family = 'unisat' as const;
  const connected = () => wallet.permissions.has(family);
  const ensureConnected = (method: string) => wallet.connect(family, method);
  const address = () => activeAccount(wallet).address;

  const methods = plainRejections(
    {
      // real extension: UniSat 1.7.3 (`['tb1q…']` after its Connect prompt)
      requestAccounts: async () => {
        await ensureConnected('requestAccounts');
        return [address()];
      },
      // real extension: UniSat 1.7.3 (`[]` before connecting)
      getAccounts: async () => (connected() ? [address()] : []),
      // real extension: UniSat 1.7.3 (66 hex digits, the compressed key; a site not yet connected
      // gets its "Connect" prompt first, then the key)
      getPublicKey: async () => {
        await ensureConnected('getPublicKey');
        return reportedKey(wallet, family);
      },
      // real extension: UniSat 1.7.3 (`'testnet'`)
      getNetwork: async () => chainOf(wallet.network).network,
      // real extension: UniSat 1.7.3 (src/background/controller/provider/controller.ts, `switchNetwork`:
      // the refusal's text); documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-networks.md
      switchNetwork: async (name: unknown) => {
        const target =
          name === 'livenet' || name === 'mainnet' || name === 0
            ? 'mainnet'
            : name === 'testnet'
              ? 'testnet'
              : undefined;
        // Unisat's own refusal, before any popup (docs/wallets/quirks.md §4).
        if (!target)
          throw new WalletFailure('internal', 'the network is invalid, supported networks: livenet,testnet');
        // Already there (regtest reports as testnet): no popup, no change (same section).
        if (chainOf(wallet.network).enum === chainOf(target).enum) return chainOf(wallet.network).network;
        await wallet.ask({
          family,
          method: 'switchNetwork',
          title: 'Switch network?',
          details: [['Network', String(name)]],
        });
        wallet.setNetwork(target);
        return chainOf(wallet.network).network;
      },
      // real extension: UniSat 1.7.3
      getChain: async () => chainOf(wallet.network),
      // real extension: UniSat 1.7.3 (src/background/controller/provider/controller.ts, `switchChain`:
      // the refusal's text); documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-networks.md
      switchChain: async (chain: unknown) => {
        const target =
          typeof chain === 'string' && Object.hasOwn(CHAIN_TO_NETWORK, chain)
            ? CHAIN_TO_NETWORK[chain]
            : undefined;
        if (!target) {
          throw new WalletFailure(
            'internal',
            `the chain is invalid, supported chains: ${Object.keys(CHAIN_TO_NETWORK).join(',')}`,
          );
        }
        // Switching to the chain already shown resolves at once, without a popup
        // (docs/wallets/quirks.md §4). The devnet's regtest reports as BITCOIN_TESTNET, so a library
        // enforcing "testnet" (LaserEyes' checkNetwork) leaves the wallet on the devnet.
        if (chainOf(wallet.network).enum === chain) return chainOf(wallet.network);
        await wallet.ask({
          family,
          method: 'switchChain',
          title: 'Switch chain?',
          details: [['Chain', String(chain)]],
        });
        wallet.setNetwork(target);
        return chainOf(wallet.network);
      },
      // real extension: UniSat 1.7.3 (`{confirmed, unconfirmed, total}`, numbers of sats; a site not
      // yet connected gets its "Connect" prompt first)
      getBalance: async () => {
        await ensureConnected('getBalance');
        const b = await wallet.balance(address());
        return { confirmed: Number(b.confirmed), unconfirmed: Number(b.unconfirmed), total: Number(b.total) };
      },
      // documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md#getbalancev2
      getBalanceV2: async () => {
        await ensureConnected('getBalanceV2');
        const b = await wallet.balance(address());
        return { available: Number(b.confirmed), unavailable: Number(b.unconfirmed), total: Number(b.total) };
      },
      // documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md#getbitcoinutxos
      getBitcoinUtxos: async () => {
        await ensureConnected('getBitcoinUtxos');
        return wallet.utxos(address());
      },
      // documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md#getinscriptions
      // Unisat's `getInscriptions(cursor, size)` → `{total, list}` (docs.unisat.io, "getInscriptions"),
      // answered from the ord index of the wallet's network.
      getInscriptions: async (cursor?: unknown, size?: unknown) => {
        await ensureConnected('getInscriptions');
        return unisatInscriptions(wallet, address(), cursor, size);
      },
      // real extension: UniSat 1.7.3 (src/background/controller/provider/controller.ts: its release)
      getVersion: async () => '1.7.3',
      // real code: @unisat/wallet-sdk@1.9.0 (`LocalWallet.signMessage`: ECDSA, or BIP-322 for
      // 'bip322-simple'; unisat-sdk-wallet.ts); real extension: UniSat 1.7.3 (base64 answers)
      signMessage: async (text: unknown, type?: unknown) => {
        await ensureConnected('signMessage');
        return signMessageWithUnisat(wallet, family, 'signMessage', activeAccount(wallet), text, type);
      },
      // real code: @unisat/wallet-sdk@1.9.0, per message; documents:
      // https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/sign-message.md (one prompt per message here)
      multiSignMessage: async (messages: unknown) => {
        await ensureConnected('multiSignMessage');
        if (!Array.isArray(messages)) throw new WalletFailure('invalid-params', 'messages must be an array');
        const out: string[] = [];
        for (const m of messages as Array<{ text?: unknown; type?: unknown }>) {
          out.push(
            await signMessageWithUnisat(
              wallet,
              family,
              'multiSignMessage',
              activeAccount(wallet),
              m.text,
              m.type,
            ),
          );
        }
        return out;
      },
      // real code: @unisat/wallet-sdk@1.9.0 (toSignInputs, sighashTypes, useTweakedSigner,
      // disableTweakSigner, autoFinalized; unisat-sdk-wallet.ts); real extension: UniSat 1.7.3 (hex
      // out; finalized unless `autoFinalized: false`)
      signPsbt: async (psbtHex: unknown, options?: unknown) => {
        await ensureConnected('signPsbt');
        return signPsbtWithUnisat(wallet, family, 'signPsbt', activeAccount(wallet), psbtHex, options);
      },
      // real code: @unisat/wallet-sdk@1.9.0, per PSBT; documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/sign-transaction.md#signpsbts
      signPsbts: async (psbtHexs: unknown, options?: unknown) => {
        await ensureConnected('signPsbts');
        return signPsbtsWithUnisat(wallet, family, 'signPsbts', activeAccount(wallet), psbtHexs, options);
      },
      // real extension: UniSat 1.7.3 (the txid)
      pushPsbt: async (psbtHex: unknown) => {
        await ensureConnected('pushPsbt');
        return pushPsbt(wallet, psbtHex);
      },
      // documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/sign-transaction.md#pushtx
      pushTx: async (raw: unknown) => {
        await ensureConnected('pushTx');
        return pushTx(wallet, raw);
      },
      // real extension: UniSat 1.7.3 (the txid, after its "Sign & Pay" prompt)
      sendBitcoin: async (to: unknown, sats: unknown, options?: unknown) => {
        await ensureConnected('sendBitcoin');
        return sendBitcoinUnisatStyle(wallet, family, to, sats, options);
      },
      // documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md#sendinscription
      // `sendInscription(address, inscriptionId, {feeRate?})` and `sendRunes(address, runeid, amount,
      // {feeRate?})` (docs.unisat.io, unisat-dev-docs wallet-api/api-docs/manage-assets.md). The docs'
      // "Returns" line says `{txid}`, but their examples name the answer `txid` and the extension's
      // provider controller returns `wallet.pushTx(rawtx)`, the txid string (unisat-wallet/extension,
      // background/controller/provider/controller.ts): the string it is. Unisat documents no rune
      // balance read, so none is offered.
      sendInscription: async (to: unknown, inscriptionId: unknown, options?: unknown) => {
        await ensureConnected('sendInscription');
        const account = activeAccount(wallet);
        return sendInscriptions(wallet, family, 'sendInscription', [{ address: to, inscriptionId }], {
          ...feeRateOf(options),
          holders: [account],
          feeAccount: account,
        });
      },
      // documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md#sendrunes
      // `amount` is taken in the rune's smallest unit: the extension compares it with the raw
      // amounts of its rune UTXOs when it picks them.
      sendRunes: async (to: unknown, runeid: unknown, amount: unknown, options?: unknown) => {
        await ensureConnected('sendRunes');
        if (typeof runeid !== 'string' || !/^\d+:\d+$/.test(runeid))
          throw new WalletFailure('invalid-params', 'runeid must be block:tx');
        const account = activeAccount(wallet);
        return sendRunes(
          wallet,
          family,
          'sendRunes',
          [{ rune: runeid, amount: satsAmount(amount), address: to }],
          {
            ...feeRateOf(options),
            holders: [account],
            feeAccount: account,
          },
        );
      },
      // documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/connect-extension.md#disconnect
      disconnect: async () => {
        wallet.disconnect(family);
        events.emit('accountsChanged', []);
      },
    },
    { log: wallet.requests, family },
  );

  // documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/access-accounts.md#accountschanged, https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-networks.md#chainchanged
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && connected()) events.emit('accountsChanged', [address()]);
    else if (event.type === 'networkChange') {
      events.emit('networkChanged', chainOf(wallet.network).network);
      events.emit('chainChanged', chainOf(wallet.network));
    } else if (event.type === 'disconnect' && (event.family === undefined || event.family === family)) {
      events.emit('accountsChanged', []);
      events.emit('disconnect', { code: 4900, message: 'Disconnected' });
    } else if (event.type === 'raw') events.emit(event.name, event.payload);
  });

  return {
    ...methods,
    ...listenerMethods(events),
  };
}

// real extension: UniSat 1.7.3 (`window.unisat === window.unisat_wallet`; src/content-script/
// pageProvider/index.ts defines both unwritable, then dispatches `unisat#initialized`)
export function installUnisat(wallet: DevWallet): void {
  const provider = markDevWallet(createUnisat(wallet));
  for (const name of ['unisat', 'unisat_wallet']) {
    if (Object.getOwnPropertyDescriptor(window, name)) continue;
    Object.defineProperty(window, name, { value: provider, writable: false });
  }
  window.dispatchEvent(new Event('unisat#initialized'));
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'unisat',
  install: installUnisat,
  facts: {
    signingCode: 'src/families/unisat-sdk-wallet.ts',
    signingMethods: [
      'signMessage',
      'multiSignMessage',
      'signPsbt',
      'signPsbts',
      'sendBitcoin',
      'sendInscription',
      'sendRunes',
    ],
    renounces: true,
    singleAddress: true,
    checkedAgainst: 'real extension: UniSat 1.7.3; real code: @unisat/wallet-sdk@1.9.0',
    // UniSat injects after its phishing check, announced by `unisat#initialized`.
    arrivesLate: true,
  },
});
