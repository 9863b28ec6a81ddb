import type { Family } from '../config';
import { toFailure } from '../errors';
import { trackMethods } from '../request-log';
import type { DevWallet } from '../wallet';
import { accountHandlers } from './sats-connect-accounts';
import { SATS_CONNECT_ASSET_METHODS, satsConnectAssetHandlers } from './sats-connect-assets';
import {
  asObject,
  createSatsConnectContext,
  type RpcHandlers,
  type SatsConnectContext,
} from './sats-connect-context';
import { holdingsHandlers } from './sats-connect-holdings';
import { networkHandlers } from './sats-connect-network';
import { runeOrderHandlers } from './sats-connect-rune-orders';
import { signingHandlers } from './sats-connect-signing';
import { randomId } from './shared';
import { createV1TokenMethods } from './v1-token';

/*
 * Where each behaviour comes from, on the line above it here and in the method groups beside
 * this file: `real code: sats-connect@4.2.1` where sats-connect.spec.ts drives the behaviour
 * through Xverse's own client (its `request`, its `Wallet` singleton, its pinned
 * @sats-connect/core 0.10.0 result schemas), `real extension:` Xverse's own published extension
 * source (github.com/secretkeylabs/xverse-web-extension, 0.49.0 of 2025-02-07), `Xverse 0.54.2,
 * observed`: the extension 0.54.2 built from its public source and driven by hand, `documents:`
 * Xverse's docs at docs.xverse.app.
 */

type Envelope =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string; data?: unknown } };

/**
 * Xverse's methods as sats-connect 4.2.1 knows them (docs/sats-connect.md §3).
 * real code: sats-connect@4.2.1 (`getInfo`'s `methods`, `getInfoResultSchema`; sats-connect.spec.ts)
 */
export const SATS_CONNECT_METHODS = [
  'getInfo',
  'getAccounts',
  'getAddresses',
  'getBalance',
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'wallet_connect',
  'wallet_disconnect',
  'wallet_requestPermissions',
  'wallet_renouncePermissions',
  'wallet_getCurrentPermissions',
  'wallet_getAccount',
  'wallet_getWalletType',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'runes_mint',
  'runes_etch',
  'runes_estimateMint',
  'runes_estimateEtch',
  'runes_getOrder',
  'runes_estimateRbfOrder',
  'runes_rbfOrder',
  'ord_getInscriptions',
  ...SATS_CONNECT_ASSET_METHODS,
] as const;

/**
 * What a refusal says, per method: each of Xverse's request screens answers its own text.
 * Xverse 0.54.2, observed: `signPsbt` -32000 `User rejected request to sign Psbt`, `sendTransfer`
 * -32000 `User rejected request to send transfer`, `signMessage` -32000 `User rejected the
 * request.`, a denied `wallet_connect` -32000 `User closed the wallet popup.`; the other screens
 * `User rejected the request.` (docs/sats-connect.md §2.3).
 */
const REFUSALS: Readonly<Record<string, string>> = {
  signPsbt: 'User rejected request to sign Psbt',
  sendTransfer: 'User rejected request to send transfer',
  signMessage: 'User rejected the request.',
  wallet_connect: 'User closed the wallet popup.',
};

/**
 * Real Xverse error codes and messages (docs/sats-connect.md §2.3).
 * real code: sats-connect@4.2.1 (`RpcErrorCode`: -32000 the user rejected, -32002 access denied,
 * -32602 invalid params, -32600 address mismatch; sats-connect.spec.ts); the refusal texts per
 * method: Xverse 0.54.2, observed (REFUSALS); the others: inferred: the messages Xverse answers,
 * as docs/sats-connect.md §2.3 lists them. A failed rune order keeps the ordering service's text,
 * as the client flow of core's `satsConnectAdapter.ts` returns it.
 */
function errorFor(error: unknown, method: string): { code: number; message: string; data?: unknown } {
  const failure = toFailure(error);
  switch (failure.kind) {
    case 'rejected':
      return { code: -32000, message: REFUSALS[method] ?? 'User rejected the request.' };
    case 'access-denied':
      return { code: -32002, message: 'Access denied.' };
    case 'invalid-params':
      return { code: -32602, message: 'Invalid parameters.', data: { error: failure.message } };
    case 'address-mismatch':
      return { code: -32600, message: 'Address mismatch.', data: { error: failure.message } };
    case 'invalid-request':
      return { code: -32600, message: failure.message };
    default:
      return method.startsWith('runes_')
        ? { code: -32603, message: failure.message }
        : { code: -32603, message: 'Internal error.', data: { error: failure.message } };
  }
}

/**
 * Runs `method` from the dispatch table into a JSON-RPC 2.0 envelope, which always resolves: an
 * unknown method is -32601 `"<method>" is not supported.`, a failure its error envelope.
 * real code: sats-connect@4.2.1 (core reads the error envelope first, then `result`, and rejects
 * on a rejected promise; sats-connect.spec.ts calls the raw provider too)
 */
async function answer(handlers: RpcHandlers, method: string, params: unknown): Promise<Envelope> {
  const id = randomId();
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
  if (!handler) {
    return { jsonrpc: '2.0', id, error: { code: -32601, message: `"${method}" is not supported.` } };
  }
  try {
    const result = await handler(params, method);
    return { jsonrpc: '2.0', id, result };
  } catch (error) {
    return { jsonrpc: '2.0', id, error: errorFor(error, method) };
  }
}

/** The page's listeners by event name; one throwing does not stop the others. */
class WalletListeners {
  private readonly byEvent = new Map<string, Set<(payload: unknown) => void>>();

