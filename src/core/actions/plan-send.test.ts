import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2wpkh } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import type { Account, Connector } from '../connectors/types';
import type { ExplorerClient } from '../explorer';
import { networkParams } from '../networks';
import { planSend } from './plan-send';

const publicKey = secp256k1.getPublicKey(new Uint8Array(32).fill(3), true);
const own = p2wpkh(publicKey, networkParams('regtest'));
const other = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(4), true), networkParams('regtest'));
const payment: Account = {
  address: own.address as string,
  publicKey: hex.encode(publicKey),
  purpose: 'payment',
  addressType: 'p2wpkh',
};
const connector = { capabilities: { nativeSend: false } } as unknown as Connector;
const explorer = {
  getUtxos: async () => [{ txid: 'ab'.repeat(32), vout: 0, value: 1_000_000n, status: { confirmed: true } }],
} as unknown as ExplorerClient;

const plan = (amountText: string, feeRate: number, fastestRate?: number) =>
  planSend({
    connector,
    explorer,
    network: 'regtest',
    payment,
    recipient: other.address as string,
    amountText,
    feeRate,
    ...(fastestRate === undefined ? {} : { fastestRate }),
  });

describe('planSend fee guard (SPEC R16.1)', () => {
  it('flags nothing for an ordinary fee', async () => {
    const result = await plan('0.001', 10, 20);
    expect(result.mode === 'psbt' && result.feeWarnings).toEqual([]);
  });

  it('flags a fee above the amount and a rate above 5× the fastest estimate', async () => {
    const result = await plan('0.00001', 150, 20);
    expect(result.mode === 'psbt' && result.feeWarnings).toEqual(['fee-above-amount', 'rate-above-ceiling']);
    expect(result.mode === 'psbt' && result.feeCeiling).toBe(100);
  });

  it('uses a 1,000 sat/vB ceiling when no estimate is known', async () => {
    const below = await plan('0.005', 900);
    const above = await plan('0.005', 1_100);
    expect(below.mode === 'psbt' && below.feeWarnings).toEqual([]);
    expect(above.mode === 'psbt' && above.feeWarnings).toEqual(['rate-above-ceiling']);
  });
});

describe('planSend with many recipients (SPEC R18.3)', () => {
  const third = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(5), true), networkParams('regtest'));
  const rows = [
    { address: other.address as string, amountText: '0.001' },
    { address: third.address as string, amountText: '0.002' },
  ];
  const planRows = (
    recipients: { address: string; amountText: string }[],
    nativeSend = false,
    multi = false,
  ) =>
    planSend({
      connector: { capabilities: { nativeSend, multiRecipientSend: multi } } as unknown as Connector,
      explorer,
      network: 'regtest',
      payment,
      recipient: '',
      amountText: '',
      recipients,
      feeRate: 2,
    });

  it('builds one output per row, in order, with the total as the amount', async () => {
    const plan = await planRows(rows);
    expect(plan.mode).toBe('psbt');
    expect(plan.amount).toBe(300_000n);
    expect(plan.recipients).toEqual([
      { address: other.address, amount: 100_000n },
      { address: third.address, amount: 200_000n },
    ]);
  });

  it("uses the wallet's own send only when it takes several recipients", async () => {
    expect((await planRows(rows, true, true)).mode).toBe('native');
    expect((await planRows(rows, true, false)).mode).toBe('psbt');
  });

  it('says which row is wrong', async () => {
    await expect(
      planRows([rows[0] as (typeof rows)[0], { address: 'nope', amountText: '0.001' }]),
    ).rejects.toThrow(/^Recipient 2: /);
    await expect(
      planRows([rows[0] as (typeof rows)[0], { address: third.address as string, amountText: '0.000001' }]),
    ).rejects.toThrow('Recipient 2: The amount is below the dust limit of 294 sats for this address.');
  });
});
