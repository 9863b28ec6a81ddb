import type { ConnectionStorage } from '@satchel/core/connection';
import type { StandardWalletSource } from '@satchel/core/connectors';
import type { AccountCache } from '@satchel/core/internal';

/** Unit-test doubles shaped like the injected globals of docs/wallet-interfaces.md; not a wallet emulator. */

export const MAIN_P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
export const MAIN_P2TR = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
export const TEST_P2WPKH = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
export const PUBKEY = `02${'11'.repeat(32)}`;
export const XONLY = '22'.repeat(32);

type Listener = (...args: unknown[]) => void;

export function emitterShape() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event: string, cb: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(cb));
    },
    removeListener(event: string, cb: Listener) {
      listeners.get(event)?.delete(cb);
    },
    emit(event: string, ...args: unknown[]) {
      for (const cb of listeners.get(event) ?? []) cb(...args);
    },
  };
}

/** `window.unisat`: plain async methods, rejects with a plain `{code, message}` object. */
export function fakeUnisat(options: { address?: string; chain?: string; connected?: boolean } = {}) {
  let connected = options.connected ?? false;
  let chainEnum = options.chain ?? 'BITCOIN_MAINNET';
  const address = options.address ?? MAIN_P2WPKH;
  const calls: string[] = [];
  let nextOutcome: 'approve' | 'reject' | 'fail' | 'hang' = 'approve';
  const prompt = async <T>(method: string, value: () => T): Promise<T> => {
    calls.push(method);
    const outcome = nextOutcome;
    nextOutcome = 'approve';
    if (outcome === 'reject') throw { code: 4001, message: 'User rejected the request.' };
    if (outcome === 'fail') throw { code: -32603, message: 'Not finalized' };
    if (outcome === 'hang') return new Promise<T>(() => {});
    return value();
  };
  return {
    ...emitterShape(),
    calls,
    setNext(outcome: typeof nextOutcome) {
      nextOutcome = outcome;
    },
    requestAccounts: () =>
      prompt('requestAccounts', () => {
        connected = true;
        return [address];
      }),
    getAccounts: async () => {
      calls.push('getAccounts');
      return connected ? [address] : [];
    },
    getPublicKey: async () => (connected ? PUBKEY : ''),
    getChain: async () => ({ enum: chainEnum, name: 'Bitcoin', network: 'livenet' }),
    getBalance: async () => ({ confirmed: 1000, unconfirmed: 5, total: 1005 }),
    signMessage: (text: string, type: string) => prompt('signMessage', () => `sig:${type}:${text}`),
    psbtOptions: [] as unknown[],
    signPsbt(hex: string, opts: unknown) {
      return prompt('signPsbt', () => {
        this.psbtOptions.push(opts);
        return hex;
      });
    },
    /** One prompt for the whole batch, one options object per PSBT. */
    signPsbts(hexes: string[], opts: unknown[]) {
      return prompt('signPsbts', () => {
        this.psbtOptions.push(...opts);
        return hexes;
      });
    },
    switchChain: (chain: string) =>
      prompt('switchChain', () => {
        chainEnum = chain;
        return { enum: chain, name: chain, network: chain === 'BITCOIN_MAINNET' ? 'livenet' : 'testnet' };
      }),
    pushPsbt: (hex: string) => prompt('pushPsbt', () => `pushed-${hex.length}`),
    sendBitcoin: (to: string, sats: number) => prompt('sendBitcoin', () => `txid-${to}-${sats}`),
    disconnect: async () => {
      calls.push('disconnect');
      connected = false;
    },
  };
}

export const noStandardWallets: StandardWalletSource = { get: () => [], on: () => () => {} };

export function memoryConnectionStorage(initialDefault?: string): ConnectionStorage & {
  defaultProvider: string | undefined;
  caches: Map<string, AccountCache>;
} {
  const caches = new Map<string, AccountCache>();
  const store = {
    defaultProvider: initialDefault,
    caches,
    readDefaultProvider: () => store.defaultProvider,
    writeDefaultProvider: (id: string) => {
      store.defaultProvider = id;
    },
    clearDefaultProvider: () => {
      store.defaultProvider = undefined;
    },
    readAccountCache: (walletId: string) => caches.get(walletId),
    writeAccountCache: (walletId: string, cache: AccountCache) => {
      caches.set(walletId, cache);
    },
    clearAccountCache: (walletId: string) => {
      caches.delete(walletId);
    },
  };
  return store;
}

type SatsConnectAnswer = { result?: unknown; error?: { code: number; message: string } } | undefined;

/**
 * A sats-connect `BitcoinProvider`: `request(method, params)` always resolves a JSON-RPC envelope,
 * `getInfo` lists `methods`, and a method without a handler is -32601.
 */
export function fakeSatsConnectWallet(
  handlers: Record<string, (params: unknown) => SatsConnectAnswer>,
  options: { methods?: string[] } = {},
) {
  const calls: { method: string; params: unknown }[] = [];
  const request = async (method: string, params: unknown) => {
    calls.push({ method, params });
    if (method === 'getInfo') {
      return {
        jsonrpc: '2.0',
        id: '0',
        result: {
          version: '1.5.0',
          platform: 'web',
          methods: options.methods ?? Object.keys(handlers),
          supports: [],
        },
      };
    }
    const answer = handlers[method]?.(params);
    if (!answer)
      return { jsonrpc: '2.0', id: '1', error: { code: -32601, message: `"${method}" is not supported.` } };
    return { jsonrpc: '2.0', id: '1', ...answer };
  };
  return { request, calls };
}
