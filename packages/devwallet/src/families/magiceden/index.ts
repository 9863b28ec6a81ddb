import { markDevWallet } from '@satchel/core/internal';
import { toFailure } from '../../errors';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { iconDataUri } from '../shared';
import { createV1TokenMethods } from '../v1-token';

type Listener = (payload: unknown) => void;

/**
 * Magic Eden: `window.magicEden.bitcoin` (`isMagicEden`, v1 token methods, no `request()`), also
 * registered through the Bitcoin Wallet Standard with the `sats-connect:` feature (docs/wallet-interfaces.md §2, §10).
 *
 * Mainnet only, as the real wallet: every address it hands over is a mainnet one
 * (bc1q… payment, bc1p… ordinals) whatever network the page names in its token, and it registers
 * the one chain `bitcoin:mainnet`. Sources, as of 2026:
 * - Magic Eden's own docs show only mainnet: every provider example sends `network: {type: 'Mainnet'}`
 *   with bc1 addresses (https://docs-wallet.magiceden.io/bitcoin/provider-api-methods), and their
 *   connect guide says payments go "through the native segwit address (starts with bc1)" and
 *   ordinals through taproot "(starts with bc1p)" (https://docs.magiceden.io/docs/connecting-to-a-wallet);
 * - LaserEyes refuses to connect it on a test network ("… is not supported by magic-eden") and signs
 *   messages with `network: Mainnet` (github.com/omnisat/lasereyes-mono,
 *   packages/core/src/client/providers/magic-eden.ts);
 * - bigmi signs its PSBTs with a fixed `network: {type: 'Mainnet'}` and reads the chain from the
 *   address (github.com/lifinance/bigmi, packages/client/src/connectors/magicEden.ts);
 * - sats-connect reaches it through the same v1 token calls (`getAddress`, `signTransaction`…),
 *   whose `network` field Magic Eden does not act on (docs/wallet-interfaces.md §2: "Mainnet only").
 * So on the Dev Wallet it is driven end to end against `satchel-devnet --network mainnet`.
 *
 * Where each behaviour comes from, on the line above it: `documents:` Magic Eden's
 * wallet docs or a peer library's call of it. Magic Eden publishes neither its extension's code
 * nor a client of its own; its v1 token methods are in v1-token.ts, each with its source.
 */
export function installMagicEden(wallet: DevWallet): void {
  // documents: https://docs-wallet.magiceden.io/bitcoin/provider-api-methods (signMessage's default)
  // `signMessage` without a protocol: Magic Eden's "protocol accepts either 'BIP322' or 'ECDSA'
  // and defaults to the former if no value is provided"
  // (https://docs-wallet.magiceden.io/bitcoin/provider-api-methods, signMessage;
  // docs/wallets/quirks.md §1), unlike Xverse's per-address default. The page meant ECDSA for
  // segwit payment addresses; what the wallet does with it for taproot is not documented, and here
  // it signs as asked.
  const methods = createV1TokenMethods(wallet, 'magiceden', () => 'bip322', true);
  // documents: https://docs-wallet.magiceden.io/bitcoin/provider-api-methods (`isMagicEden`, the
  // token methods, no `request()`; sats-connect#185)
  const provider: Record<string, unknown> = { isMagicEden: true };
  for (const [name, method] of Object.entries(methods)) {
    // A cancelled prompt rejects with an Error; the v1 helpers turn any rejection into onCancel().
    // inferred: Magic Eden documents no rejection value (docs/wallet-interfaces.md §2, §11), and
    // sats-connect's v1 functions (core 0.10.0, `getAddress` and the others) read any rejection as
    // `onCancel()`.
    provider[name] = (token: unknown) =>
      wallet.requests.track('magiceden', name, [token], async () => {
        try {
          return await method(token);
        } catch (error) {
          throw new Error(toFailure(error).message);
        }
      });
  }
  Object.assign(provider, accountEvents(wallet));

  // documents: https://docs-wallet.magiceden.io/bitcoin/provider-api-methods (`window.magicEden.bitcoin`)
  const win = window as unknown as { magicEden?: Record<string, unknown> };
  win.magicEden = { ...(win.magicEden ?? {}), bitcoin: markDevWallet(provider) };
  registerWalletStandard(provider);
}

