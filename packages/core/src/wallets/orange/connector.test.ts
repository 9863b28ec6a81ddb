import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { describe, expect, it, vi } from 'vitest';
import {
  MAIN_P2TR,
  MAIN_P2WPKH,
  memoryConnectionStorage,
  PUBKEY,
  XONLY,
} from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { createConnectionStore } from '../../connection/connection-store';
import { ErrorCode } from '../../primitives/errors';
import { networkParams } from '../../primitives/networks';
import type { WalletGlobals } from '../kit/globals';
import { familyById } from '../registry/families';
import { createOrangeConnector } from './connector';

const psbt = psbtFixture();

type Answer = { result?: unknown; error?: { code: number; message: string } };

/**
 * Orange's provider as `@orangecrypto/orange-connect` calls it: `request(method, params)` resolves
 * an RPC response, `addListener(eventName, cb)` returns the unsubscribe.
 */
function fakeOrange(handlers: Record<string, (params: unknown) => Answer>) {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  return {
    request: vi.fn(async (method: string, params: unknown) => {
      const answer = handlers[method]?.(params);
      return { jsonrpc: '2.0', id: '1', ...(answer ?? { error: { code: -32601, message: 'not found' } }) };
    }),
    addListener: (eventName: string, cb: (event: unknown) => void) => {
      const set = listeners.get(eventName) ?? new Set();
      set.add(cb);
      listeners.set(eventName, set);
      return () => set.delete(cb);
    },
    fire: (eventName: string, event: unknown) => {
      for (const cb of listeners.get(eventName) ?? []) cb(event);
    },
  };
}

const addresses = [
  { address: MAIN_P2TR, publicKey: XONLY, purpose: 'ordinals', addressType: 'p2tr' },
  { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'payment', addressType: 'p2wpkh' },
];

const at = (provider: unknown): WalletGlobals => ({
  OrangeWalletProviders: { OrangeBitcoinProvider: provider as Record<string, unknown> },
});

describe('orange family', () => {
  it("behavior: any of the three reported globals counts, and orange-connect's first one wins", async () => {
    const family = familyById('orange');
    const provider = fakeOrange({});
    expect(family?.isInstalled({ OrangeBitcoinProvider: provider }, undefined)).toBe(true);
    expect(family?.isInstalled(at(provider), undefined)).toBe(true);
    expect(family?.isInstalled({ OrangecryptoProviders: { BitcoinProvider: provider } }, undefined)).toBe(
      true,
    );
    expect(family?.isInstalled({ OrangeBitcoinProvider: {} }, undefined)).toBe(false);

    const preferred = fakeOrange({ getAddresses: () => ({ result: { addresses } }) });
    const other = fakeOrange({});
    await createOrangeConnector({
      OrangecryptoProviders: { BitcoinProvider: preferred },
      OrangeBitcoinProvider: other,
    }).connect({ network: 'mainnet' });
    expect(preferred.request).toHaveBeenCalled();
    expect(other.request).not.toHaveBeenCalled();
  });
});

