import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeUnisat,
  MAIN_P2WPKH,
  memoryConnectionStorage,
  noStandardWallets,
  TEST_P2WPKH,
} from '../../../../test/connectors/fake-wallets';
import { SUBJECT } from '../../../../test/subjects';
import { ErrorCode, Errors, Messages } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import type { Connector } from '../wallets/kit/types';
import { createLeatherConnector } from '../wallets/leather/connector';
import { listWalletOptions } from '../wallets/registry/registry';
import { createUnisatConnector } from '../wallets/unisat/connector';
import { type ConnectionStoreOptions, createConnectionStore } from './connection-store';
import type { ConnectionStatus } from './state';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function setup(
  options: {
    unisat?: ReturnType<typeof fakeUnisat>;
    stored?: string;
    network?: BitcoinNetwork;
    extra?: Partial<ConnectionStoreOptions>;
    leather?: boolean;
  } = {},
) {
  const unisat = options.unisat ?? fakeUnisat();
  const win = { unisat, ...(options.leather ? { LeatherProvider: { request: vi.fn() } } : {}) };
  const storage = memoryConnectionStorage(options.stored);
  const logger = { warn: vi.fn(), error: vi.fn() };
  const selectProvider = vi.fn(async (): Promise<string> => SUBJECT.injected);
  const store = createConnectionStore({
    network: options.network ?? 'mainnet',
    listOptions: () =>
      listWalletOptions({ devnet: false, win, standardWallets: noStandardWallets, userAgent: CHROME }),
    loadConnector: async (id): Promise<Connector> => {
      if (id === SUBJECT.injected) return createUnisatConnector(win);
      if (id === SUBJECT.rpc) return createLeatherConnector(win);
      throw Errors.providerNotFound(id);
    },
    selectProvider,
    storage,
    logger,
    ...options.extra,
  });
  const statuses: ConnectionStatus[] = [];
  store.subscribe(() => statuses.push(store.getSnapshot().status));
  return { store, unisat, storage, logger, selectProvider, statuses, win };
}

afterEach(() => vi.restoreAllMocks());