/**
 * The provider's event surface and what the wallet fires on it.
 *
 * documents: https://docs-wallet.magiceden.io/bitcoin/provider-events (`accountsChanged`, the one
 * Bitcoin provider event, "emitted when a user changes the account they are looking at on the ME
 * Wallet", carrying the new account's `BitcoinAccount[]`: `address` and `purpose`, no public key).
 * The list comes as the listener's only argument, as bigmi's `MagicEdenBitcoinEventMap` types it
 * (`accountsChanged(accounts: Account[])`, github.com/lifinance/bigmi,
 * packages/client/src/connectors/magicEden.ts). Magic Eden documents no network or disconnect
 * event and no Wallet Standard `standard:events` for Bitcoin; none is fired.
 */
function accountEvents(wallet: DevWallet) {
  const listeners = new Map<string, Set<Listener>>();
  const add = (event: string, cb: Listener) => {
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(cb);
    listeners.set(event, set);
  };
  const fire = (event: string, payload: unknown) => {
    for (const cb of [...(listeners.get(event) ?? [])]) cb(payload);
  };
  // Only a connected site hears of the new account, whose addresses the event names.
  // inferred: the docs do not say which sites are told; a wallet handing addresses to a site the
  // person never connected would leak them, and bigmi adds its listener only once connected.
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && wallet.permissions.has('magiceden')) {
      fire('accountsChanged', currentAccount(wallet));
    } else if (event.type === 'raw') fire(event.name, event.payload);
  });
  return {
    // documents: bigmi adds its listener with `addListener` and removes it with `removeListener`
    // (packages/client/src/connectors/magicEden.ts); github.com/bolasblack/bitcoin-wallet-connector
    // adds it with `on` (src/adapters/MagicEdenWalletAdapter.impl.ts). inferred: an emitter's
    // usual three names, each answering nothing.
    addListener: add,
    on: add,
    removeListener: (event: string, cb: Listener) => {
      listeners.get(event)?.delete(cb);
    },
  };
}

/** The current account as `accountsChanged` names it: `{address, purpose}` per address, mainnet. */
function currentAccount(wallet: DevWallet) {
  const ring = wallet.keys(wallet.networkFor('magiceden'));
  return [ring.payment, ring.ordinals].map((a) => ({ address: a.address, purpose: a.purpose }));
}

/**
 * Wallet Standard handshake: announce now, and answer every later `app-ready`.
 * documents: https://docs.magiceden.io/docs/integrate-your-btc-wallet-with-magic-eden (a Wallet
 * Standard wallet whose `sats-connect:` feature holds the provider), https://docs.magiceden.io/docs/connecting-to-a-wallet
 */
function registerWalletStandard(provider: unknown): void {
  const standardWallet = Object.freeze({
    version: '1.0.0' as const,
    name: 'Magic Eden',
    icon: iconDataUri('#e42575', 'M') as `data:image/svg+xml;base64,${string}`,
    // Mainnet only (docs/wallet-interfaces.md §10). documents: https://docs.magiceden.io/docs/connecting-to-a-wallet
    // (every request names `Mainnet`); bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/magicEden.ts
    chains: Object.freeze(['bitcoin:mainnet']),
    features: Object.freeze({ 'sats-connect:': Object.freeze({ provider }) }),
    accounts: Object.freeze([]),
  });
  const callback = ({ register }: { register: (wallet: unknown) => unknown }) => register(standardWallet);
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  } catch (error) {
    console.error('[Satchel Dev Wallet] wallet-standard registration failed', error);
  }
  window.addEventListener('wallet-standard:app-ready', (event) => {
    const detail = (event as CustomEvent<{ register: (wallet: unknown) => unknown }>).detail;
    if (detail && typeof detail.register === 'function') callback(detail);
  });
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'magiceden',
  install: installMagicEden,
  facts: {
    signingCode: 'src/families/v1-token.ts',
    signingMethods: ['signMessage', 'signTransaction', 'signMultipleTransactions', 'sendBtcTransaction'],
    renounces: false,
    singleAddress: false,
    checkedAgainst:
      'documents: [provider API](https://docs-wallet.magiceden.io/bitcoin/provider-api-methods)',
    mainnetAddresses: true,
  },
});
