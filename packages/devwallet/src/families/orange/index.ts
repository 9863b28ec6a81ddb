import { markDevWallet } from '@satchel/core/internal';
import { base64, hex } from '@scure/base';
import { toFailure, WalletFailure } from '../../errors';
import type { KeyAccount } from '../../keys';
import { defaultProtocolFor } from '../../message-signing';
import { decodePsbt, type InputToSign } from '../../psbt-signing';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { randomId, XVERSE_NETWORK_NAMES } from '../shared';
import { satsAmount } from '../unisat-api';
import { createV1TokenMethods } from '../v1-token';

const FAMILY = 'orange' as const;

type Params = Record<string, unknown>;

/**
 * `RpcErrorCode` of `@orangecrypto/orange-connect` (`dist/types.d.ts`), sats-connect's codes:
 * -32000 the user declined, -32602 invalid parameters, -32601 unknown method, -32603 internal.
 * real code: @orangecrypto/orange-connect@1.2.4 (`dist/request/index.js`: `request()` hands the
 * provider's `error` to the app unchanged, as `{status: 'error', error}`).
 */
function errorFor(error: unknown): { code: number; message: string } {
  const failure = toFailure(error);
  if (failure.kind === 'rejected') return { code: -32000, message: 'User rejected the request.' };
  if (failure.kind === 'invalid-params' || failure.kind === 'address-mismatch')
    return { code: -32602, message: failure.message };
  return { code: -32603, message: failure.message };
}

function asObject(params: unknown): Params {
  return params && typeof params === 'object' && !Array.isArray(params) ? (params as Params) : {};
}

/**
 * One address object: `{address, publicKey, purpose, addressType}` (orange-connect README,
 * "getAddresses"). Orange derives from Xverse, which gives taproot keys x-only.
 */
function addressObject(wallet: DevWallet, account: KeyAccount) {
  const key = account.addressType === 'p2tr' ? account.xOnlyPublicKey : account.publicKey;
  return {
    address: account.address,
    publicKey: hex.encode(wallet.reportedKey(FAMILY, account.address, key)),
    purpose: account.purpose,
    addressType: account.addressType,
  };
}

/**
 * Orange Wallet: an Xverse derivative whose page API is what `@orangecrypto/orange-connect` 1.2.4
 * calls (docs/wallets/orange.md). `request(method, params)` resolves a JSON-RPC response, with
 * `result` or `error` (README, "Using the Request Method"); the legacy token methods (`connect`,
 * `signMessage`, `signTransaction`, `sendBtcTransaction`, `signMultipleTransactions`) sit beside
 * it, and `addListener(eventName, cb)` returns the unsubscribe (`dist/provider/types.d.ts`).
 * Orange knows Mainnet, Testnet and Testnet4 only; the Dev Wallet answers with its own
 * network's addresses so the app can try Orange on the devnet.
 */
