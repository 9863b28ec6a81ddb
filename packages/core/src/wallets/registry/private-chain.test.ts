import { describe, expect, it, vi } from 'vitest';
import {
  fakeUnisat,
  memoryConnectionStorage,
  noStandardWallets,
} from '../../../../../test/connectors/fake-wallets';
import { familyName, SUBJECT } from '../../../../../test/subjects';
import { createConnectionStore } from '../../connection/connection-store';
import { ErrorCode } from '../../primitives/errors';
import { DEV_WALLET_MARK } from '../kit/dev-wallet-mark';
import type { WalletGlobals } from '../kit/globals';
import type { StandardWalletLike, StandardWalletSource } from '../kit/standard-wallets';
import { FAMILY_IDS } from './families';
import { loadConnector } from './load-connector';
import { listWalletOptions, type RegistryContext } from './registry';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const refusal = (wallet: string) =>
  `Not available on a private test chain: ${wallet} would use real bitcoin.`;
/** The refusal for a named family, by its display name in the family table. */
const familyRefusal = (id: string) => refusal(familyName(id));

/** What the Dev Wallet does to each provider it injects. */
function marked<T extends object>(provider: T): T {
  Object.defineProperty(provider, DEV_WALLET_MARK, { value: true });
  return provider;
}

const standardSource = (wallets: StandardWalletLike[]): StandardWalletSource => ({
  get: () => wallets,
  on: () => () => {},
});

const standardWallet = (name: string): StandardWalletLike => ({
  name,
  icon: 'data:image/svg+xml;base64,AA==',
  chains: ['bitcoin:mainnet'],
  features: { 'bitcoin:connect': { connect: async () => ({ accounts: [] }) } },
});

const context = (
  win: WalletGlobals,
  extra: Partial<RegistryContext> = {},
): RegistryContext & { win: WalletGlobals } => ({
  devnet: true,
  privateChain: true,
  win,
  standardWallets: noStandardWallets,
  userAgent: CHROME,
  ...extra,
});

const devWalletEntry = {
  id: 'SatchelDevWalletProviders.BitcoinProvider',
  name: 'Satchel Dev Wallet',
  icon: 'data:image/svg+xml;base64,AA==',
};

describe('on a private test chain only the Dev Wallet connects', () => {
  it('lists every installed wallet without the mark as unavailable, with the reason', () => {
    const realUnisat = fakeUnisat();
    const win: WalletGlobals = {
      unisat: realUnisat,
      LeatherProvider: marked({ request: vi.fn() }),
      okxwallet: { bitcoin: {} },
      SatchelDevWalletProviders: { BitcoinProvider: marked({ request: vi.fn() }) },
      ExtraProviders: { BitcoinProvider: { request: vi.fn() } },
      btc_providers: [
        devWalletEntry,
        {
          id: 'ExtraProviders.BitcoinProvider',
          name: 'Extra Wallet',
          icon: 'data:image/svg+xml;base64,AA==',
        },
      ],
    } as WalletGlobals;
    const standard = standardSource([
      standardWallet('Real Standard'),
      marked(standardWallet('Dev Standard')),
    ]);
    const options = listWalletOptions(context(win, { standardWallets: standard }));
    const byId = new Map(options.map((o) => [o.id, o]));

    expect(byId.get(SUBJECT.injected)?.unavailable).toBe(familyRefusal(SUBJECT.injected));
    expect(byId.get(SUBJECT.perNetworkObjects)?.unavailable).toBe(familyRefusal(SUBJECT.perNetworkObjects));
    expect(byId.get('sats-connect:ExtraProviders.BitcoinProvider')?.unavailable).toBe(
      refusal('Extra Wallet'),
    );
    expect(byId.get('wallet-standard:Real Standard')?.unavailable).toBe(refusal('Real Standard'));
    for (const id of [SUBJECT.rpc, 'devwallet', 'wallet-standard:Dev Standard']) {
      expect(byId.get(id), id).toMatchObject({ isInstalled: true });
      expect(byId.get(id)?.unavailable, id).toBeUndefined();
    }
    // Wallets to install are not refused: there is nothing to connect yet.
    expect(byId.get(SUBJECT.satsConnect)).toMatchObject({ isInstalled: false });
    expect(byId.get(SUBJECT.satsConnect)?.unavailable).toBeUndefined();

    // The wallets that connect come first (after the first-visit default, the family table's
    // first, which leads installed or not), the unavailable ones after them, then the
    // wallets to install.
    expect(options.map((o) => o.id).slice(0, 7)).toEqual([
      FAMILY_IDS[0],
      'devwallet',
      SUBJECT.rpc,
      'wallet-standard:Dev Standard',
      SUBJECT.injected,
      SUBJECT.perNetworkObjects,
      'sats-connect:ExtraProviders.BitcoinProvider',
    ]);
    expect(options[7]).toMatchObject({
      id: 'wallet-standard:Real Standard',
      unavailable: refusal('Real Standard'),
    });
    expect(options.slice(8).every((o) => !o.isInstalled)).toBe(true);
  });

  it('marks nothing off a private chain, whatever the providers carry', () => {
    const win: WalletGlobals = { unisat: fakeUnisat(), okxwallet: { bitcoin: {} } };
    const options = listWalletOptions(context(win, { privateChain: false }));
    expect(options.filter((o) => o.unavailable)).toEqual([]);
  });

  it("core's loadConnector refuses a wallet without the mark, so no caller can connect it", async () => {
    const win: WalletGlobals = { unisat: fakeUnisat() };
    await expect(loadConnector(SUBJECT.injected, context(win))).rejects.toMatchObject({
      code: ErrorCode.PRIVATE_CHAIN_WALLET,
      message: familyRefusal(SUBJECT.injected),
    });
    // Marked, or off a private chain, it loads.
    await expect(
      loadConnector(SUBJECT.injected, context({ unisat: marked(fakeUnisat()) })),
    ).resolves.toMatchObject({
      id: SUBJECT.injected,
    });
    await expect(
      loadConnector(SUBJECT.injected, context(win, { privateChain: false })),
    ).resolves.toMatchObject({
      id: SUBJECT.injected,
    });
  });

  it('the connection store refuses it and forgets it as the default, so Connect opens the chooser again', async () => {
    const unisat = fakeUnisat();
    const win: WalletGlobals = { unisat };
    const storage = memoryConnectionStorage(SUBJECT.injected);
    const selectProvider = vi.fn(async (): Promise<string> => SUBJECT.injected);
    const ctx = context(win);
    const store = createConnectionStore({
      network: 'mainnet',
      listOptions: () => listWalletOptions(ctx),
      loadConnector: (walletId) => loadConnector(walletId, ctx),
      selectProvider,
      storage,
      logger: { warn: vi.fn(), error: vi.fn() },
    });

    // A stored default (from an earlier build on this origin) is not restored.
    expect(await store.reconnect()).toMatchObject({
      status: 'disconnected',
      error: { code: ErrorCode.PRIVATE_CHAIN_WALLET, message: familyRefusal(SUBJECT.injected) },
    });
    expect(storage.defaultProvider).toBeUndefined();

    // Asked for by id, past the chooser: refused before the wallet sees any request.
    await expect(store.connect({ walletId: SUBJECT.injected })).rejects.toMatchObject({
      message: familyRefusal(SUBJECT.injected),
    });
    expect(unisat.calls).toEqual([]);
    expect(storage.defaultProvider).toBeUndefined();
    expect(store.getSnapshot()).toMatchObject({
      status: 'disconnected',
      error: { message: familyRefusal(SUBJECT.injected) },
    });
  });
});
