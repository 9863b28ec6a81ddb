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
import { balanceInSats, mirrorOnUnisatGlobal, switchToLegacyNetwork } from '../unisat-like';

const FAMILY = 'onekey' as const;

/**
 * OneKey's network names are `livenet` and `testnet` only; any other `switchNetwork` name fails
 * with `Unrecognized network {name}.`. A Dev Wallet on signet, testnet4 or the devnet's
 * regtest reports `testnet`, as the Unisat-style wallets beside it do.
 * documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/switchnetwork.md ("`livenet` and `testnet`"); https://github.com/OneKeyHQ/app-monorepo/blob/HEAD/packages/kit-bg/src/providers/ProviderApiBtc.ts (`switchNetwork`)
 */
function oneKeyNetworkName(network: BitcoinNetwork): 'livenet' | 'testnet' {
  return network === 'mainnet' ? 'livenet' : 'testnet';
}

/**
 * Where each behaviour comes from, on the line above it: `documents:` OneKey's BTC
 * provider pages (OneKeyHQ/docs), the extension's code that answers them (OneKeyHQ/app-monorepo
 * `ProviderApiBtc.ts`) or bigmi's OneKey connector (the peer library's call). Every refusal (`plainRejections`):
 * `{code: 4001}`, EIP-1193's user rejection, which OneKey's provider errors use.
 *
 * OneKey writes the same provider twice, "`window.unisat` and `window.$onekey.btc`… Both APIs have
 * the same functionality, just different names" (https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/guide.md): a Unisat-style object with one
 * active address. Where it differs from Unisat: `signPsbts` opens one screen per PSBT and applies
 * one options object to every PSBT (ProviderApiBtc.ts: `signPsbts` loops over `_signPsbt`); only
 * `livenet` and `testnet`; and `switchNetwork` answers `testnet` whatever it switched to
 * (ProviderApiBtc.ts: "TODO: use real data"). No `disconnect` is documented.
 */
