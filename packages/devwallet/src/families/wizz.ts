import type { BitcoinNetwork } from '@satchel/core/networks';
import { WalletFailure } from '../errors';
import type { DevWallet } from '../wallet';
import { markDevWallet } from './mark';
import { Emitter, listenerMethods } from './shared';
import {
  activeAccount,
  plainRejections,
  pushPsbt,
  pushTx,
  reportedKey,
  satsAmount,
  signMessageUnisatStyle,
  signPsbtUnisatStyle,
} from './unisat-style';

const FAMILY = 'wizz' as const;

type WizzNetwork = 'livenet' | 'testnet' | 'testnet4' | 'signet';

/**
 * Wizz's network names, the four its demo's selector offers
 * (https://github.com/WizzWallet/wizzwallet-provider-demo, `src/App.tsx`). It has no regtest: like
 * the Unisat impersonation, the devnet's regtest reports as `testnet`.
 */
function wizzNetworkName(network: BitcoinNetwork): WizzNetwork {
  if (network === 'mainnet') return 'livenet';
  if (network === 'testnet4' || network === 'signet') return network;
  return 'testnet';
}

/** `@wizz-btc/provider`'s `NetworkType` also accepts `mainnet` for livenet. */
function networkFromWizzName(name: unknown): BitcoinNetwork | undefined {
  if (name === 'livenet' || name === 'mainnet') return 'mainnet';
  if (name === 'testnet' || name === 'testnet4' || name === 'signet') return name;
  return undefined;
}

/**
 * Wizz: `window.wizz` (`typings/window.d.ts` of the demo), a Unisat-derived page API typed by
 * `@wizz-btc/provider`'s `IWalletProvider`: plain async methods, one active address, hex PSBTs
 * finalized by default (the demo pushes `signPsbt`'s answer straight to `pushPsbt`), and Unisat's
 * rejections, `{code: 4001, message}` (docs/wallets/wizz.md, "Errors": presumed from the heritage).
 * No disconnect method is typed.
 */
export function installWizz(wallet: DevWallet): void {
  const events = new Emitter();
  const connected = () => wallet.permissions.has(FAMILY);
  const address = () => activeAccount(wallet).address;
  const ensureConnected = (method: string) => wallet.connect(FAMILY, method);

  const methods = plainRejections(
    {
      requestAccounts: async () => {
        await ensureConnected('requestAccounts');
        return [address()];
      },
      // The demo reads it to verify a signature, without any prompt; `[]` before connecting.
      getAccounts: async () => (connected() ? [address()] : []),
      // The demo takes bytes 1–33 as the x-only key: the 33-byte compressed key.
      getPublicKey: async () => (connected() ? reportedKey(wallet, FAMILY) : ''),
      getNetwork: async () => wizzNetworkName(wallet.network),
      switchNetwork: async (name: unknown) => {
        const target = networkFromWizzName(name);
        if (!target) throw new WalletFailure('invalid-params', `Unknown network ${String(name)}`);
        if (wizzNetworkName(wallet.network) !== wizzNetworkName(target)) {
          await wallet.ask({
            family: FAMILY,
            method: 'switchNetwork',
            title: 'Switch network?',
            details: [['Network', String(name)]],
          });
          wallet.setNetwork(target);
        }
        return wizzNetworkName(wallet.network);
      },
      getBalance: async () => {
        await ensureConnected('getBalance');
        const b = await wallet.balance(address());
        return { confirmed: Number(b.confirmed), unconfirmed: Number(b.unconfirmed), total: Number(b.total) };
      },
      getVersion: async () => '2.0.0',
      isBiHelixAddress: async () => false,
      getInscriptions: async () => ({ total: 0, list: [] }),
      // `signMessage(message, 'ecdsa' | 'bip322-simple')`, as Unisat signs it.
      signMessage: async (text: unknown, type?: unknown) => {
        await ensureConnected('signMessage');
        return signMessageUnisatStyle(wallet, FAMILY, 'signMessage', text, type);
      },
      // `signPsbt(psbtHex, {autoFinalized, toSignInputs, signAtomical})`; `signAtomical` (the
      // Atomicals reveal input, a script-path spend) is not something the Dev Wallet signs.
      signPsbt: async (psbtHex: unknown, options?: unknown) => {
        await ensureConnected('signPsbt');
        if ((options as { signAtomical?: unknown } | undefined)?.signAtomical === true)
          throw new WalletFailure('invalid-params', 'signAtomical is not supported by this wallet.');
        return signPsbtUnisatStyle(wallet, FAMILY, 'signPsbt', psbtHex, options);
      },
      // `signPsbts(psbtHexs, options?)`: one options object for every PSBT (`IWalletProvider`).
      signPsbts: async (psbtHexs: unknown, options?: unknown) => {
        await ensureConnected('signPsbts');
        if (!Array.isArray(psbtHexs)) throw new WalletFailure('invalid-params', 'psbtHexs must be an array');
        const out: string[] = [];
        for (const psbt of psbtHexs)
          out.push(await signPsbtUnisatStyle(wallet, FAMILY, 'signPsbts', psbt, options));
        return out;
      },
      pushPsbt: async (psbtHex: unknown) => {
        await ensureConnected('pushPsbt');
        return pushPsbt(wallet, psbtHex);
      },
      // `pushTx({rawtx})` in `IWalletProvider`.
      pushTx: async (raw: unknown) => {
        await ensureConnected('pushTx');
        return pushTx(wallet, raw);
      },
      sendBitcoin: async (to: unknown, sats: unknown, options?: unknown) => {
        await ensureConnected('sendBitcoin');
        if (typeof to !== 'string') throw new WalletFailure('invalid-params', 'Invalid address.');
        const feeRate = (options as { feeRate?: unknown } | undefined)?.feeRate;
        return wallet.sendTransfer(FAMILY, 'sendBitcoin', [{ address: to, amount: satsAmount(sats) }], {
          ...(typeof feeRate === 'number' ? { feeRate } : {}),
          from: activeAccount(wallet),
        });
      },
    },
    { log: wallet.requests, family: FAMILY },
  );

  // The demo binds `accountsChanged(string[])` and `networkChanged(network)` with `on`.
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && connected()) events.emit('accountsChanged', [address()]);
    else if (event.type === 'networkChange') events.emit('networkChanged', wizzNetworkName(wallet.network));
    else if (event.type === 'disconnect' && (event.family === undefined || event.family === FAMILY))
      events.emit('accountsChanged', []);
    else if (event.type === 'raw') events.emit(event.name, event.payload);
  });

  const win = window as unknown as { wizz?: unknown };
  win.wizz = markDevWallet({ ...methods, ...listenerMethods(events) });
}
