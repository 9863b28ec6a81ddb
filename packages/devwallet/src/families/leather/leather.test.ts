import { getAddresses, getInfo, RpcErrorCode, sendTransfer, signPsbt } from '@leather.io/rpc';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MNEMONIC, resolveConfig } from '../../config';
import { deriveKeyRing } from '../../keys';
import { DevWallet } from '../../wallet';
import { installLeather } from '.';

/**
 * The Leather family's answers, parsed with @leather.io/rpc's own schemas (real code:
 * @leather.io/rpc@2.21.16), and its sighash allow-list: only ALL/DEFAULT unless `allowedSighash`
 * lists another hash type, refused with INVALID_PARAMS before the approval screen
 * (https://github.com/leather-io/mono/pull/2667).
 */

const ring = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest');
const stranger = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 9);

const SINGLE_ANYONECANPAY = btc.SigHash.SINGLE_ANYONECANPAY;

interface Leather {
  request(method: string, params?: unknown): Promise<{ jsonrpc: '2.0'; id: string; result: unknown }>;
}

function leather(autoApprove = true, quirks: string[] = []): { provider: Leather; wallet: DevWallet } {
  const wallet = new DevWallet(
    resolveConfig({
      mnemonic: DEFAULT_MNEMONIC,
      network: 'regtest',
      impersonate: ['leather'],
      autoApprove,
      quirks: { leather: quirks },
    }),
  );
  const win = {} as { LeatherProvider?: Leather };
  vi.stubGlobal('window', win);
  installLeather(wallet);
  if (!win.LeatherProvider) throw new Error('no window.LeatherProvider');
  return { provider: win.LeatherProvider, wallet };
}

/** Our payment coin (input 0) and our taproot coin (input 1), with the hash types given. */
function psbt(sighash: [number | undefined, number | undefined]): string {
  const tx = new btc.Transaction();
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: ring.payment.script, amount: 50_000n },
    ...(sighash[0] === undefined ? {} : { sighashType: sighash[0] }),
  });
  tx.addInput({
    txid: new Uint8Array(32).fill(2),
    index: 0,
    witnessUtxo: { script: ring.ordinals.script, amount: 50_000n },
    tapInternalKey: ring.ordinals.xOnlyPublicKey,
    ...(sighash[1] === undefined ? {} : { sighashType: sighash[1] }),
  });
  tx.addOutput({ script: stranger.payment.script, amount: 40_000n });
  tx.addOutput({ script: stranger.ordinals.script, amount: 40_000n });
  return hex.encode(tx.toPSBT());
}

