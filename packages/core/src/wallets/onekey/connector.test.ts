import { describe, expect, it } from 'vitest';
import { fakeLegacyWallet } from '../../../../../test/connectors/fake-unisat-like';
import { MAIN_P2WPKH, PUBKEY } from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { ErrorCode } from '../../primitives/errors';
import { familyById } from '../registry/families';
import { listWalletOptions } from '../registry/registry';
import { createOneKeyConnector } from './connector';

const psbt = psbtFixture();

describe('onekey family', () => {
  const family = familyById('onekey');

  it('behavior: installed by window.$onekey.btc, or a window.unisat flagged isOneKey', () => {
    expect(family?.isInstalled({ $onekey: { btc: fakeLegacyWallet() } }, undefined)).toBe(true);
    expect(family?.isInstalled({ unisat: { ...fakeLegacyWallet(), isOneKey: true } }, undefined)).toBe(true);
    expect(family?.isInstalled({ unisat: fakeLegacyWallet() }, undefined)).toBe(false);
    expect(family?.isInstalled({ $onekey: {} }, undefined)).toBe(false);
  });

  it('behavior: a window.unisat flagged isOneKey is listed as OneKey, never as Unisat', () => {
    const options = listWalletOptions({
      devnet: false,
      win: { unisat: { ...fakeLegacyWallet(), isOneKey: true } },
      standardWallets: { get: () => [], on: () => () => {} },
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
    });
    const installed = options.filter((o) => o.isInstalled).map((o) => o.id);
    expect(installed).toEqual(['onekey']);
  });
});

describe('onekey connector', () => {
  it('default: connects through window.$onekey.btc, one address for payments and ordinals', async () => {
    const btc = fakeLegacyWallet({ network: 'testnet' });
    const { accounts } = await createOneKeyConnector({ $onekey: { btc } }).connect({ network: 'testnet' });
    expect(accounts.map((a) => [a.purpose, a.address, a.publicKey])).toEqual([
      ['payment', MAIN_P2WPKH, PUBKEY],
      ['ordinals', MAIN_P2WPKH, PUBKEY],
    ]);
  });

  it('behavior: prefers its own object to the window.unisat it also writes', async () => {
    const btc = fakeLegacyWallet();
    const shared = { ...fakeLegacyWallet(), isOneKey: true };
    await createOneKeyConnector({ $onekey: { btc }, unisat: shared }).connect({ network: 'mainnet' });
    expect(btc.calls.map((c) => c.method)).toContain('requestAccounts');
    expect(shared.calls).toEqual([]);
  });

  it('behavior: a batch is signed PSBT by PSBT, never through signPsbts (one screen each, one options object for all)', () => {
    const connector = createOneKeyConnector({ $onekey: { btc: fakeLegacyWallet({ connected: true }) } });
    expect(connector.capabilities).toMatchObject({
      batchSignPsbt: false,
      broadcastPsbt: true,
      nativeSend: true,
    });
    expect(connector.signPsbts).toBeUndefined();
  });

  it('behavior: signPsbt names each input and its address in toSignInputs', async () => {
    const btc = fakeLegacyWallet({ connected: true });
    await createOneKeyConnector({ $onekey: { btc } }).signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { [psbt.address]: [0] },
    });
    const [call] = btc.calls.filter((c) => c.method === 'signPsbt');
    expect(call?.args[1]).toMatchObject({ toSignInputs: [{ index: 0, address: psbt.address }] });
  });

  it('error: a {code: 4001} refusal is -32000', async () => {
    const btc = fakeLegacyWallet();
    btc.rejectNext({ code: 4001, message: 'User rejected the request.' });
    await expect(
      createOneKeyConnector({ $onekey: { btc } }).connect({ network: 'mainnet' }),
    ).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
  });

  it('behavior: switchNetwork names mainnet livenet', async () => {
    const btc = fakeLegacyWallet({ connected: true, network: 'testnet' });
    await createOneKeyConnector({ $onekey: { btc } }).switchNetwork?.('mainnet');
    expect(btc.calls).toEqual([{ method: 'switchNetwork', args: ['livenet'] }]);
  });
});
