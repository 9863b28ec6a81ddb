import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { describe, expect, it, vi } from 'vitest';
import { MAIN_P2TR, MAIN_P2WPKH, PUBKEY, XONLY } from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { ErrorCode } from '../../primitives/errors';
import { familyById } from '../registry/families';
import { createOylConnector } from './connector';

const psbt = psbtFixture();
const NESTED = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const LEGACY = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';

/** A PSBT spending two coins of one p2wpkh key, so the wallet owns both inputs. */
function twoInputPsbt() {
  const key = new Uint8Array(32).fill(5);
  const payment = p2wpkh(secp256k1.getPublicKey(key, true));
  const tx = new Transaction();
  for (const fill of [1, 2]) {
    tx.addInput({
      txid: new Uint8Array(32).fill(fill),
      index: 0,
      witnessUtxo: { script: payment.script, amount: 10_000n },
    });
  }
  tx.addOutputAddress(payment.address as string, 19_000n);
  return { psbtBase64: base64.encode(tx.toPSBT()), address: payment.address as string };
}

/** `window.oyl` as LaserEyes and bigmi call it: object parameters, hex PSBTs. */
function fakeOyl(options: { payment?: string; connected?: boolean } = {}) {
  let connected = options.connected ?? false;
  const payment = options.payment ?? MAIN_P2WPKH;
  return {
    getAddresses: vi.fn(async () => {
      connected = true;
      return {
        taproot: { address: MAIN_P2TR, publicKey: XONLY },
        nativeSegwit: { address: payment, publicKey: PUBKEY },
        nestedSegwit: { address: NESTED, publicKey: PUBKEY },
        legacy: { address: LEGACY, publicKey: PUBKEY },
      };
    }),
    isConnected: vi.fn(async () => connected),
    getNetwork: vi.fn(async () => 'mainnet'),
    switchNetwork: vi.fn(async (_network: string) => {}),
    getBalance: vi.fn(async () => ({ confirmed: 1000, unconfirmed: 5, total: 1005 })),
    signMessage: vi.fn(async ({ address }: { address: string }) => ({ address, signature: 'c2ln' })),
    signPsbt: vi.fn(
      async ({ psbt: signed }: { psbt: string }): Promise<{ psbt: string; txid?: string }> => ({
        psbt: signed,
      }),
    ),
    signPsbts: vi.fn(async (list: { psbt: string }[]) => list.map((entry) => ({ psbt: entry.psbt }))),
    disconnect: vi.fn(async () => {
      connected = false;
    }),
  };
}

describe('oyl family', () => {
  it('behavior: installed when window.oyl has getAddresses', () => {
    const family = familyById('oyl');
    expect(family?.isInstalled({ oyl: fakeOyl() }, undefined)).toBe(true);
    expect(family?.isInstalled({ oyl: {} }, undefined)).toBe(false);
    expect(family?.isInstalled({}, undefined)).toBe(false);
  });
});

