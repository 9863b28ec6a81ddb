import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeUnisat,
  memoryConnectionStorage,
  noStandardWallets,
} from '../../../../test/connectors/fake-wallets';
import { SUBJECT } from '../../../../test/subjects';
import { Errors } from '../primitives/errors';
import { FAMILY_IDS } from '../wallets/registry/families';
import { listWalletOptions } from '../wallets/registry/registry';
import { createUnisatConnector } from '../wallets/unisat/connector';
import { createConnectionStore } from './connection-store';
import {
  chooserDefaultWallet,
  LAST_WALLET_KEY,
  readLastWallet,
  rememberConnectedWallet,
  writeLastWallet,
} from './last-wallet';
import { createStorage, type StorageLike } from './storage';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the wallet last used', () => {
  it('default: nothing remembered on a first visit', () => {
    const values = createStorage({ storage: memory() });
    expect(readLastWallet(values)).toBeUndefined();
    expect(chooserDefaultWallet(memoryConnectionStorage(), () => readLastWallet(values))).toBeUndefined();
  });

  it('behavior: a connection is remembered, survives disconnect, and leads the chooser next time', async () => {
    const local = memory();
    const values = createStorage({ storage: local });
    const win = { unisat: fakeUnisat() };
    const storage = memoryConnectionStorage();
    const store = createConnectionStore({
      network: 'mainnet',
      listOptions: () =>
        listWalletOptions({ devnet: false, win, standardWallets: noStandardWallets, userAgent: CHROME }),
      loadConnector: async (id) => {
        if (id === SUBJECT.injected) return createUnisatConnector(win);
        throw Errors.providerNotFound(id);
      },
      selectProvider: async () => SUBJECT.injected,
      storage,
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    rememberConnectedWallet(store, (walletId) => writeLastWallet(values, walletId));

    await store.connect();
    expect(local.data.get(LAST_WALLET_KEY)).toBe(`"${SUBJECT.injected}"`);
    await store.disconnect();
    // Disconnect forgets the stored default; the wallet last used stays.
    expect(storage.readDefaultProvider()).toBeUndefined();
    const lead = chooserDefaultWallet(storage, () => readLastWallet(values));
    expect(lead).toBe(SUBJECT.injected);
    const ids = listWalletOptions({
      devnet: false,
      win,
      standardWallets: noStandardWallets,
      userAgent: CHROME,
      defaultWalletId: lead,
    }).map((o) => o.id);
    // The wallet last used, then the family table's order (nothing else is installed).
    expect(ids.slice(0, 2)).toEqual([SUBJECT.injected, FAMILY_IDS.find((id) => id !== SUBJECT.injected)]);
  });

  it('behavior: the wallet last used wins over an older stored default', () => {
    const values = createStorage({ storage: memory() });
    writeLastWallet(values, SUBJECT.rpc);
    expect(
      chooserDefaultWallet(memoryConnectionStorage(SUBJECT.perNetworkObjects), () => readLastWallet(values)),
    ).toBe(SUBJECT.rpc);
  });

  it('behavior: only the stored default, when nothing was connected here yet', () => {
    const values = createStorage({ storage: memory() });
    expect(
      chooserDefaultWallet(memoryConnectionStorage(SUBJECT.perNetworkObjects), () => readLastWallet(values)),
    ).toBe(SUBJECT.perNetworkObjects);
  });

  it('error: a corrupt entry reads as absent, with a warning', () => {
    const local = memory();
    const values = createStorage({ storage: local });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    local.data.set(LAST_WALLET_KEY, '{"not":"an id"}');
    expect(readLastWallet(values)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
