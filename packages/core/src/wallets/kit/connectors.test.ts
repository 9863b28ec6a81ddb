import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, base64urlnopad, hex, utf8 } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeUnisat,
  MAIN_P2TR,
  MAIN_P2WPKH,
  noStandardWallets,
  PUBKEY,
  XONLY,
} from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { ErrorCode, Messages } from '../../primitives/errors';
import { createLeatherConnector } from '../leather/connector';
import { createMagicEdenConnector } from '../magiceden/connector';
import { createOkxConnector } from '../okx/connector';
import { createUnisatConnector } from '../unisat/connector';
import { normalisePsbt } from './psbt-encoding';

const psbt = psbtFixture();

describe('PSBT normalisation', () => {
  it('behavior: hex and base64 in give both encodings out', () => {
    const fromHex = normalisePsbt(hex.encode(base64.decode(psbt.unsignedBase64)), {});
    expect(fromHex).toEqual({
      psbtBase64: psbt.unsignedBase64,
      psbtHex: hex.encode(base64.decode(psbt.unsignedBase64)),
      finalized: false,
    });
  });

  it('behavior: finalizes only when asked, and only the signed inputs', () => {
    expect(normalisePsbt(psbt.signedBase64, {}).finalized).toBe(false);
    expect(normalisePsbt(psbt.signedBase64, { finalize: true, signedIndexes: [0] }).finalized).toBe(true);
  });
});