describe('orange connector', () => {
  it('default: getAddresses with both purposes and the message, accounts by purpose', async () => {
    const orange = fakeOrange({ getAddresses: () => ({ result: { addresses } }) });
    const { accounts } = await createOrangeConnector(at(orange)).connect({
      network: 'mainnet',
      message: 'Connect to Satchel',
    });
    expect(orange.request).toHaveBeenCalledWith('getAddresses', {
      purposes: ['payment', 'ordinals'],
      message: 'Connect to Satchel',
    });
    expect(accounts.map((a) => [a.purpose, a.address])).toEqual([
      ['ordinals', MAIN_P2TR],
      ['payment', MAIN_P2WPKH],
    ]);
  });

  it('error: a resolved -32000 and a thrown -32000 are both the user declining', async () => {
    const resolved = fakeOrange({
      getAddresses: () => ({ error: { code: -32000, message: 'User rejected the request.' } }),
    });
    await expect(createOrangeConnector(at(resolved)).connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
    const thrown = { request: async () => Promise.reject({ code: -32000, message: 'User rejected' }) };
    await expect(createOrangeConnector(at(thrown)).connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
  });

  it('behavior: the wallet picks the message protocol by address type; a mismatch is refused first', async () => {
    const orange = fakeOrange({
      signMessage: () => ({ result: { signature: 'c2ln', address: MAIN_P2WPKH } }),
    });
    const connector = createOrangeConnector(at(orange));
    await expect(
      connector.signMessage({ address: MAIN_P2WPKH, message: 'hi', protocol: 'ecdsa' }),
    ).resolves.toEqual({ signature: 'c2ln', address: MAIN_P2WPKH, protocol: 'ecdsa' });
    expect(orange.request).toHaveBeenCalledWith('signMessage', { address: MAIN_P2WPKH, message: 'hi' });
    await expect(
      connector.signMessage({ address: MAIN_P2TR, message: 'hi', protocol: 'bip322' }),
    ).resolves.toMatchObject({ protocol: 'bip322' });
    await expect(
      connector.signMessage({ address: MAIN_P2WPKH, message: 'hi', protocol: 'bip322' }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    await expect(
      connector.signMessage({ address: MAIN_P2TR, message: 'hi', protocol: 'ecdsa' }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    expect(orange.request).toHaveBeenCalledTimes(2);
  });

  it('behavior: signPsbt sends base64 with signInputs per address and keeps a broadcast txid', async () => {
    const orange = fakeOrange({
      signPsbt: () => ({ result: { psbt: psbt.signedBase64, txid: 'cd'.repeat(32) } }),
    });
    const result = await createOrangeConnector(at(orange)).signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { [psbt.address]: [0] },
      broadcast: true,
    });
    expect(orange.request).toHaveBeenCalledWith('signPsbt', {
      psbt: psbt.unsignedBase64,
      signInputs: { [psbt.address]: [0] },
      broadcast: true,
    });
    expect(result).toMatchObject({ psbtBase64: psbt.signedBase64, txid: 'cd'.repeat(32) });
  });

  it('behavior: sendTransfer takes several recipients with numeric sats', async () => {
    const orange = fakeOrange({ sendTransfer: () => ({ result: { txid: 'ef'.repeat(32) } }) });
    const { txid } = await createOrangeConnector(at(orange)).sendTransfer({
      recipients: [
        { address: MAIN_P2WPKH, amount: 1000n },
        { address: MAIN_P2TR, amount: 2000n },
      ],
    });
    expect(txid).toBe('ef'.repeat(32));
    expect(orange.request).toHaveBeenCalledWith('sendTransfer', {
      recipients: [
        { address: MAIN_P2WPKH, amount: 1000 },
        { address: MAIN_P2TR, amount: 2000 },
      ],
    });
  });

  it('behavior: no balance and no silent read; an empty answer is a wallet error', async () => {
    const orange = fakeOrange({ signPsbt: () => ({ result: null }) });
    const connector = createOrangeConnector(at(orange));
    await expect(connector.getBalance()).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    await expect(connector.getAccountsSilently({ network: 'mainnet' })).resolves.toBeUndefined();
    await expect(
      connector.signPsbt({ psbtBase64: psbt.unsignedBase64, signInputs: { [psbt.address]: [0] } }),
    ).rejects.toMatchObject({ code: ErrorCode.INTERNAL_ERROR });
  });

  it('behavior: events through addListener(eventName, cb): network names, disconnect, account change', () => {
    const orange = fakeOrange({});
    const connector = createOrangeConnector(at(orange));
    const seen: unknown[] = [];
    connector.on('networkChanged', (network) => seen.push(['network', network]));
    connector.on('disconnected', () => seen.push(['disconnected']));
    connector.on('accountsChanged', (accounts) => seen.push(['accounts', accounts]));
    const off = connector.on('accountsUnknown', () => seen.push(['accounts unknown']));
    orange.fire('networkChange', { type: 'networkChange', bitcoin: { name: 'Testnet4' } });
    orange.fire('accountChange', { type: 'accountChange' });
    orange.fire('disconnect', { type: 'disconnect' });
    off();
    expect(seen).toEqual([['network', 'testnet4'], ['accounts unknown'], ['disconnected']]);
  });

  it('behavior: an account change asks Orange nothing (its address reads all prompt)', async () => {
    const orange = fakeOrange({ getAddresses: () => ({ result: { addresses } }) });
    const connector = createOrangeConnector(at(orange));
    await connector.connect({ network: 'mainnet' });
    await expect(connector.getNetwork()).resolves.toBe('mainnet');
    connector.on('accountsUnknown', () => {});
    orange.fire('accountChange', { type: 'accountChange' });
    expect(orange.request).toHaveBeenCalledTimes(1);
    // The addresses it gave are no longer the wallet's: nothing is inferred from them.
    await expect(connector.getNetwork()).resolves.toBeUndefined();
  });
});

/** The account Orange switches to: mainnet addresses its connect answer never named. */
function otherAccount() {
  const key = secp256k1.getPublicKey(new Uint8Array(32).fill(9), true);
  const mainnet = networkParams('mainnet');
  return [
    {
      address: p2tr(key.slice(1), undefined, mainnet).address,
      publicKey: hex.encode(key.slice(1)),
      purpose: 'ordinals',
      addressType: 'p2tr',
    },
    {
      address: p2wpkh(key, mainnet).address,
      publicKey: hex.encode(key),
      purpose: 'payment',
      addressType: 'p2wpkh',
    },
  ];
}

describe('orange account switch in the connection store', () => {
  it('behavior: the page shows itself disconnected and says why; Connect goes straight back to Orange', async () => {
    let current = addresses;
    const orange = fakeOrange({ getAddresses: () => ({ result: { addresses: current } }) });
    const storage = memoryConnectionStorage();
    const selectProvider = vi.fn(async () => 'orange');
    const store = createConnectionStore({
      network: 'mainnet',
      listOptions: () => [],
      loadConnector: async () => createOrangeConnector(at(orange)),
      selectProvider,
      storage,
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    await store.connect({ walletId: 'orange' });
    expect(store.getSnapshot().accounts.map((a) => a.address)).toEqual([MAIN_P2TR, MAIN_P2WPKH]);

    current = otherAccount();
    orange.fire('accountChange', { type: 'accountChange' });

    expect(store.getSnapshot()).toMatchObject({ status: 'disconnected', accounts: [], walletId: undefined });
    expect(store.getSnapshot().error).toMatchObject({
      code: ErrorCode.ACCESS_DENIED,
      message: 'Orange Wallet switched to another account.',
      details: 'Connect again to use it.',
    });
    expect(orange.request).toHaveBeenCalledTimes(1);
    expect(storage.defaultProvider).toBe('orange');

    await store.connect();
    expect(selectProvider).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ status: 'connected', error: undefined });
    expect(store.getSnapshot().accounts.map((a) => a.address)).toEqual(current.map((a) => a.address));
  });
});
