import { markDevWallet } from '@satchel/core/internal';
import { WalletFailure } from '../../errors';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { Emitter, listenerMethods } from '../shared';
import {
  activeAccount,
  plainRejections,
  reportedKey,
  signMessageUnisatStyle,
  signPsbtUnisatStyle,
} from '../unisat-api';
import {
  balanceInSats,
  legacyNetworkName,
  mirrorOnUnisatGlobal,
  networkFromLegacyName,
  switchToLegacyNetwork,
} from '../unisat-like';

/**
 * Binance Web3 Wallet's Bitcoin provider, `window.binancew3w.bitcoin`
 * (https://developers.binance.com/docs/binance-w3w/bitcoin-provider): `requestAccounts()` and
 * `getAccounts()` → `string[]`, `getNetwork()`/`switchNetwork(network)` with `livenet`, `testnet`
 * or `signet` (the switch resolves `true`), `getPublicKey()` "no tweak for taproot" (33 bytes) and
 * `getBalance()` in sats. `signMessage(message, type)` and `signPsbt(hex, {autoFinalized,
 * toSignInputs})` → hex are the calls LaserEyes (`packages/core/src/client/providers/binance.ts`)
 * and bigmi (`packages/client/src/connectors/binance.ts`) make. Nothing documents `signPsbts`,
 * `pushPsbt`, `disconnect` or the inscription calls, and LaserEyes finds `sendBitcoin` missing, so
 * this impersonation has none of them (docs/wallets/binance.md). Binance documents no error
 * shape; as the Unisat API it mirrors, refusals are `{code: 4001}` objects.
 *
 * Where each behaviour comes from, on the line above it: `documents:` Binance's
 * Bitcoin provider page or a peer library's call. Every refusal (`plainRejections`): inferred:
 * from the Unisat API it mirrors; Binance documents none.
 */
export function createBinance(wallet: DevWallet): Record<string, unknown> {
  const events = new Emitter();
  const family = 'binance' as const;
  const connected = () => wallet.permissions.has(family);
  const ensureConnected = (method: string) => wallet.connect(family, method);
  const address = () => activeAccount(wallet).address;

  const methods = plainRejections(
    {
      // documents: https://developers.binance.com/docs/binance-w3w/bitcoin-provider ("requestAccounts": `string[]`)
      requestAccounts: async () => {
        await ensureConnected('requestAccounts');
        return [address()];
      },
      // documents: https://developers.binance.com/docs/binance-w3w/bitcoin-provider ("getAccounts", its example an array); `[]` before connecting: documents:
      // bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/binance.ts (`isAuthorized` reconnects silently when `getAccounts()` is not empty)
      getAccounts: async () => (connected() ? [address()] : []),
      // documents: https://developers.binance.com/docs/binance-w3w/bitcoin-provider ("getPublicKey": "no tweak for taproot", 33 bytes); empty before
      // connecting: inferred, as the Unisat-style wallets beside it
      getPublicKey: async () => (connected() ? reportedKey(wallet, family) : ''),
      // documents: https://developers.binance.com/docs/binance-w3w/bitcoin-provider ("getNetwork": `livenet`, `testnet` or `signet`)
      getNetwork: async () => legacyNetworkName(wallet.network),
      // documents: https://developers.binance.com/docs/binance-w3w/bitcoin-provider ("switchNetwork" resolves `true`); the refusal's text: inferred, Binance
      // documents none
      switchNetwork: async (name: unknown) => {
        const target = networkFromLegacyName(name);
        if (!target) throw new WalletFailure('invalid-params', `Unsupported network: ${String(name)}`);
        await switchToLegacyNetwork(wallet, family, legacyNetworkName(target), target);
        return true;
      },
      // documents: https://developers.binance.com/docs/binance-w3w/bitcoin-provider ("getBalance": numbers of sats)
      getBalance: async () => {
        await ensureConnected('getBalance');
        return balanceInSats(wallet, address());
      },
      // `signMessage(message, 'ecdsa' | 'bip322-simple')`. documents: LaserEyes' call, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/binance.ts
      signMessage: async (text: unknown, type?: unknown) => {
        await ensureConnected('signMessage');
        return signMessageUnisatStyle(wallet, family, 'signMessage', text, type);
      },
      // `signPsbt(hex, {autoFinalized, toSignInputs})` → hex. documents: LaserEyes' call, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/binance.ts;
      // bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/binance.ts
      signPsbt: async (psbtHex: unknown, options?: unknown) => {
        await ensureConnected('signPsbt');
        return signPsbtUnisatStyle(wallet, family, 'signPsbt', psbtHex, options);
      },
    },
    { log: wallet.requests, family },
  );

  // `accountsChanged(string[])` and `networkChanged(name)`, which LaserEyes and bigmi listen to.
  // documents: LaserEyes' call, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/binance.ts (`on('accountsChanged')`, `on('networkChanged')`); bigmi's
  // call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/binance.ts (`addListener('accountsChanged')`)
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && connected()) events.emit('accountsChanged', [address()]);
    else if (event.type === 'networkChange') events.emit('networkChanged', legacyNetworkName(wallet.network));
    else if (event.type === 'disconnect' && (event.family === undefined || event.family === family))
      events.emit('accountsChanged', []);
    else if (event.type === 'raw') events.emit(event.name, event.payload);
  });

  return { ...methods, ...listenerMethods(events) };
}

/**
 * documents: https://developers.binance.com/docs/binance-w3w/bitcoin-provider ("Provider Detection": `window.binancew3w.bitcoin`, and `window.unisat` with
 * `isBinance`); bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/binance.ts (falls back to that `window.unisat`)
 *
 * Installs `window.binancew3w.bitcoin` and the proxy Binance puts on `window.unisat` with
 * `isBinance: true` ("we also proxy window.unisat, but some of the APIs are different", the
 * provider page). Which APIs differ is not documented: the proxy answers like the main object.
 */
export function installBinance(wallet: DevWallet): void {
  const provider = markDevWallet(createBinance(wallet));
  const win = window as unknown as { binancew3w?: Record<string, unknown> };
  win.binancew3w = { ...(win.binancew3w ?? {}), bitcoin: provider };
  mirrorOnUnisatGlobal(wallet, { ...provider, isBinance: true });
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'binance',
  install: installBinance,
  facts: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt'],
    renounces: false,
    singleAddress: true,
    checkedAgainst:
      'documents: [Bitcoin provider](https://developers.binance.com/docs/binance-w3w/bitcoin-provider)',
  },
});