export function installOrange(wallet: DevWallet): void {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const fire = (eventName: string, event: unknown) => {
    for (const cb of [...(listeners.get(eventName) ?? [])]) cb(event);
  };
  const addresses = (purposes: unknown) => {
    const ring = wallet.keys();
    const wanted = Array.isArray(purposes) ? purposes : ['payment', 'ordinals'];
    return wanted
      .filter((p): p is 'payment' | 'ordinals' => p === 'payment' || p === 'ordinals')
      .map((p) => addressObject(wallet, ring[p]));
  };

  const handlers: Record<string, (params: Params) => Promise<unknown>> = {
    getInfo: async () => ({ version: '1.2.4', methods: Object.keys(handlers), supports: [] }),
    // `{purposes, message?}` → `{addresses}` after the connect prompt.
    // real code: @orangecrypto/orange-connect@1.2.4 (`dist/request/types/btcMethods.d.ts` GetAddresses).
    getAddresses: async ({ purposes, message }) => {
      await wallet.connect(FAMILY, 'getAddresses', typeof message === 'string' ? message : undefined);
      return { addresses: addresses(purposes) };
    },
    // Same parameters, answers the bare list; its `message` is shown in the prompt.
    getAccounts: async ({ purposes, message }) => {
      await wallet.connect(FAMILY, 'getAccounts', typeof message === 'string' ? message : undefined);
      return addresses(purposes);
    },
    // `{address, message}` → `{signature, messageHash, address}`. No protocol parameter: ECDSA for
    // payment addresses, BIP-322 for taproot ones (README, "Utilizing signMessage").
    // real code: @orangecrypto/orange-connect@1.2.4 (`dist/request/types/btcMethods.d.ts` SignMessage).
    signMessage: async ({ address, message }) => {
      wallet.requirePermission(FAMILY);
      if (typeof address !== 'string') throw new WalletFailure('invalid-params', 'An address is required');
      if (typeof message !== 'string') throw new WalletFailure('invalid-params', 'A message is required');
      const account = wallet.accountFor(address);
      const signed = await wallet.signMessage(
        FAMILY,
        'signMessage',
        account,
        message,
        defaultProtocolFor(account),
      );
      return { signature: signed.signature, messageHash: signed.messageHash, address: account.address };
    },
    // `{psbt: base64, signInputs: Record<address, number[]>, allowedSignHash?, broadcast?}` →
    // `{psbt: base64, txid?}`; signed and not finalized unless broadcast (README, "signPsbt").
    // real code: @orangecrypto/orange-connect@1.2.4 (`dist/request/types/btcMethods.d.ts` SignPsbtParams).
    signPsbt: async ({ psbt, signInputs, allowedSignHash, broadcast }) => {
      wallet.requirePermission(FAMILY);
      if (typeof psbt !== 'string') throw new WalletFailure('invalid-params', 'psbt must be a base64 string');
      if (/^[0-9a-fA-F]+$/.test(psbt))
        throw new WalletFailure('invalid-params', 'psbt must be base64, not hex');
      const inputs: InputToSign[] = [];
      const sighash = typeof allowedSignHash === 'number' ? allowedSignHash : undefined;
      for (const [address, indexes] of Object.entries(asObject(signInputs))) {
        const account = wallet.accountFor(address);
        for (const index of Array.isArray(indexes) ? indexes : []) {
          inputs.push({ index: Number(index), account, ...(sighash === undefined ? {} : { sighash }) });
        }
      }
      const signed = await wallet.signPsbt(
        FAMILY,
        'signPsbt',
        decodePsbt(psbt),
        inputs,
        broadcast === true ? 'all' : 'none',
      );
      const out = base64.encode(signed.tx.toPSBT());
      return broadcast === true ? { psbt: out, txid: await wallet.broadcast(signed.tx) } : { psbt: out };
    },
    // `{recipients: [{address, amount}]}`, amounts in sats as numbers → `{txid}` (README, "sendTransfer").
    sendTransfer: async ({ recipients }) => {
      wallet.requirePermission(FAMILY);
      if (!Array.isArray(recipients) || recipients.length === 0)
        throw new WalletFailure('invalid-params', 'At least one recipient is required');
      const parsed = (recipients as Params[]).map((r) => {
        if (typeof r.address !== 'string')
          throw new WalletFailure('invalid-params', 'Incorrect recipient format');
        return { address: r.address, amount: satsAmount(r.amount) };
      });
      return { txid: await wallet.sendTransfer(FAMILY, 'sendTransfer', parsed) };
    },
  };

  async function answer(method: string, params: unknown) {
    const id = randomId();
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (!handler)
      return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } };
    try {
      return { jsonrpc: '2.0', id, result: await handler(asObject(params)) };
    } catch (error) {
      return { jsonrpc: '2.0', id, error: errorFor(error) };
    }
  }

  const provider: Record<string, unknown> = {
    // Resolves both outcomes; orange-connect reads a truthy `result` as success, else `error`.
    // real code: @orangecrypto/orange-connect@1.2.4 (`dist/request/index.js`, isRpcSuccessResponse).
    async request(method: string, params?: unknown) {
      const logged = wallet.requests.start(FAMILY, String(method), params === undefined ? [] : [params]);
      const response = await answer(String(method), params);
      if ('error' in response) wallet.requests.fail(logged, response);
      else wallet.requests.succeed(logged, response.result);
      return response;
    },
    addListener(eventName: string, cb: (event: unknown) => void) {
      const set = listeners.get(eventName) ?? new Set();
      set.add(cb);
      listeners.set(eventName, set);
      return () => set.delete(cb);
    },
  };
  // The legacy token functions (README, "Legacy Methods"); orange-connect turns any rejection into onCancel().
  // real code: @orangecrypto/orange-connect@1.2.4 (`getAddress` → `connect(token)`, `signMessage` →
  // `signMessage(token)` answering the signature string, `signTransaction` → `signTransaction(token)`
  // answering `{psbtBase64, txId?}`, `sendBtcTransaction` → `sendBtcTransaction(token)` with
  // `amountSats` as a decimal string, answering the txid string; each an unsecured JWT from
  // jsontokens `createUnsecuredToken`, any throw → `onCancel()`).
  for (const [name, method] of Object.entries(createV1TokenMethods(wallet, FAMILY))) {
    provider[name] = (token: unknown) =>
      wallet.requests.track(FAMILY, name, [token], async () => {
        try {
          return await method(token);
        } catch (error) {
          throw new Error(toFailure(error).message);
        }
      });
  }

  // orange-connect's events: `accountChange`, `networkChange` with `bitcoin.name`, `disconnect`.
  // real code: @orangecrypto/orange-connect@1.2.4 (`dist/provider/types.d.ts` walletEventSchema;
  // `addListener(eventName, cb)` returns the unsubscribe).
  wallet.onEvent((event) => {
    if (event.type === 'accountChange') fire('accountChange', { type: 'accountChange' });
    else if (event.type === 'networkChange') {
      fire('networkChange', {
        type: 'networkChange',
        bitcoin: { name: XVERSE_NETWORK_NAMES[wallet.network] },
        stacks: { name: wallet.network === 'mainnet' ? 'mainnet' : 'testnet' },
      });
    } else if (event.type === 'disconnect' && (event.family === undefined || event.family === FAMILY)) {
      fire('disconnect', { type: 'disconnect' });
    } else if (event.type === 'raw') fire(event.name, event.payload);
  });

  // The same provider under the three names orange-connect looks in.
  // real code: @orangecrypto/orange-connect@1.2.4 (`dist/provider/index.js` getProviderOrThrow, behind
  // getAddress, signMessage, signTransaction and sendBtcTransaction: `OrangeBitcoinProvider`, then
  // `OrangecryptoProviders.BitcoinProvider`, then `OrangeWalletProviders.OrangeBitcoinProvider`;
  // `dist/request/index.js`: `request()` takes `OrangecryptoProviders.BitcoinProvider` first, then
  // `OrangeBitcoinProvider`, and `addListener()` only `OrangecryptoProviders.BitcoinProvider`, else
  // `window.BitcoinProvider`, so without it orange-connect's listeners land on Xverse's object or throw).
  // LaserEyes waits for `window.OrangeBitcoinProvider` and calls
  // `window.OrangeWalletProviders.OrangeBitcoinProvider`.
  const win = window as unknown as {
    OrangeBitcoinProvider?: unknown;
    OrangecryptoProviders?: Record<string, unknown>;
    OrangeWalletProviders?: Record<string, unknown>;
  };
  win.OrangeBitcoinProvider = markDevWallet(provider);
  win.OrangecryptoProviders = { ...(win.OrangecryptoProviders ?? {}), BitcoinProvider: provider };
  win.OrangeWalletProviders = { ...(win.OrangeWalletProviders ?? {}), OrangeBitcoinProvider: provider };
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'orange',
  install: installOrange,
  facts: {
    signingCode: 'src/families/orange/index.ts',
    signingMethods: ['signMessage', 'signPsbt', 'sendTransfer', 'signTransaction', 'sendBtcTransaction'],
    renounces: false,
    singleAddress: false,
    checkedAgainst: "real code: @orangecrypto/orange-connect@1.2.4 (Orange's client)",
  },
});
