import { toFailure, WalletFailure } from '../errors';
import { trackMethods } from '../request-log';
import type { DevWallet } from '../wallet';
import { markDevWallet } from './mark';
import { Emitter, listenerMethods } from './shared';
import {
  balanceInSats,
  legacyNetworkName,
  mirrorOnUnisatGlobal,
  networkFromLegacyName,
  switchToLegacyNetwork,
} from './unisat-compatible';
import {
  activeAccount,
  pushPsbt,
  pushTx,
  reportedKey,
  satsAmount,
  signMessageUnisatStyle,
  signPsbtsUnisatStyle,
  signPsbtUnisatStyle,
} from './unisat-style';

/**
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
      requestAccounts: async () => {
        await wallet.connect(family, 'requestAccounts');
        return [address()];
      },
      getAccounts: async () => (connected() ? [address()] : []),
      getPublicKey: async () => (connected() ? reportedKey(wallet, family) : ''),
      // `'livenet' | 'testnet' | 'signet'`; other names throw "not support" (notes, "Network Management").
      getNetwork: async () => legacyNetworkName(wallet.network),
      switchNetwork: async (name: unknown) => {
        const target = networkFromLegacyName(name);
        if (!target) throw new WalletFailure('internal', `not support network: ${String(name)}`);
        await switchToLegacyNetwork(wallet, family, legacyNetworkName(target), target);
        return legacyNetworkName(wallet.network);
      },
      getBalance: async () => {
        requireConnected();
        return balanceInSats(wallet, address());
      },
      // `signMessage(message, 'ecdsa' (default) | 'bip322-simple')` → base64 (notes, "Sign Message").
      signMessage: async (text: unknown, type?: unknown) => {
        requireConnected();
        return signMessageUnisatStyle(wallet, family, 'signMessage', text, type);
      },
      signPsbt: async (psbtHex: unknown, options?: unknown) => {
        requireConnected();
        return signPsbtUnisatStyle(wallet, family, 'signPsbt', psbtHex, options);
      },
      // `signPsbts(psbtHexs, options?: SignPsbtOptions[])`: one options object per PSBT.
      signPsbts: async (psbtHexs: unknown, options?: unknown) => {
        requireConnected();
        return signPsbtsUnisatStyle(wallet, family, 'signPsbts', psbtHexs, options);
      },
      pushPsbt: async (psbtHex: unknown) => {
        requireConnected();
        return pushPsbt(wallet, psbtHex);
      },
      // `pushTx({ rawtx })`: an object argument in Bitget's notes.
      pushTx: async (raw: unknown) => {
        requireConnected();
        if (typeof raw !== 'object' || raw === null)
          throw new WalletFailure('invalid-params', 'rawtx is required');
        return pushTx(wallet, raw);
      },
      sendBitcoin: async (to: unknown, sats: unknown, options?: unknown) => {
        requireConnected();
        if (typeof to !== 'string') throw new WalletFailure('invalid-params', 'Invalid address.');
        const feeRate = (options as { feeRate?: unknown } | undefined)?.feeRate;
        return wallet.sendTransfer(family, 'sendBitcoin', [{ address: to, amount: satsAmount(sats) }], {
          ...(typeof feeRate === 'number' ? { feeRate } : {}),
          from: activeAccount(wallet),
        });
      },
      getInscriptions: async () => {
        requireConnected();
        return { total: 0, list: [] };
      },
    }),
  );

  // `accountsChanged(string[])`, `[]` once disconnected, and `networkChanged(name)` (notes, "Events").
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
