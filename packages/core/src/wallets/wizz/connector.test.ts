import { base64, hex } from '@scure/base';
import { describe, expect, it, vi } from 'vitest';
import { emitterShape, fakeUnisat, MAIN_P2WPKH, PUBKEY } from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { ErrorCode } from '../../primitives/errors';
import { familyById } from '../registry/families';
import { createWizzConnector } from './connector';

const psbt = psbtFixture();

/** `window.wizz`: Unisat's plain methods (the shared fake) plus Wizz's own network names. */
function fakeWizz(network = 'livenet') {
  const unisat = fakeUnisat();
  const wizz = {
    ...unisat,
    ...emitterShape(),
    sendBitcoin: vi.fn(unisat.sendBitcoin),
    getNetwork: vi.fn(async () => network),
    switchNetwork: vi.fn(async (name: string) => name),
  };
  return wizz;
}

describe('wizz family', () => {
  it('behavior: installed through window.wizz only, never through window.unisat', () => {
    const family = familyById('wizz');
    expect(family?.isInstalled({ wizz: fakeWizz() }, undefined)).toBe(true);
    expect(family?.isInstalled({ unisat: fakeUnisat() }, undefined)).toBe(false);
  });
});

describe('wizz connector', () => {
  it('default: one address for both purposes, on the test network Wizz names', async () => {
    const connector = createWizzConnector({ wizz: fakeWizz('testnet') });
    const { accounts, network } = await connector.connect({ network: 'testnet' });
    expect(accounts.map((a) => [a.purpose, a.address, a.publicKey])).toEqual([
      ['payment', MAIN_P2WPKH, PUBKEY],
      ['ordinals', MAIN_P2WPKH, PUBKEY],
    ]);
    expect(network).toBe('testnet');
  });

  it('behavior: Wizz names no testnet4 (@wizz-btc/provider 0.2.14): not offered, not asked', async () => {
    const wizz = fakeWizz();
    const connector = createWizzConnector({ wizz });
    expect(connector.capabilities.networks).not.toContain('testnet4');
    await expect(connector.switchNetwork?.('testnet4')).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
    expect(wizz.switchNetwork).not.toHaveBeenCalled();
  });

  it('behavior: the silent read is getAccounts, [] before connecting', async () => {
    const wizz = fakeWizz();
    const connector = createWizzConnector({ wizz });
    await expect(connector.getAccountsSilently({ network: 'mainnet' })).resolves.toEqual([]);
    await connector.connect({ network: 'mainnet' });
    expect(await connector.getAccountsSilently({ network: 'mainnet' })).toHaveLength(2);
    expect(wizz.calls.filter((c) => c === 'requestAccounts')).toHaveLength(1);
  });

  it('error: a plain {code: 4001} rejection is -32000', async () => {
    const wizz = fakeWizz();
    wizz.setNext('reject');
    await expect(createWizzConnector({ wizz }).connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
  });

  it('behavior: switchNetwork uses Wizz names; regtest is unsupported without a call', async () => {
    const wizz = fakeWizz();
    const connector = createWizzConnector({ wizz });
    await connector.switchNetwork?.('mainnet');
    await connector.switchNetwork?.('signet');
    expect(wizz.switchNetwork.mock.calls).toEqual([['livenet'], ['signet']]);
    await expect(connector.switchNetwork?.('regtest')).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
    expect(wizz.switchNetwork).toHaveBeenCalledTimes(2);
  });

  it('behavior: signPsbt is the shared Unisat call (hex, explicit autoFinalized); no batch method', async () => {
    const wizz = fakeWizz();
    const connector = createWizzConnector({ wizz });
    const result = await connector.signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { [psbt.address]: [0] },
    });
    expect(wizz.psbtOptions[0]).toEqual({
      autoFinalized: false,
      toSignInputs: [{ index: 0, address: psbt.address, sighashTypes: [1] }],
    });
    expect(result.psbtHex).toBe(hex.encode(base64.decode(psbt.unsignedBase64)));
    expect(connector.signPsbts).toBeUndefined();
    expect(connector.capabilities.batchSignPsbt).toBe(false);
  });

  it('behavior: messages and sends go through signMessage(text, type) and sendBitcoin', async () => {
    const connector = createWizzConnector({ wizz: fakeWizz() });
    const signed = await connector.signMessage({ address: MAIN_P2WPKH, message: 'hi', protocol: 'bip322' });
    expect(signed.signature).toBe('sig:bip322-simple:hi');
    await expect(
      connector.sendTransfer({ recipients: [{ address: MAIN_P2WPKH, amount: 700n }] }),
    ).resolves.toEqual({ txid: `txid-${MAIN_P2WPKH}-700` });
  });

  it('behavior: a fee rate given to its own send goes as sendBitcoin(to, sats, {feeRate}); none, no options', async () => {
    const wizz = fakeWizz();
    const connector = createWizzConnector({ wizz });
    expect(connector.capabilities.sendFeeRate).toBe('whole');
    await connector.sendTransfer({ recipients: [{ address: MAIN_P2WPKH, amount: 700n }], feeRate: 1 });
    await connector.sendTransfer({ recipients: [{ address: MAIN_P2WPKH, amount: 800n }] });
    expect(wizz.sendBitcoin.mock.calls).toEqual([
      [MAIN_P2WPKH, 700, { feeRate: 1 }],
      [MAIN_P2WPKH, 800],
    ]);
  });

  it('behavior: networkChanged maps Wizz names; accountsChanged([]) disconnects', () => {
    const wizz = fakeWizz();
    const connector = createWizzConnector({ wizz });
    const networks: unknown[] = [];
    const accounts: unknown[] = [];
    connector.on('networkChanged', (network) => networks.push(network));
    connector.on('accountsChanged', (list) => accounts.push(list));
    wizz.emit('networkChanged', 'signet');
    wizz.emit('networkChanged', 'livenet');
    wizz.emit('accountsChanged', []);
    wizz.emit('accountsChanged', [MAIN_P2WPKH]);
    expect(networks).toEqual(['signet', 'mainnet']);
    expect(accounts).toEqual([[], undefined]);
  });
});