describe('unisat connector', () => {
  it('default: one address serves both purposes', async () => {
    const connector = createUnisatConnector({ unisat: fakeUnisat() });
    const { accounts, network } = await connector.connect({ network: 'mainnet' });
    expect(accounts).toEqual([
      { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'payment', addressType: 'p2wpkh' },
      { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'ordinals', addressType: 'p2wpkh' },
    ]);
    expect(network).toBe('mainnet');
  });

  it('error: a plain {code:4001} rejection is -32000', async () => {
    const unisat = fakeUnisat();
    unisat.setNext('reject');
    await expect(createUnisatConnector({ unisat }).connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
  });

  it('behavior: signPsbt sends hex without auto-finalizing and returns both encodings', async () => {
    const unisat = fakeUnisat({ connected: true });
    const result = await createUnisatConnector({ unisat }).signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { [psbt.address]: [0] },
      allowedSighash: [1],
    });
    expect(unisat.psbtOptions[0]).toEqual({
      autoFinalized: false,
      toSignInputs: [{ index: 0, address: psbt.address, sighashTypes: [1] }],
    });
    expect(result.psbtBase64).toBe(psbt.unsignedBase64);
    expect(result.psbtHex).toBe(hex.encode(base64.decode(psbt.unsignedBase64)));
  });

  it('behavior: each input is signed with its own sighash, not the whole allowed list', async () => {
    const key = new Uint8Array(32).fill(9);
    const payment = p2wpkh(secp256k1.getPublicKey(key, true));
    const tx = new Transaction();
    const prevout = { script: payment.script, amount: 10_000n };
    tx.addInput({ txid: new Uint8Array(32).fill(2), index: 0, witnessUtxo: prevout });
    tx.addInput({ txid: new Uint8Array(32).fill(3), index: 0, witnessUtxo: prevout, sighashType: 0x83 });
    tx.addOutputAddress(payment.address as string, 19_000n);
    const unisat = fakeUnisat({ connected: true });
    await createUnisatConnector({ unisat }).signPsbt({
      psbtBase64: base64.encode(tx.toPSBT()),
      signInputs: { [payment.address as string]: [0, 1] },
      allowedSighash: [0, 1, 0x83],
    });
    expect(unisat.psbtOptions[0]).toMatchObject({
      toSignInputs: [
        { index: 0, address: payment.address, sighashTypes: [1] },
        { index: 1, address: payment.address, sighashTypes: [0x83] },
      ],
    });
  });

  it('error: a wallet failure while signing is the signPsbt catalogue text with details', async () => {
    const unisat = fakeUnisat({ connected: true });
    unisat.setNext('fail');
    const error = await createUnisatConnector({ unisat })
      .signPsbt({ psbtBase64: psbt.unsignedBase64, signInputs: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: Messages.signPsbtFailed, details: 'Not finalized' });
  });

  it('behavior: a missing wallet is provider-not-found; silent read is undefined', async () => {
    const connector = createUnisatConnector({});
    await expect(connector.connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_NOT_FOUND,
    });
    await expect(connector.getAccountsSilently({ network: 'mainnet' })).resolves.toBeUndefined();
  });

  it('behavior: several recipients are reported as unsupported, not crashed on', async () => {
    const connector = createUnisatConnector({ unisat: fakeUnisat({ connected: true }) });
    await expect(
      connector.sendTransfer({
        recipients: [
          { address: MAIN_P2WPKH, amount: 1n },
          { address: MAIN_P2TR, amount: 2n },
        ],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    await expect(
      connector.sendTransfer({ recipients: [{ address: MAIN_P2TR, amount: 600n }] }),
    ).resolves.toEqual({
      txid: `txid-${MAIN_P2TR}-600`,
    });
  });
});

describe('leather connector', () => {
  const addresses = [
    { symbol: 'BTC', type: 'p2wpkh', address: MAIN_P2WPKH, publicKey: PUBKEY },
    { symbol: 'BTC', type: 'p2tr', address: MAIN_P2TR, publicKey: `03${XONLY}` },
    { symbol: 'STX', address: 'SP000', publicKey: PUBKEY },
  ];

  it('default: maps p2wpkh to payment and p2tr to ordinals, drops STX, passes the network', async () => {
    const request = vi.fn(async () => ({ jsonrpc: '2.0', id: '1', result: { addresses } }));
    const { accounts } = await createLeatherConnector({ LeatherProvider: { request } }).connect({
      network: 'regtest',
    });
    expect(accounts.map((a) => [a.purpose, a.address])).toEqual([
      ['payment', MAIN_P2WPKH],
      ['ordinals', MAIN_P2TR],
    ]);
    expect(request).toHaveBeenCalledWith('getAddresses', { network: 'devnet' });
  });

  it('error: a rejected envelope with code 4001 is -32000', async () => {
    const request = vi.fn(async () => {
      throw { jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected request' } };
    });
    await expect(
      createLeatherConnector({ LeatherProvider: { request } }).connect({ network: 'mainnet' }),
    ).rejects.toMatchObject({ code: -32000 });
  });

  it('behavior: signPsbt sends hex by index and normalises the hex answer', async () => {
    const signedHex = hex.encode(base64.decode(psbt.signedBase64));
    const request = vi.fn(async () => ({ jsonrpc: '2.0', id: '1', result: { hex: signedHex } }));
    const connector = createLeatherConnector({ LeatherProvider: { request } });
    const result = await connector.signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { a: [0] },
      finalize: true,
    });
    expect(request).toHaveBeenCalledWith('signPsbt', {
      hex: hex.encode(base64.decode(psbt.unsignedBase64)),
      signAtIndex: [0],
      broadcast: false,
      network: 'mainnet',
    });
    expect(result.finalized).toBe(true);
  });

  it("behavior: signPsbt names the hash types the request allows (a listing's 0x83) in allowedSighash", async () => {
    const signedHex = hex.encode(base64.decode(psbt.signedBase64));
    const request = vi.fn(async () => ({ jsonrpc: '2.0', id: '1', result: { hex: signedHex } }));
    const connector = createLeatherConnector({ LeatherProvider: { request } });
    await connector.signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { a: [0] },
      allowedSighash: [0x83],
    });
    expect(request).toHaveBeenCalledWith('signPsbt', expect.objectContaining({ allowedSighash: [0x83] }));
  });

  it('behavior: signPsbt writes the one non-default allowed sighash into each requested input’s PSBT field', async () => {
    // Leather up to 6.73.x ignores allowedSighash and signs with PSBT_IN_SIGHASH_TYPE, else DEFAULT.
    const signedHex = hex.encode(base64.decode(psbt.signedBase64));
    const request = vi.fn(async (_method: string, _params: { hex: string }) => ({
      jsonrpc: '2.0',
      id: '1',
      result: { hex: signedHex },
    }));
    const connector = createLeatherConnector({ LeatherProvider: { request } });
    const sent = async (allowedSighash: number[], psbtBase64 = psbt.unsignedBase64) => {
      await connector.signPsbt({ psbtBase64, signInputs: { a: [0] }, allowedSighash });
      const params = request.mock.calls.at(-1)?.[1] as { hex: string };
      return Transaction.fromPSBT(hex.decode(params.hex)).getInput(0).sighashType;
    };
    expect(Transaction.fromPSBT(base64.decode(psbt.unsignedBase64)).getInput(0).sighashType).toBeUndefined();
    expect(await sent([0x83])).toBe(0x83);
    expect(request.mock.calls.at(-1)?.[1]).toMatchObject({ allowedSighash: [0x83] });
    // The defaults, or a choice of several, leave the PSBT as it is.
    expect(await sent([0x00, 0x01])).toBeUndefined();
    expect(await sent([0x01, 0x83])).toBeUndefined();
    // A field the PSBT carries is its own.
    const withAll = Transaction.fromPSBT(base64.decode(psbt.unsignedBase64));
    withAll.updateInput(0, { sighashType: 0x01 }, true);
    expect(await sent([0x83], base64.encode(withAll.toPSBT()))).toBe(0x01);
  });

  it('behavior: never asks for accounts silently; ECDSA is unsupported', async () => {
    const request = vi.fn();
    const connector = createLeatherConnector({ LeatherProvider: { request } });
    await expect(connector.getAccountsSilently({ network: 'mainnet' })).resolves.toBeUndefined();
    await expect(
      connector.signMessage({ address: MAIN_P2WPKH, message: 'hi', protocol: 'ecdsa' }),
    ).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
    expect(request).not.toHaveBeenCalled();
  });
});