const signedInputs = (answer: { result: unknown }) => {
  const { hex: out } = signPsbt.result.parse(answer.result);
  const tx = btc.Transaction.fromPSBT(hex.decode(out));
  return [0, 1].filter((index) => {
    const input = tx.getInput(index);
    return (input.partialSig?.length ?? 0) > 0 || input.tapKeySig !== undefined;
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Dev Wallet: Leather answers as @leather.io/rpc types them', () => {
  it('getInfo and getAddresses parse with Leather’s own result schemas', async () => {
    const { provider } = leather();
    const info = getInfo.result.parse((await provider.request('getInfo')).result);
    expect(info).toMatchObject({
      platform: 'extension',
      supportedMethods: expect.arrayContaining(['signPsbt']),
    });

    const { addresses } = getAddresses.result.parse((await provider.request('getAddresses')).result);
    expect(addresses).toEqual([
      expect.objectContaining({
        type: 'p2wpkh',
        address: ring.payment.address,
        derivationPath: "m/84'/1'/0'/0/0",
      }),
      expect.objectContaining({
        type: 'p2tr',
        address: ring.ordinals.address,
        derivationPath: "m/86'/1'/0'/0/0",
      }),
      { symbol: 'STX', address: expect.stringMatching(/^ST/), publicKey: expect.stringMatching(/^0[23]/) },
    ]);
    const [payment, taproot] = addresses as Array<{ descriptor: string }>;
    expect(payment?.descriptor).toMatch(/^wpkh\(\[[0-9a-f]{8}\/84'\/1'\/0'\]xpub[1-9A-HJ-NP-Za-km-z]+\)$/);
    expect(taproot?.descriptor).toMatch(/^tr\(\[[0-9a-f]{8}\/86'\/1'\/0'\]xpub[1-9A-HJ-NP-Za-km-z]+\)$/);
  });

  it('an unknown method rejects with the whole envelope, code -32601, as Leather 6.73.4 does', async () => {
    const { provider } = leather();
    await expect(provider.request('stx_signMessage', {})).rejects.toMatchObject({
      jsonrpc: '2.0',
      id: expect.any(String),
      error: {
        code: RpcErrorCode.METHOD_NOT_FOUND,
        message: expect.stringMatching(
          /^"stx_signMessage" is not supported\. Try running `\.request\('supportedMethods'\)`/,
        ),
      },
    });
  });
});

describe('Dev Wallet: Leather signs ALL/DEFAULT unless allowedSighash lists another hash type', () => {
  it('signs inputs with no hash type, ALL or DEFAULT without allowedSighash', async () => {
    const { provider } = leather();
    expect(signedInputs(await provider.request('signPsbt', { hex: psbt([undefined, undefined]) }))).toEqual([
      0, 1,
    ]);
    expect(signedInputs(await provider.request('signPsbt', { hex: psbt([0x01, 0x00]) }))).toEqual([0, 1]);
  });

  it('refuses SINGLE|ANYONECANPAY with INVALID_PARAMS before any prompt when allowedSighash omits it', async () => {
    // No auto-approval: a prompt would wait forever, so the refusal must come before it.
    const { provider, wallet } = leather(false);
    const ask = vi.spyOn(wallet, 'ask');
    const sign = vi.spyOn(wallet, 'signPsbt');
    for (const params of [
      { hex: psbt([SINGLE_ANYONECANPAY, undefined]) },
      { hex: psbt([SINGLE_ANYONECANPAY, undefined]), signAtIndex: 0, allowedSighash: [btc.SigHash.ALL] },
      { hex: psbt([undefined, SINGLE_ANYONECANPAY]), signAtIndex: [0, 1] },
    ]) {
      await expect(provider.request('signPsbt', params)).rejects.toMatchObject({
        jsonrpc: '2.0',
        id: expect.any(String),
        error: { code: RpcErrorCode.INVALID_PARAMS, message: expect.stringMatching(/allowedSighash/) },
      });
    }
    expect(ask).not.toHaveBeenCalled();
    expect(sign).not.toHaveBeenCalled();
  });

  it('signs SINGLE|ANYONECANPAY when allowedSighash lists it, and checks only the inputs it signs', async () => {
    const { provider } = leather();
    const listed = await provider.request('signPsbt', {
      hex: psbt([SINGLE_ANYONECANPAY, undefined]),
      allowedSighash: [SINGLE_ANYONECANPAY],
    });
    expect(signedInputs(listed)).toEqual([0, 1]);
    const other = await provider.request('signPsbt', {
      hex: psbt([SINGLE_ANYONECANPAY, undefined]),
      signAtIndex: 1,
    });
    expect(signedInputs(other)).toEqual([1]);
  });

  it('a malformed allowedSighash is INVALID_PARAMS', async () => {
    const { provider } = leather();
    await expect(
      provider.request('signPsbt', { hex: psbt([undefined, undefined]), allowedSighash: 0x83 }),
    ).rejects.toMatchObject({ error: { code: RpcErrorCode.INVALID_PARAMS } });
  });
});

describe('Leather policy account (the policy-account quirk)', () => {
  const request = { recipients: [{ address: stranger.payment.address, amount: '1000' }] };

  it('asks, then answers sendTransfer as proposed to the co-signers, with no txid, broadcasting nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { provider, wallet } = leather(false, ['policy-account']);
    const answered = provider.request('sendTransfer', request);
    await vi.waitFor(() => expect(wallet.approvals.current()?.method).toBe('sendTransfer'));
    wallet.approvals.decide(true);
    const answer = await answered;
    // Leather's own schema of the answer still parses it: `txid` is a string, empty.
    expect(sendTransfer.result.parse(answer.result)).toEqual({ txid: '' });
    expect(answer.result).toEqual({
      txid: '',
      status: 'proposed',
      proposalId: expect.stringMatching(/^proposal-/),
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
