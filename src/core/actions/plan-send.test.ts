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
