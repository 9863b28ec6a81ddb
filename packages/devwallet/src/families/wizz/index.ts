import { markDevWallet } from '@satchel/core/internal';
import type { BitcoinNetwork } from '@satchel/core/networks';
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
  sendBitcoinUnisatStyle,
  signMessageUnisatStyle,
  signPsbtUnisatStyle,
} from '../unisat-api';
import { type UnisatInscription, unisatInscriptions } from '../unisat-inscriptions';
import { legacyNetworkName, networkFromLegacyName, switchToLegacyNetwork } from '../unisat-like';

const FAMILY = 'wizz' as const;

/**
 * Wizz's network names: `NetworkType` of the types Wizz publishes is `'testnet' | 'livenet' |
 * 'mainnet' | 'signet'`, with no testnet4 and no regtest, the legacy names Bitget and Keplr use
 * too. Wizz's 2024 provider demo offered a `testnet4` typed by `@wizz-btc/wallet`, which the npm
 * registry now answers 404 for; the current `@wizz-btc/provider` (0.2.14, the only version the
 * registry lists) and `@wizz-btc/api` (0.2.50) name no testnet4 anywhere. So a Dev Wallet on testnet4, like the
 * devnet's regtest, reports as `testnet`, and `switchNetwork('testnet4')` is refused.
 * documents: https://www.npmjs.com/package/@wizz-btc/provider/v/0.2.14 (`lib/index.d.ts`, `NetworkType`); regtest and testnet4 as `testnet`: inferred.
 */
const wizzNetworkName = legacyNetworkName;

/** `switchNetwork` also takes `mainnet` for livenet. documents: https://www.npmjs.com/package/@wizz-btc/provider/v/0.2.14 (`lib/index.d.ts`, `NetworkType`) */
function networkFromWizzName(name: unknown): BitcoinNetwork | undefined {
  return name === 'mainnet' ? 'mainnet' : networkFromLegacyName(name);
}

/** A Wizz `InscriptionItem`'s `utxo` (`UTXO` of `@wizz-btc/api` 0.2.50, `lib/index.d.ts`). */
function wizzUtxo(entry: UnisatInscription) {
  const [txid = '', vout = '0'] = entry.output.split(':');
  // `index` repeats `vout`, and ord lists only inscriptions in mined blocks: inferred.
  return { txid, vout: Number(vout), index: Number(vout), value: entry.outputValue, confirmed: true };
}

/**
 * `getInscriptions(cursor, size)` → `{total, list}`: Unisat's entries plus each one's `utxo`
 * (`InscriptionsResponse`, `InscriptionItem`).
 * documents: https://www.npmjs.com/package/@wizz-btc/provider/v/0.2.14 (`lib/index.d.ts`); LaserEyes' call,
 * https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/wizz.ts (`getInscriptions(offset, limit)`, reads `list`)
 */
async function wizzInscriptions(wallet: DevWallet, address: string, cursor: unknown, size: unknown) {
  const { total, list } = await unisatInscriptions(wallet, address, cursor, size);
  return { total, list: list.map((entry) => ({ ...entry, utxo: wizzUtxo(entry) })) };
}

/**
 * Wizz: `window.wizz` (`typings/window.d.ts` of the demo), a Unisat-derived page API typed by
 * `@wizz-btc/provider`'s `IWalletProvider`: plain async methods, one active address, hex PSBTs
 * finalized by default (the demo pushes `signPsbt`'s answer straight to `pushPsbt`), and Unisat's
 * rejections, `{code: 4001, message}` (docs/wallets/wizz.md, "Errors": presumed from the heritage).
 * No disconnect method is typed.
 *
 * Where each behaviour comes from, on the line above it: `documents:` Wizz's provider
 * demo, the types Wizz publishes (https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`); read, not installed) or LaserEyes' call. Every refusal
 * (`plainRejections`): inferred, from the Unisat heritage (docs/wallets/wizz.md, "Errors").
 */
