// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeSatsConnectWallet,
  fakeUnisat,
  MAIN_P2TR,
  MAIN_P2WPKH,
} from '../../../../../test/connectors/fake-wallets';
import { ErrorCode, Messages } from '../../primitives/errors';
import { createUnisatConnector } from '../unisat/connector';
import { createXverseConnector } from '../xverse/connector';
import { createBtcProviderConnector } from './btc-provider';
import { createSatsConnectConnector } from './sats-connect-connector';
import { directTransport } from './sats-connect-transport';
import type { ConnectorCapabilities } from './types';

const placed = { orderId: 'order-1', fundTransactionId: 'ab'.repeat(32), fundingAddress: MAIN_P2WPKH };

const mint = {
  runeName: 'SATCHEL•TEST',
  repeats: 2,
  destinationAddress: MAIN_P2TR,
  refundAddress: MAIN_P2WPKH,
  feeRate: 3,
  appServiceFee: 700n,
  appServiceFeeAddress: MAIN_P2WPKH,
};

const etch = {
  runeName: 'SATCHEL•TEST',
  divisibility: 2,
  symbol: '¤',
  premine: '1000',
  isMintable: true,
  terms: { amount: '100', cap: '10' },
  destinationAddress: MAIN_P2TR,
  refundAddress: MAIN_P2WPKH,
  feeRate: 1.5,
};

const capabilities: ConnectorCapabilities = {
  nativeSend: true,
  multiRecipientSend: true,
  messageProtocols: ['ecdsa', 'bip322'],
  sighashes: 'psbt-field',
  broadcastPsbt: true,
  batchSignPsbt: false,
  balance: true,
  networkSwitch: true,
  silentReconnect: true,
  events: true,
  runesOrders: true,
  assetTransfers: [],
  networks: ['mainnet'],
};

/** A sats-connect connector over a provider object held directly (no global getInfo cache). */
function connectorFor(wallet: ReturnType<typeof fakeSatsConnectWallet>) {
  return createSatsConnectConnector({
    id: 'fake',
    name: 'Fake',
    transport: directTransport(wallet, 'Fake'),
    capabilities,
  });
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).XverseProviders;
});

describe('wallet rune orders (runes_mint / runes_etch)', () => {
  it('xverse: mint goes to the wallet as runes_mint with numbers of sats and the network name', async () => {
    const wallet = fakeSatsConnectWallet({ runes_mint: () => ({ result: placed }) });
    (window as unknown as Record<string, unknown>).XverseProviders = { BitcoinProvider: wallet };
    const connector = createXverseConnector();
    expect(connector.capabilities.runesOrders).toBe(true);
    const result = await connector.runes?.mint(mint, { network: 'mainnet' });
    expect(result).toEqual(placed);
    expect(wallet.calls.filter((c) => c.method !== 'getInfo')).toEqual([
      { method: 'runes_mint', params: { ...mint, appServiceFee: 700, network: 'Mainnet' } },
    ]);
  });

  it('etch goes to the wallet as runes_etch with premine and terms as strings', async () => {
    const wallet = fakeSatsConnectWallet({ runes_etch: () => ({ result: placed }) });
    await expect(connectorFor(wallet).runes?.etch(etch)).resolves.toEqual(placed);
    expect(wallet.calls.map((c) => c.method)).toEqual(['getInfo', 'runes_etch']);
    expect(wallet.calls[1]?.params).toEqual(etch);
  });

  it('error: the user refusing in the wallet is -32000', async () => {
    const wallet = fakeSatsConnectWallet({
      runes_mint: () => ({ error: { code: -32000, message: 'User rejected the request.' } }),
    });
    await expect(connectorFor(wallet).runes?.mint(mint)).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
      message: Messages.userRejected,
    });
  });

  it('error: a wallet failure is the catalogue send failure with the wallet words as details', async () => {
    const wallet = fakeSatsConnectWallet({
      runes_mint: () => ({ error: { code: -32603, message: 'Ordering service unreachable' } }),
    });
    await expect(connectorFor(wallet).runes?.mint(mint)).rejects.toMatchObject({
      code: ErrorCode.BROADCAST_FAILED,
      message: Messages.sendFailed,
      details: 'Ordering service unreachable',
    });
  });

  it('error: an answer without the order is the empty-result catalogue text', async () => {
    const wallet = fakeSatsConnectWallet({ runes_mint: () => ({ result: { orderId: 'order-1' } }) });
    await expect(connectorFor(wallet).runes?.mint(mint)).rejects.toThrow(Messages.emptyWalletResult);
  });

  it('behavior: a wallet answering -32601 is method-not-supported, so the caller can pay itself', async () => {
    const wallet = fakeSatsConnectWallet({}, { methods: ['runes_mint', 'runes_etch'] });
    await expect(connectorFor(wallet).runes?.mint(mint)).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
  });

  it('behavior: a wallet whose getInfo does not list runes_etch is never sent it', async () => {
    const wallet = fakeSatsConnectWallet(
      { runes_etch: () => ({ result: placed }) },
      { methods: ['sendTransfer'] },
    );
    await expect(connectorFor(wallet).runes?.etch(etch)).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
    expect(wallet.calls.map((c) => c.method)).toEqual(['getInfo']);
  });

  it('capabilities: btc_providers entries follow their methods list; other connectors have none', () => {
    const withRunes = createBtcProviderConnector('devwallet', {
      id: 'FakeProvider',
      name: 'Fake',
      methods: ['sendTransfer', 'runes_mint', 'runes_etch'],
    });
    expect(withRunes.capabilities.runesOrders).toBe(true);
    expect(withRunes.runes).toBeDefined();
    const without = createBtcProviderConnector('other', {
      id: 'FakeProvider',
      name: 'Fake',
      methods: ['sendTransfer'],
    });
    expect(without.capabilities.runesOrders).toBe(false);
    expect(without.runes).toBeUndefined();
    const unisat = createUnisatConnector({ unisat: fakeUnisat() });
    expect(unisat.capabilities.runesOrders).toBe(false);
    expect(unisat.runes).toBeUndefined();
  });
});