describe('oyl connector', () => {
  it("default: native segwit pays, taproot holds ordinals, the network is OYL's own name", async () => {
    const { accounts, network } = await createOylConnector({ oyl: fakeOyl() }).connect({
      network: 'mainnet',
    });
    expect(accounts).toEqual([
      { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'payment', addressType: 'p2wpkh' },
      { address: MAIN_P2TR, publicKey: XONLY, purpose: 'ordinals', addressType: 'p2tr' },
    ]);
    expect(network).toBe('mainnet');
  });

  it('behavior: the silent read asks isConnected first and reads addresses only when connected', async () => {
    const away = fakeOyl();
    await expect(
      createOylConnector({ oyl: away }).getAccountsSilently({ network: 'mainnet' }),
    ).resolves.toEqual([]);
    expect(away.getAddresses).not.toHaveBeenCalled();
    const back = fakeOyl({ connected: true });
    expect(await createOylConnector({ oyl: back }).getAccountsSilently({ network: 'mainnet' })).toHaveLength(
      2,
    );
    await expect(createOylConnector({}).getAccountsSilently({ network: 'mainnet' })).resolves.toBeUndefined();
  });

  it('error: a code-less "rejected" Error and a 4001 are -32000; other failures keep their words', async () => {
    const failWith = (value: unknown) =>
      createOylConnector({ oyl: { ...fakeOyl(), getAddresses: async () => Promise.reject(value) } }).connect({
        network: 'mainnet',
      });
    await expect(failWith(new Error('User rejected the request'))).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
    await expect(failWith({ code: 4001, message: 'no' })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
    await expect(failWith(new Error('Wallet is locked for maintenance'))).rejects.toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
      message: 'Wallet is locked for maintenance',
    });
  });

  it('behavior: signMessage sends one object with the protocol and reads .signature', async () => {
    const oyl = fakeOyl();
    const result = await createOylConnector({ oyl }).signMessage({
      address: MAIN_P2TR,
      message: 'hi',
      protocol: 'bip322',
    });
    expect(oyl.signMessage).toHaveBeenCalledWith({ address: MAIN_P2TR, message: 'hi', protocol: 'bip322' });
    expect(result).toEqual({ signature: 'c2ln', address: MAIN_P2TR, protocol: 'bip322' });
  });

  it('behavior: signPsbt sends hex without OYL finalizing; the app finalizes the requested inputs', async () => {
    const oyl = fakeOyl();
    oyl.signPsbt.mockResolvedValueOnce({ psbt: hex.encode(base64.decode(psbt.signedBase64)) });
    const result = await createOylConnector({ oyl }).signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { [psbt.address]: [0] },
      finalize: true,
    });
    expect(oyl.signPsbt).toHaveBeenCalledWith({
      psbt: hex.encode(base64.decode(psbt.unsignedBase64)),
      finalize: false,
      broadcast: false,
    });
    expect(result.finalized).toBe(true);
  });

  it('behavior: a broadcast asks OYL to finalize and keeps its txid', async () => {
    const oyl = fakeOyl();
    oyl.signPsbt.mockResolvedValueOnce({ psbt: psbt.signedBase64, txid: 'ab'.repeat(32) });
    const result = await createOylConnector({ oyl }).signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { [psbt.address]: [0] },
      broadcast: true,
    });
    expect(oyl.signPsbt.mock.calls[0]?.[0]).toMatchObject({ finalize: true, broadcast: true });
    expect(result.txid).toBe('ab'.repeat(32));
  });

  it('behavior: leaving out an input OYL owns is refused before any prompt (it would sign it anyway)', async () => {
    const shared = twoInputPsbt();
    const oyl = fakeOyl({ payment: shared.address });
    const connector = createOylConnector({ oyl });
    await connector.connect({ network: 'mainnet' });
    await expect(
      connector.signPsbt({ psbtBase64: shared.psbtBase64, signInputs: { [shared.address]: [0] } }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    expect(oyl.signPsbt).not.toHaveBeenCalled();
    await connector.signPsbt({ psbtBase64: shared.psbtBase64, signInputs: { [shared.address]: [0, 1] } });
    expect(oyl.signPsbt).toHaveBeenCalledTimes(1);
  });

  it('behavior: signPsbts sends one list and keeps the order', async () => {
    const oyl = fakeOyl();
    const request = { psbtBase64: psbt.unsignedBase64, signInputs: { [psbt.address]: [0] } };
    const results = await createOylConnector({ oyl }).signPsbts?.([request, request]);
    expect(oyl.signPsbts).toHaveBeenCalledTimes(1);
    expect(oyl.signPsbts.mock.calls[0]?.[0]).toHaveLength(2);
    expect(results).toHaveLength(2);
  });

  it('behavior: balance in sats as bigint; switchNetwork passes OYL its name; no native send', async () => {
    const oyl = fakeOyl();
    const connector = createOylConnector({ oyl });
    expect(await connector.getBalance()).toEqual({ confirmed: 1000n, unconfirmed: 5n, total: 1005n });
    await connector.switchNetwork?.('signet');
    expect(oyl.switchNetwork).toHaveBeenCalledWith('signet');
    await expect(
      connector.sendTransfer({ recipients: [{ address: MAIN_P2WPKH, amount: 1000n }] }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
  });

  it('behavior: disconnect tells OYL', async () => {
    const oyl = fakeOyl({ connected: true });
    await createOylConnector({ oyl }).disconnect();
    expect(oyl.disconnect).toHaveBeenCalled();
    expect(await oyl.isConnected()).toBe(false);
  });
});
