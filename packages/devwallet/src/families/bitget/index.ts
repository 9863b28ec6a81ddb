import { markDevWallet } from '@satchel/core/internal';
import { toFailure, WalletFailure } from '../../errors';
import { trackMethods } from '../../request-log';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { Emitter, listenerMethods } from '../shared';
import {
  activeAccount,
  pushPsbt,
  pushTx,
  reportedKey,
  sendBitcoinUnisatStyle,
  signMessageUnisatStyle,
  signPsbtsUnisatStyle,
  signPsbtUnisatStyle,
} from '../unisat-api';
import { unisatInscriptions } from '../unisat-inscriptions';
import {
  balanceInSats,
  legacyNetworkName,
  mirrorOnUnisatGlobal,
  networkFromLegacyName,
  switchToLegacyNetwork,
} from '../unisat-like';

/**
 * documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Error Handling")
 * Bitget's BTC provider "maps all error codes to -32603 internally, including user rejections";
 * callers tell a refusal by its message (`reject`, `cancel`, `denied`), and other failures read
 * `not authorized` (connect first) or `not support` (BitgetWalletTeam/bgw-cursor-plugin
 * `skills/dapp-integration/references/bitcoin.md`, "Error Handling"; docs/wallets/bitget.md).
 */
function toBitgetError(error: unknown): { code: number; message: string } {
  const failure = toFailure(error);
  if (failure.kind === 'rejected') return { code: -32603, message: 'User rejected the request.' };
  if (failure.kind === 'access-denied') return { code: -32603, message: 'not authorized' };
  return { code: -32603, message: failure.message };
}

function bitgetRejections<T extends Record<string, unknown>>(methods: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(methods)) {
    wrapped[name] =
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (value as (...a: unknown[]) => unknown)(...args);
            } catch (error) {
              throw toBitgetError(error);
            }
          }
        : value;
  }
  return wrapped as T;
}

/**
 * Where each behaviour comes from, on the line above it: `documents:` Bitget's own
 * integration notes (Bitget's page https://web3.bitget.com/en/docs/provider-api/btc.html could not
 * be read) or a peer library's call. Every refusal: the `-32603` above.
 *
 * Bitget Wallet's Bitcoin object, `window.bitkeep.unisat` with `isBitKeep: true`: "The provider
 * follows the UniSat protocol" (Bitget's integration notes, cited above, "Provider"; bigmi
 * `packages/client/src/connectors/bitget.ts` reads `window.bitkeep.unisat`). Calls before
 * `requestAccounts` fail with `not authorized` rather than prompting; `getAccounts` is `[]` and
 * `getPublicKey` empty until then (bigmi refuses an empty key). No `disconnect` is documented.
 */