describe('okx connector', () => {
  it('default: prefers the compressed key; silent read uses getAccounts', async () => {
    const bitcoin = {
      connect: async () => ({ address: MAIN_P2TR, publicKey: XONLY, compressedPublicKey: `02${XONLY}` }),
      getAccounts: vi.fn(async () => [MAIN_P2TR]),
      getPublicKey: async () => `02${XONLY}`,
    };
    const connector = createOkxConnector({ okxwallet: { bitcoin } });
    const { accounts } = await connector.connect({ network: 'mainnet' });
    expect(accounts[0]).toMatchObject({ publicKey: `02${XONLY}`, addressType: 'p2tr' });
    expect(await connector.getAccountsSilently({ network: 'mainnet' })).toHaveLength(2);
  });

  it('error: a rejection is -32000', async () => {
    const bitcoin = {
      connect: async () => {
        throw { code: 4001, message: 'User rejected' };
      },
    };
    await expect(
      createOkxConnector({ okxwallet: { bitcoin } }).connect({ network: 'mainnet' }),
    ).rejects.toMatchObject({
      code: -32000,
    });
  });
});

describe('magiceden connector', () => {
  it('error: a missing provider is provider-not-found', async () => {
    await expect(
      createMagicEdenConnector({}, noStandardWallets).connect({ network: 'mainnet' }),
    ).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_NOT_FOUND,
    });
  });

  it('default: sends an unsecured JWT and maps by purpose', async () => {
    const connect = vi.fn(async (_token: string) => ({
      addresses: [
        { address: MAIN_P2TR, publicKey: XONLY, purpose: 'ordinals' },
        { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'payment' },
      ],
    }));
    const win = { magicEden: { bitcoin: { isMagicEden: true, connect } } };
    const { accounts } = await createMagicEdenConnector(win, noStandardWallets).connect({
      network: 'mainnet',
    });
    expect(accounts.find((a) => a.purpose === 'payment')?.address).toBe(MAIN_P2WPKH);
    const [header, payload, signature] = (connect.mock.calls[0]?.[0] ?? '').split('.');
    expect(JSON.parse(utf8.encode(base64urlnopad.decode(header ?? '')))).toEqual({ typ: 'JWT', alg: 'none' });
    expect(JSON.parse(utf8.encode(base64urlnopad.decode(payload ?? '')))).toMatchObject({
      purposes: ['ordinals', 'payment'],
      network: { type: 'Mainnet' },
    });
    expect(signature).toBe('');
  });

  it('error: a rejection without a message is read as a cancel (-32000)', async () => {
    const win = {
      magicEden: { bitcoin: { isMagicEden: true, connect: async () => Promise.reject(undefined) } },
    };
    await expect(
      createMagicEdenConnector(win, noStandardWallets).connect({ network: 'mainnet' }),
    ).rejects.toMatchObject({
      code: -32000,
    });
  });
});
