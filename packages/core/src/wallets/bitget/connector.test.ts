import { base64, hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { fakeLegacyWallet } from '../../../../../test/connectors/fake-unisat-like';
import { MAIN_P2WPKH, PUBKEY, TEST_P2WPKH } from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { ErrorCode, Messages } from '../../primitives/errors';
import { createBitgetConnector } from './connector';

const psbt = psbtFixture();
const REGTEST_P2WPKH = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

/** Bitget reports every failure with -32603; only the message says "rejected" (docs/wallets/bitget.md). */
const refusal = { code: -32603, message: 'User rejected the request.' };

describe('bitget connector', () => {
  it('default: connects through window.bitkeep.unisat, one address for both purposes', async () => {
    const unisat = fakeLegacyWallet();
    const connector = createBitgetConnector({ bitkeep: { unisat } });
    const { accounts, network } = await connector.connect({ network: 'mainnet' });
    expect(accounts).toEqual([
      { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'payment', addressType: 'p2wpkh' },
      { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'ordinals', addressType: 'p2wpkh' },
    ]);
    expect(network).toBe('mainnet');
    expect(unisat.methods()).toEqual(['requestAccounts', 'getPublicKey', 'getNetwork']);
    expect(connector.capabilities.batchSignPsbt).toBe(true);
  });

  it('behavior: a window.unisat flagged isBitKeep or isBitget is Bitget; an unflagged one is not', async () => {
    for (const flag of ['isBitKeep', 'isBitget']) {
      const unisat = { ...fakeLegacyWallet(), [flag]: true };
      const { accounts } = await createBitgetConnector({ unisat }).connect({ network: 'mainnet' });
      expect(accounts[0]?.address).toBe(MAIN_P2WPKH);
    }
    const connector = createBitgetConnector({ unisat: fakeLegacyWallet() });
    await expect(connector.connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_NOT_FOUND,
    });
    await expect(connector.getAccountsSilently({ network: 'mainnet' })).resolves.toBeUndefined();
  });

  it('error: -32603 with a rejection message is -32000, on connect and on signing', async () => {
    const unisat = fakeLegacyWallet({ connected: true });
    const connector = createBitgetConnector({ bitkeep: { unisat } });
    unisat.rejectNext(refusal);
    await expect(connector.connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
      details: 'User rejected the request.',
    });
    unisat.rejectNext({ code: -32603, message: 'User canceled' });
    await expect(
      connector.signPsbt({ psbtBase64: psbt.unsignedBase64, signInputs: { [psbt.address]: [0] } }),
    ).rejects.toMatchObject({ code: ErrorCode.USER_REJECTION });
    unisat.rejectNext(refusal);
    await expect(
      connector.signPsbts?.([{ psbtBase64: psbt.unsignedBase64, signInputs: { [psbt.address]: [0] } }]),
    ).rejects.toMatchObject({ code: ErrorCode.USER_REJECTION });
  });

  it('error: other -32603 failures keep the operation message and the wallet words', async () => {
    const unisat = fakeLegacyWallet({ connected: true });
    unisat.rejectNext({ code: -32603, message: 'not authorized' });
    const error = await createBitgetConnector({ bitkeep: { unisat } })
      .signPsbt({ psbtBase64: psbt.unsignedBase64, signInputs: { [psbt.address]: [0] } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: Messages.signPsbtFailed, details: 'not authorized' });
  });

  it('behavior: signPsbts is one call with one options object per PSBT', async () => {
    const unisat = fakeLegacyWallet({ connected: true });
    const request = { psbtBase64: psbt.unsignedBase64, signInputs: { [psbt.address]: [0] } };
    const results = await createBitgetConnector({ bitkeep: { unisat } }).signPsbts?.([request, request]);
    expect(results).toHaveLength(2);
    expect(unisat.calls).toEqual([
      {
        method: 'signPsbts',
        args: [
          [hex.encode(base64.decode(psbt.unsignedBase64)), hex.encode(base64.decode(psbt.unsignedBase64))],
          [
            { autoFinalized: false, toSignInputs: [{ index: 0, address: psbt.address, sighashTypes: [1] }] },
            { autoFinalized: false, toSignInputs: [{ index: 0, address: psbt.address, sighashTypes: [1] }] },
          ],
        ],
      },
    ]);
  });

  it('behavior: switchNetwork takes livenet/testnet/signet names; regtest is refused before any call', async () => {
    const unisat = fakeLegacyWallet({ connected: true });
    const connector = createBitgetConnector({ bitkeep: { unisat } });
    await connector.switchNetwork?.('signet');
    await connector.switchNetwork?.('mainnet');
    expect(unisat.calls).toEqual([
      { method: 'switchNetwork', args: ['signet'] },
      { method: 'switchNetwork', args: ['livenet'] },
    ]);
    await expect(connector.switchNetwork?.('regtest')).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
    await expect(connector.switchNetwork?.('testnet4')).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
    expect(unisat.calls).toHaveLength(2);
  });

  it('behavior: "testnet" with a regtest address is regtest; a plain testnet stays testnet', async () => {
    const regtest = fakeLegacyWallet({ connected: true, network: 'testnet', address: REGTEST_P2WPKH });
    await expect(createBitgetConnector({ bitkeep: { unisat: regtest } }).getNetwork()).resolves.toBe(
      'regtest',
    );
    const testnet = fakeLegacyWallet({ connected: true, network: 'testnet', address: TEST_P2WPKH });
    await expect(createBitgetConnector({ bitkeep: { unisat: testnet } }).getNetwork()).resolves.toBe(
      'testnet',
    );
  });

  it('behavior: silent reads never prompt; [] for a site that is not connected', async () => {
    const unisat = fakeLegacyWallet();
    const connector = createBitgetConnector({ bitkeep: { unisat } });
    await expect(connector.getAccountsSilently({ network: 'mainnet' })).resolves.toEqual([]);
    expect(unisat.methods()).toEqual(['getAccounts']);
  });

  it('behavior: accountsChanged [] disconnects, other payloads re-read; networkChanged maps names', () => {
    const unisat = fakeLegacyWallet({ connected: true });
    const connector = createBitgetConnector({ bitkeep: { unisat } });
    const seen: unknown[] = [];
    connector.on('accountsChanged', (accounts) => seen.push(['accounts', accounts]));
    connector.on('networkChanged', (network) => seen.push(['network', network]));
    unisat.emit('accountsChanged', []);
    unisat.emit('accountsChanged', [MAIN_P2WPKH]);
    unisat.emit('networkChanged', 'signet');
    unisat.emit('networkChanged', 'livenet');
    unisat.emit('networkChanged', 'testnet');
    expect(seen).toEqual([
      ['accounts', []],
      ['accounts', undefined],
      ['network', 'signet'],
      ['network', 'mainnet'],
      ['network', undefined],
    ]);
  });

  it('behavior: no documented disconnect: disconnecting never fails', async () => {
    const unisat = fakeLegacyWallet({ connected: true, without: ['disconnect'] });
    await expect(createBitgetConnector({ bitkeep: { unisat } }).disconnect()).resolves.toBeUndefined();
  });
});
