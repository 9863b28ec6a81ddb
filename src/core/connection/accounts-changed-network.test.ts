import { describe, expect, it } from 'vitest';
import {
  fakeUnisat,
  MAIN_P2WPKH,
  memoryConnectionStorage,
  noStandardWallets,
  TEST_P2WPKH,
} from '../../../test/connectors/fake-wallets';
import { listWalletOptions } from '../connectors/registry';
import { createUnisatConnector } from '../connectors/unisat';
import { ErrorCode, Errors } from '../errors';
import { createConnectionStore } from './connection-store';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

/** A mainnet app connected to Unisat whose `getAccounts` answer the test can change. */
async function connectedToMainnet() {
  const unisat = fakeUnisat();
  const win = { unisat };
  const store = createConnectionStore({
    network: 'mainnet',
    listOptions: () =>
      listWalletOptions({ devnet: false, win, standardWallets: noStandardWallets, userAgent: CHROME }),
    loadConnector: async (id) => {
      if (id === 'unisat') return createUnisatConnector(win);
      throw Errors.providerNotFound(id);
    },
    selectProvider: async () => 'unisat',
    storage: memoryConnectionStorage(),
    logger: { warn: () => {}, error: () => {} },
  });
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

describe('accountsChanged checks the network (SPEC R3.6, issue 12 finding 9)', () => {
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