describe('connect', () => {
  it('default: opens the chooser when nothing is stored, connects and stores the default', async () => {
    const { store, selectProvider, storage, statuses } = setup();
    const state = await store.connect();
    expect(selectProvider).toHaveBeenCalledOnce();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(state.walletId).toBe(SUBJECT.injected);
    expect(state.accounts.map((a) => a.purpose)).toEqual(['payment', 'ordinals']);
    expect(state.network).toBe('mainnet');
    expect(storage.defaultProvider).toBe(SUBJECT.injected);
    expect(storage.caches.get(SUBJECT.injected)?.[MAIN_P2WPKH]).toEqual({
      active: true,
      additionalAddresses: [
        { address: MAIN_P2WPKH, publicKey: expect.any(String), type: 'payment' },
        { address: MAIN_P2WPKH, publicKey: expect.any(String), type: 'ordinals' },
      ],
    });
  });

  it('behavior: a stored default skips the chooser', async () => {
    const { store, selectProvider } = setup({ stored: SUBJECT.injected });
    await store.connect();
    expect(selectProvider).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('connected');
  });

  it('error: no chooser gives the catalogue text', async () => {
    const { store } = setup({ extra: { selectProvider: undefined } });
    await expect(store.connect()).rejects.toThrow(Messages.chooserMissing);
    expect(store.getSnapshot()).toMatchObject({
      status: 'disconnected',
      error: { message: Messages.chooserMissing },
    });
  });

  it('error: a cancelled chooser is -32603 with the catalogue text', async () => {
    const { store } = setup({ extra: { selectProvider: () => Promise.reject(undefined) } });
    await expect(store.connect()).rejects.toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
      message: 'Failed to select the provider. User may have cancelled the selection prompt.',
    });
  });

  it('error: no wallets at all', async () => {
    const { store } = setup({ extra: { listOptions: () => [] } });
    await expect(store.connect()).rejects.toThrow(
      'No wallets detected, may want to prompt user to install a wallet.',
    );
  });

  it('behavior: a rejected first choice is not stored', async () => {
    const { store, unisat, storage } = setup();
    unisat.setNext('reject');
    await expect(store.connect()).rejects.toMatchObject({ code: -32000 });
    expect(storage.defaultProvider).toBeUndefined();
    expect(store.getSnapshot().status).toBe('disconnected');
  });

  it('behavior: a rejection keeps an already stored default', async () => {
    const { store, unisat, storage } = setup({ stored: SUBJECT.injected });
    unisat.setNext('reject');
    await expect(store.connect()).rejects.toMatchObject({ code: -32000 });
    expect(storage.defaultProvider).toBe(SUBJECT.injected);
  });

  it('behavior: any other failure still stores the chosen default', async () => {
    const { store, unisat, storage } = setup();
    unisat.setNext('fail');
    await expect(store.connect()).rejects.toMatchObject({ code: ErrorCode.INTERNAL_ERROR });
    expect(storage.defaultProvider).toBe(SUBJECT.injected);
  });

  it('behavior: a stale default whose wallet is gone is cleared', async () => {
    const { store, storage } = setup({ stored: SUBJECT.satsConnect });
    await expect(store.connect()).rejects.toMatchObject({ code: ErrorCode.PROVIDER_NOT_FOUND });
    expect(storage.defaultProvider).toBeUndefined();
  });

  it('error: connecting while connected', async () => {
    const { store } = setup();
    await store.connect();
    await expect(store.connect()).rejects.toMatchObject({ code: ErrorCode.CONNECTOR_ALREADY_CONNECTED });
  });

  it('error: a wallet on a network the app is not configured for', async () => {
    const { store } = setup({ unisat: fakeUnisat({ address: TEST_P2WPKH, chain: 'BITCOIN_TESTNET' }) });
    const error = await store.connect().catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: ErrorCode.NETWORK_NOT_CONFIGURED,
      details: expect.stringContaining('mainnet'),
    });
    expect(store.getSnapshot().status).toBe('disconnected');
  });

  it('behavior: warns when the wallet and app network lists differ', async () => {
    const { store, logger } = setup({ extra: { networks: ['mainnet', 'regtest'] } });
    await store.connect();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('regtest'));
  });

  it('behavior: an aborted wait frees the UI even when the wallet never answers', async () => {
    const { store, unisat } = setup();
    unisat.setNext('hang');
    const controller = new AbortController();
    const pending = store.connect({ signal: controller.signal });
    await vi.waitFor(() => expect(unisat.calls).toContain('requestAccounts'));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.WALLET_TIMEOUT });
    expect(store.getSnapshot().status).toBe('disconnected');
  });
});

describe('disconnect', () => {
  it('default: renounces, clears the default and the cache', async () => {
    const { store, unisat, storage } = setup();
    await store.connect();
    await store.disconnect();
    expect(unisat.calls).toContain('disconnect');
    expect(storage.defaultProvider).toBeUndefined();
    expect(storage.caches.has(SUBJECT.injected)).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ status: 'disconnected', accounts: [] });
    expect(store.getConnector()).toBeUndefined();
  });
});

describe('reconnect', () => {
  it('default: restores a connected wallet silently', async () => {
    const { store, unisat, statuses } = setup({
      stored: SUBJECT.injected,
      unisat: fakeUnisat({ connected: true }),
    });
    await store.reconnect();
    expect(statuses).toEqual(['reconnecting', 'connected']);
    expect(unisat.calls).not.toContain('requestAccounts');
  });

  it('behavior: a wallet that forgot the site stays disconnected, with no prompt', async () => {
    const { store, unisat } = setup({ stored: SUBJECT.injected });
    await store.reconnect();
    expect(store.getSnapshot().status).toBe('disconnected');
    expect(unisat.calls).toEqual(['getAccounts']);
  });

  it('behavior: a wallet that cannot read silently is not asked at all', async () => {
    const { store, win } = setup({ stored: SUBJECT.rpc, leather: true });
    await store.reconnect();
    expect(store.getSnapshot().status).toBe('disconnected');
    expect(win.LeatherProvider?.request).not.toHaveBeenCalled();
  });

  it('behavior: nothing stored means nothing happens', async () => {
    const { store, statuses } = setup();
    await store.reconnect();
    expect(statuses).toEqual([]);
  });

  it('behavior: a wallet that never injects leaves the store disconnected', async () => {
    const { store } = setup({ stored: SUBJECT.injected, extra: { waitForWallet: async () => false } });
    await store.reconnect();
    expect(store.getSnapshot().status).toBe('disconnected');
  });
});

