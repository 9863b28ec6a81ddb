import { describe, expect, it, vi } from 'vitest';
import { fakeUnisat, memoryConnectionStorage, TEST_P2WPKH } from '../../../../test/connectors/fake-wallets';
import { SUBJECT } from '../../../../test/subjects';
import { ErrorCode } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import type { Connector } from '../wallets/kit/types';
import { familyById } from '../wallets/registry/families';
import { createUnisatConnector } from '../wallets/unisat/connector';
import { createConnectionStore } from './connection-store';

/** The app on testnet4; Unisat answering with a test address from whichever chain it is on. */
function setup(
  options: { chain?: string; network?: BitcoinNetwork; stored?: string; leather?: boolean } = {},
) {
  const unisat = fakeUnisat({ address: TEST_P2WPKH, chain: options.chain ?? 'BITCOIN_TESTNET' });
  const leatherRequest = vi.fn(async () => ({
    result: { addresses: [{ symbol: 'BTC', type: 'p2wpkh', address: TEST_P2WPKH, publicKey: '' }] },
  }));
  const win = { unisat, LeatherProvider: { request: leatherRequest } };
  const storage = memoryConnectionStorage(options.stored);
  const store = createConnectionStore({
    network: options.network ?? 'testnet4',
    listOptions: () => [
      { id: SUBJECT.injected, name: familyById(SUBJECT.injected)?.name ?? '', icon: '', isInstalled: true },
    ],
    loadConnector: async (): Promise<Connector> => createUnisatConnector(win),
    selectProvider: async (): Promise<string> => SUBJECT.injected,
    storage,
    logger: { warn: vi.fn(), error: vi.fn() },
  });
  return { store, unisat, storage };
}

describe('switching the wallet network from the app', () => {
  it('a wallet that connected from another network is offered the switch, then connected silently', async () => {
    const { store, unisat, storage } = setup();
    const error = await store.connect().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.NETWORK_NOT_CONFIGURED });
    expect(store.getSnapshot()).toMatchObject({
      status: 'disconnected',
      walletId: SUBJECT.injected,
      switchTo: 'testnet4',
      error: { code: ErrorCode.NETWORK_NOT_CONFIGURED },
    });

    const state = await store.switchNetwork();
    expect(state).toMatchObject({
      status: 'connected',
      network: 'testnet4',
      error: undefined,
      switchTo: undefined,
    });
    expect(state.accounts.map((a) => a.address)).toEqual([TEST_P2WPKH, TEST_P2WPKH]);
    // One connect prompt in all: after the switch only the silent read.
    expect(unisat.calls).toEqual(['requestAccounts', 'switchChain', 'getAccounts']);
    expect(store.getConnector()?.id).toBe(SUBJECT.injected);
    expect(storage.caches.get(SUBJECT.injected)?.[TEST_P2WPKH]?.active).toBe(true);
  });

  it('a refused switch changes nothing and can be asked again', async () => {
    const { store, unisat } = setup();
    await store.connect().catch(() => undefined);
    const before = store.getSnapshot();
    unisat.setNext('reject');
    await expect(store.switchNetwork()).rejects.toMatchObject({ code: ErrorCode.USER_REJECTION });
    expect(store.getSnapshot()).toBe(before);
    await expect(store.switchNetwork()).resolves.toMatchObject({ status: 'connected' });
  });

  it('a connected wallet moved to another network gets the switch, and back without a prompt', async () => {
    const { store, unisat } = setup({ chain: 'BITCOIN_TESTNET4' });
    await store.connect();
    unisat.emit('chainChanged', { enum: 'BITCOIN_SIGNET' });
    await vi.waitFor(() => expect(store.getSnapshot().switchTo).toBe('testnet4'));
    expect(store.getSnapshot()).toMatchObject({ status: 'connected', network: 'signet' });

    await store.switchNetwork();
    expect(store.getSnapshot()).toMatchObject({
      status: 'connected',
      network: 'testnet4',
      error: undefined,
      switchTo: undefined,
    });
    expect(unisat.calls.filter((c) => c === 'requestAccounts')).toHaveLength(1);
  });

  it('a silent reconnect that finds the wallet on another network offers the switch too', async () => {
    const { store, unisat } = setup({ stored: SUBJECT.injected });
    await unisat.requestAccounts();
    unisat.calls.length = 0;
    await store.reconnect();
    expect(store.getSnapshot()).toMatchObject({ status: 'disconnected', switchTo: 'testnet4' });
    await store.switchNetwork();
    expect(store.getSnapshot().status).toBe('connected');
    expect(unisat.calls).not.toContain('requestAccounts');
  });

  it('keeps the guidance alone where the wallet cannot reach the app network', async () => {
    // Unisat has no regtest chain (its chain list: docs/wallet-interfaces.md §3).
    const { store } = setup({ network: 'regtest' });
    await store.connect().catch(() => undefined);
    expect(store.getSnapshot()).toMatchObject({
      error: { code: ErrorCode.NETWORK_NOT_CONFIGURED },
      switchTo: undefined,
    });
    await expect(store.switchNetwork()).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
  });

  it('a switch the person stops waiting for leaves the offer in place', async () => {
    const { store, unisat } = setup();
    await store.connect().catch(() => undefined);
    unisat.setNext('hang');
    const controller = new AbortController();
    const switching = store.switchNetwork(controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await switching).toMatchObject({ code: ErrorCode.WALLET_TIMEOUT });
    expect(store.getSnapshot().switchTo).toBe('testnet4');
  });
});