export function installWizz(wallet: DevWallet): void {
  const events = new Emitter();
  const connected = () => wallet.permissions.has(FAMILY);
  const address = () => activeAccount(wallet).address;
  const ensureConnected = (method: string) => wallet.connect(FAMILY, method);

  const methods = plainRejections(
    {
      // documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`src/App.tsx`, the Connect button); https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`)
      requestAccounts: async () => {
        await ensureConnected('requestAccounts');
        return [address()];
      },
      // The demo reads it to verify a signature, without any prompt; `[]` before connecting.
      // documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`src/App.tsx`, SignMessage); not in the published types; `[]`: inferred
      getAccounts: async () => (connected() ? [address()] : []),
      // The demo takes bytes 1–33 as the x-only key: the 33-byte compressed key.
      // documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`README.md`); https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`); empty before connecting: inferred
      getPublicKey: async () => (connected() ? reportedKey(wallet, FAMILY) : ''),
      // `livenet`, `testnet` or `signet` (`wizzNetworkName`). documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`src/App.tsx`);
      // https://www.npmjs.com/package/@wizz-btc/provider/v/0.2.14 (`lib/index.d.ts`, `IWalletProvider.getNetwork` → `NetworkType`)
      getNetwork: async () => wizzNetworkName(wallet.network),
      // Takes a `NetworkType` (and no `testnet4`), asks when the name changes, resolves the name now
      // in use. documents: https://www.npmjs.com/package/@wizz-btc/provider/v/0.2.14 (`lib/index.d.ts`, `IWalletProvider.switchNetwork`);
      // no prompt for the name it is on: inferred, as Unisat (unisat-like.ts); the refusal's text: inferred
      switchNetwork: async (name: unknown) => {
        const target = networkFromWizzName(name);
        if (!target) throw new WalletFailure('invalid-params', `Unknown network ${String(name)}`);
        await switchToLegacyNetwork(wallet, FAMILY, wizzNetworkName(target), target);
        return wizzNetworkName(wallet.network);
      },
      // `{confirmed, unconfirmed, total}`, numbers of sats. documents: https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`) (`BalanceSummary`);
      // https://github.com/WizzWallet/wizzwallet-provider-demo (`src/App.tsx`)
      getBalance: async () => {
        await ensureConnected('getBalance');
        const b = await wallet.balance(address());
        return { confirmed: Number(b.confirmed), unconfirmed: Number(b.unconfirmed), total: Number(b.total) };
      },
      // documents: https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`) (`getVersion`); the version itself: inferred
      getVersion: async () => '2.0.0',
      // documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`src/App.tsx`); `false`: inferred, the Dev Wallet has no BiHelix address
      isBiHelixAddress: async () => false,
      // The connected address's inscriptions (`wizzInscriptions`); connects first, as Unisat's
      // call does (inferred, from the heritage).
      // documents: https://www.npmjs.com/package/@wizz-btc/provider/v/0.2.14 (`lib/index.d.ts`, `IWalletProvider.getInscriptions`)
      getInscriptions: async (cursor?: unknown, size?: unknown) => {
        await ensureConnected('getInscriptions');
        return wizzInscriptions(wallet, address(), cursor, size);
      },
      // `signMessage(message, 'ecdsa' | 'bip322-simple')`, as Unisat signs it.
      // documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`src/App.tsx`, SignMessage); https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`) (`SignMessageType`)
      signMessage: async (text: unknown, type?: unknown) => {
        await ensureConnected('signMessage');
        return signMessageUnisatStyle(wallet, FAMILY, 'signMessage', text, type);
      },
      // `signPsbt(psbtHex, {autoFinalized, toSignInputs, signAtomical})`; `signAtomical` (the
      // Atomicals reveal input, a script-path spend) is not something the Dev Wallet signs.
      // documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`README.md`: `signAtomical`, the answer pushed as it is); LaserEyes'
      // call, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/wizz.ts (`autoFinalized`, `toSignInputs`)
      signPsbt: async (psbtHex: unknown, options?: unknown) => {
        await ensureConnected('signPsbt');
        if ((options as { signAtomical?: unknown } | undefined)?.signAtomical === true)
          throw new WalletFailure('invalid-params', 'signAtomical is not supported by this wallet.');
        return signPsbtUnisatStyle(wallet, FAMILY, 'signPsbt', psbtHex, options);
      },
      // `signPsbts(psbtHexs, options?)`: one options object for every PSBT (`IWalletProvider`).
      // documents: https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`); one prompt per PSBT: inferred
      signPsbts: async (psbtHexs: unknown, options?: unknown) => {
        await ensureConnected('signPsbts');
        if (!Array.isArray(psbtHexs)) throw new WalletFailure('invalid-params', 'psbtHexs must be an array');
        const out: string[] = [];
        for (const psbt of psbtHexs)
          out.push(await signPsbtUnisatStyle(wallet, FAMILY, 'signPsbts', psbt, options));
        return out;
      },
      // documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`README.md`); https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`)
      pushPsbt: async (psbtHex: unknown) => {
        await ensureConnected('pushPsbt');
        return pushPsbt(wallet, psbtHex);
      },
      // `pushTx({rawtx})` in `IWalletProvider`. documents: https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`)
      pushTx: async (raw: unknown) => {
        await ensureConnected('pushTx');
        return pushTx(wallet, raw);
      },
      // `sendBitcoin(to, sats, {feeRate?})` → txid. documents: https://www.npmjs.com/package/@wizz-btc/provider (0.2.14, `lib/index.d.ts`, `IWalletProvider`); LaserEyes' call, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/wizz.ts
      sendBitcoin: async (to: unknown, sats: unknown, options?: unknown) => {
        await ensureConnected('sendBitcoin');
        return sendBitcoinUnisatStyle(wallet, FAMILY, to, sats, options);
      },
    },
    { log: wallet.requests, family: FAMILY },
  );

  // The demo binds `accountsChanged(string[])` and `networkChanged(network)` with `on`.
  // documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`src/App.tsx`); LaserEyes' call, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/wizz.ts
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && connected()) events.emit('accountsChanged', [address()]);
    else if (event.type === 'networkChange') events.emit('networkChanged', wizzNetworkName(wallet.network));
    else if (event.type === 'disconnect' && (event.family === undefined || event.family === FAMILY))
      events.emit('accountsChanged', []);
    else if (event.type === 'raw') events.emit(event.name, event.payload);
  });

  // documents: https://github.com/WizzWallet/wizzwallet-provider-demo (`typings/window.d.ts`: `window.wizz`)
  const win = window as unknown as { wizz?: unknown };
  win.wizz = markDevWallet({ ...methods, ...listenerMethods(events) });
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'wizz',
  install: installWizz,
  facts: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin'],
    renounces: false,
    singleAddress: true,
    checkedAgainst: 'documents: [provider demo](https://github.com/WizzWallet/wizzwallet-provider-demo)',
  },
});