describe('events', () => {
  it('behavior: an account change re-reads the accounts', async () => {
    const { store, unisat } = setup();
    await store.connect();
    unisat.emit('accountsChanged', [MAIN_P2WPKH]);
    await vi.waitFor(() => expect(unisat.calls.filter((c) => c === 'getAccounts')).toHaveLength(1));
    expect(store.getSnapshot().status).toBe('connected');
  });

  it('behavior: an empty account list (lock) disconnects', async () => {
    const { store, unisat } = setup();
    await store.connect();
    unisat.emit('accountsChanged', []);
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('disconnected'));
  });

  it('behavior: a network change to an unconfigured network sets the error', async () => {
    const { store, unisat } = setup();
    await store.connect();
    unisat.emit('chainChanged', { enum: 'BITCOIN_SIGNET' });
    await vi.waitFor(() => expect(store.getSnapshot().network).toBe('signet'));
    expect(store.getSnapshot().error?.code).toBe(ErrorCode.NETWORK_NOT_CONFIGURED);
  });

  it('error: a listener added with no provider logs and is a no-op', () => {
    const { store, logger } = setup();
    const off = store.addListener('accountsChanged', () => {});
    expect(logger.error).toHaveBeenCalledOnce();
    expect(off).toBeTypeOf('function');
    expect(() => off()).not.toThrow();
  });
});

/** A mainnet app connected to Unisat whose `getAccounts` answer the test can change. */
async function connectedToMainnet() {
  const { store, unisat } = setup();
  await store.connect();
  let addresses = [MAIN_P2WPKH];
  unisat.getAccounts = async () => {
    unisat.calls.push('getAccounts');
    return addresses;
  };
  const walletNowReports = (next: string[]) => {
    addresses = next;
    unisat.emit('accountsChanged', next);
  };
  return { store, unisat, walletNowReports };
}

describe('accountsChanged checks the network', () => {
  it('error: accounts of another network show the wrong-network error, as a network change does', async () => {
    const { store, walletNowReports } = await connectedToMainnet();
    expect(store.getSnapshot().error).toBeUndefined();

    walletNowReports([TEST_P2WPKH]);

    await expect.poll(() => store.getSnapshot().error?.code).toBe(ErrorCode.NETWORK_NOT_CONFIGURED);
    const state = store.getSnapshot();
    expect(state.accounts[0]?.address).toBe(TEST_P2WPKH);
    // Unisat can be asked to move back from the app, so the switch is offered as on the other paths.
    expect(state.switchTo).toBe('mainnet');
    expect(state.error?.message).toBe(Errors.networkNotConfigured('testnet', ['mainnet']).message);
  });

  it('behavior: accounts back on the configured network clear the error', async () => {
    const { store, walletNowReports } = await connectedToMainnet();
    walletNowReports([TEST_P2WPKH]);
    await expect.poll(() => store.getSnapshot().error?.code).toBe(ErrorCode.NETWORK_NOT_CONFIGURED);

    walletNowReports([MAIN_P2WPKH]);

    await expect.poll(() => store.getSnapshot().accounts[0]?.address).toBe(MAIN_P2WPKH);
    await expect.poll(() => store.getSnapshot().error).toBeUndefined();
    expect(store.getSnapshot()).toMatchObject({ status: 'connected', switchTo: undefined });
  });

  it('behavior: accounts of the configured network keep the connection clean', async () => {
    const { store, unisat, walletNowReports } = await connectedToMainnet();
    const before = unisat.calls.filter((c) => c === 'getAccounts').length;
    walletNowReports([MAIN_P2WPKH]);
    await expect.poll(() => unisat.calls.filter((c) => c === 'getAccounts').length).toBeGreaterThan(before);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getSnapshot()).toMatchObject({ status: 'connected', error: undefined, network: 'mainnet' });
  });
});
