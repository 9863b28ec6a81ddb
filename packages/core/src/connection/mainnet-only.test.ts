import { describe, expect, it, vi } from 'vitest';
import {
  emitterShape,
  fakeUnisat,
  MAIN_P2WPKH,
  memoryConnectionStorage,
  PUBKEY,
} from '../../../../test/connectors/fake-wallets';
import { familyName, SUBJECT } from '../../../../test/subjects';
import { ErrorCode } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import type { Account, Connector } from '../wallets/kit/types';
import { createOkxConnector } from '../wallets/okx/connector';
import { familyCapabilities, WALLET_FAMILIES } from '../wallets/registry/families';
import { createUnisatConnector } from '../wallets/unisat/connector';
import { createConnectionStore } from './connection-store';

/** OKX's main object, `okxwallet.bitcoin`: it answers with its mainnet account whatever the app asks. */
function okxMainObject() {
  return {
    ...emitterShape(),
    connect: vi.fn(async () => ({ address: MAIN_P2WPKH, publicKey: PUBKEY })),
    getAccounts: vi.fn(async () => [MAIN_P2WPKH]),
    getPublicKey: vi.fn(async () => PUBKEY),
  };
}

/** A connector with a family's capability preset that answers from mainnet. */
function mainnetAnswering(id: string, name: string): Connector {
  const accounts: Account[] = [
    { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'payment', addressType: 'p2wpkh' },
  ];
  return {
    id,
    name,
    capabilities: familyCapabilities(id),
    connect: async () => ({ accounts, network: undefined }),
    getAccountsSilently: async () => accounts,
    getBalance: async () => ({ confirmed: 0n, unconfirmed: 0n, total: 0n }),
    getNetwork: async () => undefined,
    signMessage: async () => {
      throw new Error('unused');
    },
    signPsbt: async () => {
      throw new Error('unused');
    },
    sendTransfer: async () => {
      throw new Error('unused');
    },
    disconnect: async () => {},
    on: () => () => {},
  };
}

/** The families whose preset says they speak mainnet only (each folder's tests pin its own flag). */
const MAINNET_ONLY = WALLET_FAMILIES.filter((family) => family.capabilities.mainnetOnly);

/** A family's display name, from the family table. */

function storeFor(connector: () => Connector, network: BitcoinNetwork, stored?: string) {
  const storage = memoryConnectionStorage(stored);
  const store = createConnectionStore({
    network,
    listOptions: () => [{ id: 'any', name: 'Any', icon: '', isInstalled: true }],
    loadConnector: async () => connector(),
    selectProvider: async () => 'any',
    storage,
    logger: { warn: vi.fn(), error: vi.fn() },
  });
  return { store, storage };
}

describe('a wallet that speaks mainnet only, on an app on another network', () => {
  it("OKX's main provider is told it works on mainnet only, with no advice to switch", async () => {
    for (const network of ['regtest', 'testnet4', 'signet'] as const) {
      const win = { okxwallet: { bitcoin: okxMainObject() } };
      const { store } = storeFor(() => createOkxConnector(win), network);
      const error = await store.connect().catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: ErrorCode.NETWORK_NOT_CONFIGURED,
        message: `OKX Wallet works on mainnet only; this app is on ${network}.`,
        details: undefined,
      });
      expect(store.getSnapshot()).toMatchObject({
        status: 'disconnected',
        switchTo: undefined,
        error: { message: `OKX Wallet works on mainnet only; this app is on ${network}.` },
      });
    }
  });

  it('Magic Eden, MetaMask (its default session), Phantom, every mainnet-only family gets the same sentence with its name', async () => {
    expect(MAINNET_ONLY.length).toBeGreaterThanOrEqual(3);
    for (const { id, name } of MAINNET_ONLY) {
      const { store } = storeFor(() => mainnetAnswering(id, name), 'regtest');
      await expect(store.connect()).rejects.toMatchObject({
        message: `${name} works on mainnet only; this app is on regtest.`,
        details: undefined,
      });
    }
  });

  it('is said on a silent reconnect too', async () => {
    const id = SUBJECT.standardSatsConnect;
    expect(familyCapabilities(id).mainnetOnly).toBe(true);
    const { store } = storeFor(() => mainnetAnswering(id, familyName(id)), 'testnet', 'any');
    const state = await store.reconnect();
    expect(state).toMatchObject({
      status: 'disconnected',
      error: { message: `${familyName(id)} works on mainnet only; this app is on testnet.` },
    });
  });

  it('a wallet that can be moved keeps the advice to switch it', async () => {
    const win = { unisat: fakeUnisat() };
    const { store } = storeFor(() => createUnisatConnector(win), 'testnet4');
    const error = await store.connect().catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: ErrorCode.NETWORK_NOT_CONFIGURED,
      message: 'The wallet is on mainnet, which this app is not configured for.',
      details: 'Switch the wallet to testnet4, or build the app for mainnet.',
    });
    const movable = SUBJECT.satsConnect;
    expect(familyCapabilities(movable).mainnetOnly).toBeFalsy();
    const other = storeFor(() => mainnetAnswering(movable, familyName(movable)), 'regtest');
    await expect(other.store.connect()).rejects.toMatchObject({
      details: 'Switch the wallet to regtest, or build the app for mainnet.',
    });
  });

  it('connects as before when the app is on mainnet', async () => {
    const win = { okxwallet: { bitcoin: okxMainObject() } };
    const { store } = storeFor(() => createOkxConnector(win), 'mainnet');
    expect(await store.connect()).toMatchObject({ status: 'connected', network: 'mainnet' });
  });
});