export function createOneKey(wallet: DevWallet): Record<string, unknown> {
  const events = new Emitter();
  const connected = () => wallet.permissions.has(FAMILY);
  const ensureConnected = (method: string) => wallet.connect(FAMILY, method);
  const address = () => activeAccount(wallet).address;

  const methods = plainRejections(
    {
      // The connect screen, then the account's one address. documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/guide.md; https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/requestaccounts.md ("Connecting to OneKey"; `api-reference/requestaccounts.md`)
      requestAccounts: async () => {
        await ensureConnected('requestAccounts');
        return [address()];
      },
      // `[]` for a site not connected, without a screen. documents: https://github.com/OneKeyHQ/app-monorepo/blob/HEAD/packages/kit-bg/src/providers/ProviderApiBtc.ts (`getAccounts`); bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/onekey.ts (`isAuthorized` reconnects when it is not empty)
      getAccounts: async () => (connected() ? [address()] : []),
      // The 33-byte key; `''` before connecting. documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/getpublickey.md; https://github.com/OneKeyHQ/app-monorepo/blob/HEAD/packages/kit-bg/src/providers/ProviderApiBtc.ts (`getPublicKey`)
      getPublicKey: async () => (connected() ? reportedKey(wallet, FAMILY) : ''),
      // documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/getnetwork.md; bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/onekey.ts (`OneKeyBitcoinNetwork = 'livenet' | 'testnet'`)
      getNetwork: async () => oneKeyNetworkName(wallet.network),
      // documents: https://github.com/OneKeyHQ/app-monorepo/blob/HEAD/packages/kit-bg/src/providers/ProviderApiBtc.ts (`switchNetwork`: `Unrecognized network {name}.` for another name; answers `testnet`)
      switchNetwork: async (name: unknown) => {
        const target: BitcoinNetwork | undefined =
          name === 'livenet' ? 'mainnet' : name === 'testnet' ? 'testnet' : undefined;
        if (!target) throw new WalletFailure('invalid-params', `Unrecognized network ${String(name)}.`);
        // The devnet's regtest already reads `testnet`: nothing to switch, as for Unisat.
        await switchToLegacyNetwork(wallet, FAMILY, oneKeyNetworkName(target), target);
        return 'testnet';
      },
      // `{confirmed, unconfirmed, total}`, numbers. documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/getbalance.md
      getBalance: async () => {
        await ensureConnected('getBalance');
        return balanceInSats(wallet, address());
      },
      // `signMessage(message, 'ecdsa' (default) | 'bip322-simple')` → base64. documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/signmessage.md; https://github.com/OneKeyHQ/app-monorepo/blob/HEAD/packages/kit-bg/src/providers/ProviderApiBtc.ts (`signMessage`)
      signMessage: async (text: unknown, type?: unknown) => {
        await ensureConnected('signMessage');
        return signMessageUnisatStyle(wallet, FAMILY, 'signMessage', text, type);
      },
      // `signPsbt(hex, {autoFinalized = true, toSignInputs})` → hex, the signed inputs finalized unless
      // `autoFinalized` is false. documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/signpsbt.md; bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/onekey.ts (`toSignInputs` with `index`, `address`, `sighashTypes`)
      signPsbt: async (psbtHex: unknown, options?: unknown) => {
        await ensureConnected('signPsbt');
        return signPsbtUnisatStyle(wallet, FAMILY, 'signPsbt', psbtHex, options);
      },
      // `signPsbts(hexs, options)`: one options object for every PSBT, one screen per PSBT, in order.
      // documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/signpsbts.md; https://github.com/OneKeyHQ/app-monorepo/blob/HEAD/packages/kit-bg/src/providers/ProviderApiBtc.ts (`signPsbts` calls `_signPsbt` once per PSBT)
      signPsbts: async (psbtHexs: unknown, options?: unknown) => {
        await ensureConnected('signPsbts');
        if (!Array.isArray(psbtHexs) || psbtHexs.length === 0)
          throw new WalletFailure('invalid-params', 'psbtHexs must be a non-empty array');
        const signed: string[] = [];
        for (const psbt of psbtHexs)
          signed.push(await signPsbtUnisatStyle(wallet, FAMILY, 'signPsbts', psbt, options));
        return signed;
      },
      // `pushPsbt(hex)` → txid. documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/pushpsbt.md
      pushPsbt: async (psbtHex: unknown) => {
        await ensureConnected('pushPsbt');
        return pushPsbt(wallet, psbtHex);
      },
      // `pushTx(rawtx)` → txid. documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/pushtx.md
      pushTx: async (raw: unknown) => {
        await ensureConnected('pushTx');
        return pushTx(wallet, raw);
      },
      // `sendBitcoin(to, satoshis, {feeRate?})` → txid. documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/api-reference/sendbitcoin.md; https://github.com/OneKeyHQ/app-monorepo/blob/HEAD/packages/kit-bg/src/providers/ProviderApiBtc.ts (`sendBitcoin`)
      sendBitcoin: async (to: unknown, sats: unknown, options?: unknown) => {
        await ensureConnected('sendBitcoin');
        return sendBitcoinUnisatStyle(wallet, FAMILY, to, sats, options);
      },
    },
    { log: wallet.requests, family: FAMILY },
  );

  // `accountsChanged(string[])`, `[]` once disconnected, and `networkChanged(name)`, through
  // `on`/`off` and bigmi's `addListener`/`removeListener`.
  // documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/event.md; bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/onekey.ts (`addListener('accountsChanged')`, `addListener('networkChanged')`)
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && connected()) events.emit('accountsChanged', [address()]);
    else if (event.type === 'networkChange') events.emit('networkChanged', oneKeyNetworkName(wallet.network));
    else if (event.type === 'disconnect' && (event.family === undefined || event.family === FAMILY))
      events.emit('accountsChanged', []);
    else if (event.type === 'raw') events.emit(event.name, event.payload);
  });

  return { ...methods, ...listenerMethods(events) };
}

/**
 * Installs `window.$onekey.btc`, the name OneKey recommends, and mirrors it on `window.unisat`
 * flagged `isOneKey: true`, the flag peers read to tell OneKey's `window.unisat` from Unisat's
 * (babylonlabs-io/babylon-toolkit PR 1840).
 * documents: https://github.com/OneKeyHQ/docs/blob/HEAD/connect-to-software/webapp-connect-onekey/btc/guide.md ("API Injection Explanation"; `README.md`: "Prefer `window.$onekey.btc`; fall back to `window.unisat`")
 */
export function installOneKey(wallet: DevWallet): void {
  const provider = markDevWallet(createOneKey(wallet));
  const win = window as unknown as { $onekey?: Record<string, unknown> };
  win.$onekey = { ...(win.$onekey ?? {}), btc: provider };
  mirrorOnUnisatGlobal(wallet, { ...provider, isOneKey: true });
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'onekey',
  install: installOneKey,
  facts: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin'],
    renounces: false,
    singleAddress: true,
    checkedAgainst:
      'documents: [OneKey BTC provider](https://github.com/OneKeyHQ/docs/tree/HEAD/connect-to-software/webapp-connect-onekey/btc)',
  },
});
