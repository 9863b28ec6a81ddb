import { base64, base64urlnopad, hex, utf8 } from '@scure/base';
import { describe, expect, it, vi } from 'vitest';
import { fakeUnisat, noStandardWallets } from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { ErrorCode, Messages } from '../../primitives/errors';
import { createLeatherConnector } from '../leather/connector';
import { createMagicEdenConnector } from '../magiceden/connector';
import { createOkxConnector } from '../okx/connector';
import { createUnisatConnector } from '../unisat/connector';
import { createXverseConnector } from '../xverse/connector';
import type { SignPsbtRequest } from './types';

const psbt = psbtFixture();
const unsignedHex = hex.encode(base64.decode(psbt.unsignedBase64));
const signedHex = hex.encode(base64.decode(psbt.signedBase64));
const request: SignPsbtRequest = { psbtBase64: psbt.unsignedBase64, signInputs: { [psbt.address]: [0] } };

const payloadOf = (token: string) =>
  JSON.parse(utf8.encode(base64urlnopad.decode(token.split('.')[1] ?? ''))) as Record<string, unknown>;

describe('batch capability', () => {
  it('is reported where the wallet has a batch method, and only there', () => {
    expect(createUnisatConnector({}).capabilities.batchSignPsbt).toBe(true);
    expect(createOkxConnector({}).capabilities.batchSignPsbt).toBe(true);
    expect(createMagicEdenConnector({}, noStandardWallets).capabilities.batchSignPsbt).toBe(true);
    expect(createXverseConnector().capabilities.batchSignPsbt).toBe(false);
    expect(createXverseConnector().signPsbts).toBeUndefined();
    expect(createLeatherConnector({}).capabilities.batchSignPsbt).toBe(false);
    expect(createLeatherConnector({}).signPsbts).toBeUndefined();
  });
});

describe('unisat signPsbts', () => {
  it('sends every PSBT as hex in one call, with one options object each', async () => {
    const unisat = fakeUnisat({ connected: true });
    const results = await createUnisatConnector({ unisat }).signPsbts?.([request, request]);
    expect(unisat.calls).toEqual(['signPsbts']);
    expect(unisat.psbtOptions).toEqual([
      { autoFinalized: false, toSignInputs: [{ index: 0, address: psbt.address, sighashTypes: [1] }] },
      { autoFinalized: false, toSignInputs: [{ index: 0, address: psbt.address, sighashTypes: [1] }] },
    ]);
    expect(results?.map((r) => r.psbtHex)).toEqual([unsignedHex, unsignedHex]);
    expect(results?.map((r) => r.psbtBase64)).toEqual([psbt.unsignedBase64, psbt.unsignedBase64]);
  });

  it('maps a refusal of the batch prompt once, to -32000', async () => {
    const unisat = fakeUnisat({ connected: true });
    unisat.setNext('reject');
    await expect(createUnisatConnector({ unisat }).signPsbts?.([request])).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
  });

  it('refuses an answer that does not hold one PSBT per request', async () => {
    const unisat = { ...fakeUnisat({ connected: true }), signPsbts: async () => [signedHex] };
    await expect(createUnisatConnector({ unisat }).signPsbts?.([request, request])).rejects.toMatchObject({
      message: Messages.emptyWalletResult,
    });
  });
});

describe('okx signPsbts', () => {
  it("asks the object of the connected network, as Unisat's call", async () => {
    const signPsbts = vi.fn(async (hexes: string[]) => hexes.map(() => signedHex));
    const bitcoinTestnet = {
      connect: async () => ({
        address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        publicKey: '02'.padEnd(66, '1'),
      }),
      signPsbts,
    };
    const connector = createOkxConnector({ okxwallet: { bitcoin: {}, bitcoinTestnet } });
    await connector.connect({ network: 'testnet' });
    const results = await connector.signPsbts?.([request, request]);
    expect(signPsbts).toHaveBeenCalledOnce();
    expect(signPsbts.mock.calls[0]?.[0]).toEqual([unsignedHex, unsignedHex]);
    expect(results?.map((r) => r.psbtBase64)).toEqual([psbt.signedBase64, psbt.signedBase64]);
  });
});

describe('magiceden signPsbts', () => {
  const win = (signMultipleTransactions: (token: string) => Promise<unknown>) => ({
    magicEden: { bitcoin: { isMagicEden: true, signMultipleTransactions } },
  });

  it('sends one signMultipleTransactions token and normalises each answer', async () => {
    const sign = vi.fn(async (_token: string) => [
      { psbtBase64: psbt.signedBase64 },
      { psbtBase64: psbt.signedBase64 },
    ]);
    const results = await createMagicEdenConnector(win(sign), noStandardWallets).signPsbts?.([
      { ...request, allowedSighash: [1] },
      request,
    ]);
    expect(sign).toHaveBeenCalledOnce();
    expect(payloadOf(sign.mock.calls[0]?.[0] ?? '')).toEqual({
      message: 'Sign transactions',
      psbts: [
        {
          psbtBase64: psbt.unsignedBase64,
          inputsToSign: [{ address: psbt.address, signingIndexes: [0], sigHash: 1 }],
        },
        { psbtBase64: psbt.unsignedBase64, inputsToSign: [{ address: psbt.address, signingIndexes: [0] }] },
      ],
      network: { type: 'Mainnet' },
    });
    expect(results?.map((r) => r.psbtHex)).toEqual([signedHex, signedHex]);
  });

  it('reads a rejection without a message as a cancel, and refuses a batch broadcast', async () => {
    const connector = createMagicEdenConnector(
      win(async () => Promise.reject(undefined)),
      noStandardWallets,
    );
    await expect(connector.signPsbts?.([request])).rejects.toMatchObject({ code: ErrorCode.USER_REJECTION });
    await expect(connector.signPsbts?.([{ ...request, broadcast: true }])).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
  });
});
