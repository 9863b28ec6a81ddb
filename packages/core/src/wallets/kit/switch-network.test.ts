// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSatsConnectWallet, fakeUnisat } from '../../../../../test/connectors/fake-wallets';
import { ErrorCode } from '../../primitives/errors';
import { createUnisatConnector } from '../unisat/connector';
import { createXverseConnector } from '../xverse/connector';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).XverseProviders;
});

describe('network switch calls', () => {
  it('xverse: wallet_changeNetwork with the sats-connect network name', async () => {
    const wallet = fakeSatsConnectWallet({ wallet_changeNetwork: () => ({ result: null }) });
    (window as unknown as Record<string, unknown>).XverseProviders = { BitcoinProvider: wallet };
    await createXverseConnector().switchNetwork?.('regtest');
    expect(wallet.calls.filter((c) => c.method !== 'getInfo')).toEqual([
      { method: 'wallet_changeNetwork', params: { name: 'Regtest' } },
    ]);
  });

  it('xverse: a refused switch is -32000', async () => {
    const wallet = fakeSatsConnectWallet({
      wallet_changeNetwork: () => ({ error: { code: -32000, message: 'User rejected the request.' } }),
    });
    (window as unknown as Record<string, unknown>).XverseProviders = { BitcoinProvider: wallet };
    await expect(createXverseConnector().switchNetwork?.('testnet')).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
  });

  it('unisat: switchChain with the chain enum', async () => {
    const unisat = fakeUnisat({ chain: 'BITCOIN_TESTNET' });
    const connector = createUnisatConnector({ unisat });
    await connector.switchNetwork?.('testnet4');
    expect(unisat.calls).toEqual(['switchChain']);
    await expect(connector.getNetwork()).resolves.toBe('testnet4');
  });

  it('unisat: regtest is not one of its chains, so the wallet is not asked', async () => {
    const unisat = fakeUnisat();
    await expect(createUnisatConnector({ unisat }).switchNetwork?.('regtest')).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
    expect(unisat.calls).toEqual([]);
  });
});