  fire(eventName: string, payload: unknown): void {
    for (const cb of [...(this.byEvent.get(eventName) ?? [])]) {
      try {
        cb(payload);
      } catch (error) {
        console.error('[Satchel Dev Wallet] listener failed', error);
      }
    }
  }

  add(eventName: string, callback: (payload: unknown) => void): () => void {
    let set = this.byEvent.get(eventName);
    if (!set) {
      set = new Set();
      this.byEvent.set(eventName, set);
    }
    set.add(callback);
    return () => this.byEvent.get(eventName)?.delete(callback);
  }
}

/**
 * `addListener` in both call shapes: `({eventName, cb})` (core ≥0.7.1) and `(eventName, cb)`
 * (older builds), §1.5; the unsubscribe comes back.
 * real code: sats-connect@4.2.1 (`Wallet.addListener` with an object and with two arguments;
 * sats-connect.spec.ts)
 */
function addListenerOf(listeners: WalletListeners) {
  return (...args: unknown[]): (() => void) => {
    const [first, second] = args;
    const { eventName, cb } =
      typeof first === 'string'
        ? { eventName: first, cb: second }
        : (asObject(first) as { eventName?: unknown; cb?: unknown });
    if (typeof eventName !== 'string' || typeof cb !== 'function') {
      throw new Error('addListener expects ({eventName, cb}) or (eventName, cb).');
    }
    return listeners.add(eventName, cb as (payload: unknown) => void);
  };
}

/**
 * The wallet's own events as sats-connect's: `accountChange` and `networkChange` with the new
 * addresses, `disconnect` when this family (or every family) is disconnected; each only to a site
 * holding this family's read permission, as Xverse tells only the clients it has authorised.
 * real code: sats-connect@4.2.1 (`walletEventSchema`; the events a `Wallet.addListener` receives
 * after an account switch, a network switch and `wallet_disconnect`; sats-connect.spec.ts);
 * real extension: secretkeylabs/xverse-web-extension 0.49.0 (src/app/hooks/useWalletReducer.ts
 * sends `accountChange` and `networkChange` through `dispatchEventAuthorizedConnectedClients`,
 * which reaches only tabs of clients holding an account `read` or wallet `readNetwork`
 * permission; the connected-apps setting sends `disconnect` only to the clients it removes);
 * documents: https://docs.xverse.app/sats-connect/xverse-wallet-events ("apps need to first
 * connect to the wallet to receive account read permissions"; listeners "will be notified of
 * events for authorised accounts").
 * A `raw` event is the Dev Wallet's own test hook (`control.emit` with another name), delivered as is.
 */
function relayWalletEvents(ctx: SatsConnectContext, listeners: WalletListeners): void {
  const permitted = () => ctx.wallet.permissions.has(ctx.family);
  ctx.wallet.onEvent((event) => {
    if (event.type === 'raw') listeners.fire(event.name, event.payload);
    else if (!permitted()) return;
    else if (event.type === 'accountChange')
      listeners.fire('accountChange', { type: 'accountChange', addresses: ctx.addresses() });
    else if (event.type === 'networkChange') listeners.fire('networkChange', networkChangeEvent(ctx));
    else if (event.family === undefined || event.family === ctx.family) {
      listeners.fire('disconnect', { type: 'disconnect' });
    }
  });
}

/** The `networkChange` payload: the network on every chain and the addresses on the new network. */
function networkChangeEvent(ctx: SatsConnectContext) {
  const info = ctx.networkInfo();
  return { type: 'networkChange', bitcoin: info.bitcoin, stacks: info.stacks, addresses: ctx.addresses() };
}

/** Every method the provider answers, by name: the union of the method groups. */
function dispatchTable(ctx: SatsConnectContext, version: string, listeners: WalletListeners): RpcHandlers {
  return {
    ...networkHandlers(ctx, { version, methods: SATS_CONNECT_METHODS }),
    ...accountHandlers(ctx, () => listeners.fire('disconnect', { type: 'disconnect' })),
    ...holdingsHandlers(ctx),
    ...signingHandlers(ctx),
    ...runeOrderHandlers(ctx),
    // runes_getBalance, runes_transfer, ord_sendInscriptions: from the ord index (sats-connect-assets.ts).
    ...satsConnectAssetHandlers(ctx.wallet, ctx.family),
  };
}

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<Envelope>;
  addListener(...args: unknown[]): () => void;
  [legacy: string]: unknown;
}

/**
 * A sats-connect JSON-RPC provider (Xverse's `BitcoinProvider`): `request(method, params)` always
 * resolves to a JSON-RPC 2.0 envelope and never rejects (docs/sats-connect.md §2.2, §8), each call
 * logged; `addListener`; and the v1 token methods (v1-token.ts).
 */
export function createSatsConnectProvider(
  wallet: DevWallet,
  family: Family,
  version: string,
): SatsConnectProvider {
  const ctx = createSatsConnectContext(wallet, family);
  const listeners = new WalletListeners();
  const handlers = dispatchTable(ctx, version, listeners);

  const provider: SatsConnectProvider = {
    async request(method: string, params?: unknown): Promise<Envelope> {
      const logged = wallet.requests.start(family, String(method), params === undefined ? [] : [params]);
      const envelope = await answer(handlers, method, params);
      if ('error' in envelope) wallet.requests.fail(logged, envelope.error);
      else wallet.requests.succeed(logged, envelope.result);
      return envelope;
    },
    addListener: addListenerOf(listeners),
    ...trackMethods(wallet.requests, family, createV1TokenMethods(wallet, family)),
  };

  relayWalletEvents(ctx, listeners);
  return provider;
}
