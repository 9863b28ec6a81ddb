import { describe, expect, it } from 'vitest';
import { fakeLegacyWallet } from '../../../../../test/connectors/fake-unisat-like';
import { MAIN_P2WPKH, PUBKEY } from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { ErrorCode } from '../../primitives/errors';
import { createBinanceConnector } from './connector';

const psbt = psbtFixture();

describe('binance connector', () => {
  it('default: connects through window.binancew3w.bitcoin', async () => {
    const bitcoin = fakeLegacyWallet({ network: 'signet' });
    const { accounts, network } = await createBinanceConnector({ binancew3w: { bitcoin } }).connect({
      network: 'signet',
    });
    expect(accounts.map((a) => [a.purpose, a.address, a.publicKey])).toEqual([
      ['payment', MAIN_P2WPKH, PUBKEY],
      ['ordinals', MAIN_P2WPKH, PUBKEY],
    ]);
    expect(network).toBe('signet');
  });

  it('behavior: falls back to the window.unisat it proxies with isBinance, never to an unflagged one', async () => {
    const proxy = { ...fakeLegacyWallet(), isBinance: true };
    await expect(
      createBinanceConnector({ unisat: proxy }).connect({ network: 'mainnet' }),
    ).resolves.toMatchObject({ network: 'mainnet' });
    for (const win of [{ unisat: fakeLegacyWallet() }, { binancew3w: {} }]) {
      await expect(createBinanceConnector(win).connect({ network: 'mainnet' })).rejects.toMatchObject({
        code: ErrorCode.PROVIDER_NOT_FOUND,
      });
    }
  });

  it('behavior: getAccounts answering a single string still restores the account', async () => {
    const bitcoin = fakeLegacyWallet({ connected: true, accountsAnswer: (address) => address });
    const accounts = await createBinanceConnector({ binancew3w: { bitcoin } }).getAccountsSilently({
      network: 'mainnet',
    });
    expect(accounts?.map((a) => a.address)).toEqual([MAIN_P2WPKH, MAIN_P2WPKH]);
  });

  it('error: a {code: 4001} refusal is -32000', async () => {
    const bitcoin = fakeLegacyWallet();
    bitcoin.rejectNext({ code: 4001, message: 'User rejected the request.' });
    await expect(
      createBinanceConnector({ binancew3w: { bitcoin } }).connect({ network: 'mainnet' }),
    ).rejects.toMatchObject({ code: ErrorCode.USER_REJECTION });
  });

  it('behavior: no batch, no PSBT broadcast and no wallet send are offered', async () => {
    const bitcoin = fakeLegacyWallet({ connected: true, without: ['signPsbts', 'pushPsbt', 'sendBitcoin'] });
    const connector = createBinanceConnector({ binancew3w: { bitcoin } });
    expect(connector.capabilities).toMatchObject({
      nativeSend: false,
      broadcastPsbt: false,
      batchSignPsbt: false,
    });
    expect(connector.signPsbts).toBeUndefined();
    await expect(
      connector.signPsbt({
        psbtBase64: psbt.unsignedBase64,
        signInputs: { [psbt.address]: [0] },
        broadcast: true,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    // Refused before the wallet showed anything.
    expect(bitcoin.calls).toEqual([]);
    await expect(
      connector.signPsbt({
        psbtBase64: psbt.unsignedBase64,
        signInputs: { [psbt.address]: [0] },
      }),
    ).resolves.toMatchObject({ psbtBase64: psbt.unsignedBase64 });
  });

  it('behavior: switchNetwork names mainnet livenet', async () => {
    const bitcoin = fakeLegacyWallet({ connected: true, network: 'testnet' });
    await createBinanceConnector({ binancew3w: { bitcoin } }).switchNetwork?.('mainnet');
    expect(bitcoin.calls).toEqual([{ method: 'switchNetwork', args: ['livenet'] }]);
  });
});
