import { describe, expect, it } from 'vitest';
import { fakeLegacyWallet } from '../../../../../test/connectors/fake-unisat-like';
import { MAIN_P2TR, MAIN_P2WPKH } from '../../../../../test/connectors/fake-wallets';
import { ErrorCode, Messages } from '../../primitives/errors';
import { createKeplrConnector } from './connector';

describe('keplr connector', () => {
  it('default: window.keplr.bitcoin or its alias window.bitcoin_keplr', async () => {
    const bitcoin = fakeLegacyWallet({ address: MAIN_P2TR });
    for (const win of [{ keplr: { bitcoin } }, { bitcoin_keplr: bitcoin }]) {
      const { accounts } = await createKeplrConnector(win).connect({ network: 'mainnet' });
      expect(accounts.map((a) => [a.purpose, a.addressType])).toEqual([
        ['payment', 'p2tr'],
        ['ordinals', 'p2tr'],
      ]);
    }
    await expect(createKeplrConnector({ keplr: {} }).connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_NOT_FOUND,
    });
  });

  it('error: a plain Error "Request rejected" is -32000; other Errors are failures with their words', async () => {
    const bitcoin = fakeLegacyWallet();
    const connector = createKeplrConnector({ keplr: { bitcoin } });
    bitcoin.rejectNext(new Error('Request rejected'));
    await expect(connector.connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
    await connector.connect({ network: 'mainnet' });
    bitcoin.rejectNext(new Error('message is not set'));
    await expect(
      connector.signMessage({ address: MAIN_P2WPKH, message: 'hi', protocol: 'bip322' }),
    ).rejects.toMatchObject({ message: Messages.signMessageFailed, details: 'message is not set' });
  });

  it('behavior: a silent read of a site that is not connected asks getAccounts only', async () => {
    // getPublicKey and getNetwork would open Keplr's permission prompt.
    const bitcoin = fakeLegacyWallet();
    await expect(
      createKeplrConnector({ keplr: { bitcoin } }).getAccountsSilently({ network: 'mainnet' }),
    ).resolves.toEqual([]);
    expect(bitcoin.methods()).toEqual(['getAccounts']);
  });

  it('behavior: accountsChanged [""] is "no account"; networkChanged says mainnet', () => {
    const bitcoin = fakeLegacyWallet({ connected: true });
    const connector = createKeplrConnector({ keplr: { bitcoin } });
    const seen: unknown[] = [];
    connector.on('accountsChanged', (accounts) => seen.push(accounts));
    connector.on('networkChanged', (network) => seen.push(network));
    bitcoin.emit('accountsChanged', ['']);
    bitcoin.emit('networkChanged', 'mainnet');
    expect(seen).toEqual([[], 'mainnet']);
  });

  it('behavior: PSBTs are signed one by one; sendBitcoin takes (to, sats); disconnect forgets the site', async () => {
    const bitcoin = fakeLegacyWallet({ connected: true });
    const connector = createKeplrConnector({ keplr: { bitcoin } });
    expect(connector.capabilities.batchSignPsbt).toBe(false);
    expect(connector.signPsbts).toBeUndefined();
    await connector.sendTransfer({ recipients: [{ address: MAIN_P2TR, amount: 12_345n }] });
    await connector.disconnect();
    expect(bitcoin.calls).toEqual([
      { method: 'sendBitcoin', args: [MAIN_P2TR, 12_345] },
      { method: 'disconnect', args: [] },
    ]);
  });

  it('error: less than 546 sats is refused before Keplr is asked, with what to do instead', async () => {
    // Keplr's sendBitcoin refuses `amount < 546` (DUST_THRESHOLD, keyring-bitcoin/service.ts
    // v0.12.309), above the app's dust limit for a P2WPKH output (294 sats).
    const bitcoin = fakeLegacyWallet({ connected: true });
    const connector = createKeplrConnector({ keplr: { bitcoin } });
    await expect(
      connector.sendTransfer({ recipients: [{ address: MAIN_P2WPKH, amount: 545n }] }),
    ).rejects.toMatchObject({
      code: ErrorCode.INVALID_AMOUNT,
      message: expect.stringMatching(/^Keplr sends no less than 546 sats\. Choose a fee rate/),
      details: '545 sats',
    });
    expect(bitcoin.calls).toEqual([]);
    await connector.sendTransfer({ recipients: [{ address: MAIN_P2WPKH, amount: 546n }] });
    expect(bitcoin.calls).toEqual([{ method: 'sendBitcoin', args: [MAIN_P2WPKH, 546] }]);
  });
});