export function createBitget(wallet: DevWallet): Record<string, unknown> {
  const events = new Emitter();
  const family = 'bitget' as const;
  const connected = () => wallet.permissions.has(family);
  const requireConnected = () => wallet.requirePermission(family);
  const address = () => activeAccount(wallet).address;

  const methods = trackMethods(
    wallet.requests,
    family,
    bitgetRejections({
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Connect")
      requestAccounts: async () => {
        await wallet.connect(family, 'requestAccounts');
        return [address()];
      },
      // `[]` before connecting: documents: bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/bitget.ts
      // (`isAuthorized` reconnects silently when `getAccounts()` is not empty); https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Get Account")
      getAccounts: async () => (connected() ? [address()] : []),
      // The 33-byte key once connected: documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Get Account", "Verify Signature");
      // empty before: inferred: what the notes leave open, from docs/wallets/bitget.md (bigmi refused an empty key).
      getPublicKey: async () => (connected() ? reportedKey(wallet, family) : ''),
      // `'livenet' | 'testnet' | 'signet'`; other names throw "not support" (notes, "Network Management").
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Network Management")
      getNetwork: async () => legacyNetworkName(wallet.network),
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Network Management"); no prompt for the network it is on: inferred, as
      // Unisat (unisat-like.ts)
      switchNetwork: async (name: unknown) => {
        const target = networkFromLegacyName(name);
        if (!target) throw new WalletFailure('internal', `not support network: ${String(name)}`);
        await switchToLegacyNetwork(wallet, family, legacyNetworkName(target), target);
        return legacyNetworkName(wallet.network);
      },
      // `{confirmed, unconfirmed, total}`, numbers of sats, once connected.
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Get Account", "Error Handling": `not authorized`)
      getBalance: async () => {
        requireConnected();
        return balanceInSats(wallet, address());
      },
      // `signMessage(message, 'ecdsa' (default) | 'bip322-simple')` → base64 (notes, "Sign Message").
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Sign Message")
      signMessage: async (text: unknown, type?: unknown) => {
        requireConnected();
        return signMessageUnisatStyle(wallet, family, 'signMessage', text, type);
      },
      // `signPsbt(psbtHex, {autoFinalized?, toSignInputs?})` → hex, Unisat's rules.
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Sign Transaction"); bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/bitget.ts
      signPsbt: async (psbtHex: unknown, options?: unknown) => {
        requireConnected();
        return signPsbtUnisatStyle(wallet, family, 'signPsbt', psbtHex, options);
      },
      // `signPsbts(psbtHexs, options?: SignPsbtOptions[])`: one options object per PSBT.
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Sign Transaction")
      signPsbts: async (psbtHexs: unknown, options?: unknown) => {
        requireConnected();
        return signPsbtsUnisatStyle(wallet, family, 'signPsbts', psbtHexs, options);
      },
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Send Transaction": `pushPsbt(psbtHex)` → txid)
      pushPsbt: async (psbtHex: unknown) => {
        requireConnected();
        return pushPsbt(wallet, psbtHex);
      },
      // `pushTx({ rawtx })`: an object argument in Bitget's notes.
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Send Transaction")
      pushTx: async (raw: unknown) => {
        requireConnected();
        if (typeof raw !== 'object' || raw === null)
          throw new WalletFailure('invalid-params', 'rawtx is required');
        return pushTx(wallet, raw);
      },
      // `sendBitcoin(to, sats, {feeRate?})` → txid. documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Send Transaction")
      sendBitcoin: async (to: unknown, sats: unknown, options?: unknown) => {
        requireConnected();
        return sendBitcoinUnisatStyle(wallet, family, to, sats, options);
      },
      // `getInscriptions(cursor = 0, size = 20)` → `{total, list}`, Unisat's entries
      // (`inscriptionId`, `inscriptionNumber`, `outputValue`, `location`…), once connected.
      // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/5f4ec2cfb502cd61333d3915122ce49ba7caa9f6/skills/dapp-integration/references/bitcoin.md ("Inscriptions";
      // "Provider": "follows the UniSat protocol"); the entries' other fields, as Unisat's:
      // https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md#getinscriptions
      getInscriptions: async (cursor?: unknown, size?: unknown) => {
        requireConnected();
        return unisatInscriptions(wallet, address(), cursor, size);
      },
    }),
  );

  // `accountsChanged(string[])`, `[]` once disconnected, and `networkChanged(name)` (notes, "Events").
  // documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Events")
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && connected()) events.emit('accountsChanged', [address()]);
    else if (event.type === 'networkChange') events.emit('networkChanged', legacyNetworkName(wallet.network));
    else if (event.type === 'disconnect' && (event.family === undefined || event.family === family))
      events.emit('accountsChanged', []);
    else if (event.type === 'raw') events.emit(event.name, event.payload);
  });

  return { ...methods, isBitKeep: true, ...listenerMethods(events) };
}

/**
 * documents: https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md ("Provider": `window.bitkeep.unisat`, `isBitKeep`); the mirror on `window.unisat`:
 * bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/unisat.ts
 * (skips a `window.unisat` with `isBitKeep`); `bitkeep#initialized` and `isBitKeepChrome`: documents:
 * https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/detection-and-setup.md
 *
 * Installs `window.bitkeep.unisat` (Bitget keeps every chain under `window.bitkeep`), mirrors it on
 * `window.unisat` as peers observe (bigmi's Unisat connector skips a `window.unisat` with
 * `isBitKeep`), then announces `bitkeep#initialized`, the event Bitget's notes wait for
 * (`detection-and-setup.md`, "Detect with Timeout"). Like the browser extension it sets
 * `window.isBitKeepChrome`, which tells it apart from the phone app's in-app browser
 * (docs/wallets/bitget.md, Mobile).
 */
export function installBitget(wallet: DevWallet): void {
  const provider = markDevWallet(createBitget(wallet));
  const win = window as unknown as { bitkeep?: Record<string, unknown>; isBitKeepChrome?: boolean };
  win.bitkeep = { ...(win.bitkeep ?? {}), unisat: provider };
  win.isBitKeepChrome = true;
  mirrorOnUnisatGlobal(wallet, provider);
  window.dispatchEvent(new Event('bitkeep#initialized'));
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'bitget',
  install: installBitget,
  facts: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin'],
    renounces: false,
    singleAddress: true,
    checkedAgainst:
      'documents: [Bitget Wallet dapp notes](https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md)',
  },
});
