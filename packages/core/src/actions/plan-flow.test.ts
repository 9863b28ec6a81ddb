import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import type { ExplorerClient } from '../clients/explorer';
import type { IndexedOutput, IndexerClient, RuneInfo } from '../clients/indexer';
import { networkParams } from '../primitives/networks';
import type { Account, Connector } from '../wallets/kit/types';
import { NO_ASSETS, UNKNOWN_ASSETS } from './flow';
import { sendPlanFlow, transferPlanFlow } from './plan-flow';
import { planRunesTransfer } from './plan-runes-transfer';
import { planSend } from './plan-send';

const REGTEST = networkParams('regtest');
const key = (n: number) => secp256k1.getPublicKey(new Uint8Array(32).fill(n), true);
const payment: Account = {
  address: p2wpkh(key(3), REGTEST).address as string,
  publicKey: hex.encode(key(3)),
  purpose: 'payment',
  addressType: 'p2wpkh',
};
const ordinals: Account = {
  address: p2tr(key(5).slice(1), undefined, REGTEST).address as string,
  publicKey: hex.encode(key(5).slice(1)),
  purpose: 'ordinals',
  addressType: 'p2tr',
};
const stranger = p2tr(key(7).slice(1), undefined, REGTEST).address as string;
const context = { network: 'regtest' as const, ownedAddresses: [payment.address, ordinals.address] };

const VOUCHED = `${'aa'.repeat(32)}:0`;
const UNCONFIRMED = `${'bb'.repeat(32)}:1`;
const RUNIC = `${'cc'.repeat(32)}:0`;

const explorer = {
  getUtxos: async () => [
    { txid: 'aa'.repeat(32), vout: 0, value: 60_000n, confirmed: true },
    { txid: 'bb'.repeat(32), vout: 1, value: 50_000n, confirmed: false },
  ],
} as unknown as ExplorerClient;
const assetStatus = async () => ({ free: new Set([VOUCHED]), protected: new Set<string>() });

describe('sendPlanFlow', () => {
  it('draws an app-built send: coins the index vouched for, the recipient, change and the fee', async () => {
    const plan = await planSend({
      connector: { capabilities: { nativeSend: false } } as unknown as Connector,
      explorer,
      network: 'regtest',
      payment,
      recipient: stranger,
      amountText: '0.001',
      feeRate: 2,
      assets: { assetStatus },
    });
    if (plan.mode !== 'psbt') throw new Error('expected a built send');
    const flow = sendPlanFlow(plan, context);
    expect(flow.inputs?.map((i) => [i.outpoint, i.value, i.owned, i.assets])).toEqual([
      [VOUCHED, 60_000n, true, NO_ASSETS],
      [UNCONFIRMED, 50_000n, true, UNKNOWN_ASSETS],
    ]);
    expect(flow.outputs.map((o) => [o.role, o.address, o.value])).toEqual([
      ['recipient', stranger, 100_000n],
      ['change', payment.address, 110_000n - 100_000n - plan.fee],
    ]);
    expect(flow.fee).toBe(plan.fee);
    // The unconfirmed coin's sats reach the change and the fee: what they carry there is unknown.
    expect(flow.outputs[1]?.assets.complete).toBe(false);
  });

  it("draws the wallet's own send as its recipients, the coins and fee left to the wallet", async () => {
    const plan = await planSend({
      connector: { capabilities: { nativeSend: true } } as unknown as Connector,
      explorer,
      network: 'regtest',
      payment,
      recipient: stranger,
      amountText: '0.0005',
      feeRate: 1,
    });
    const flow = sendPlanFlow(plan, context);
    expect(flow.inputs).toBeUndefined();
    expect(flow.outputs).toEqual([
      { index: 0, address: stranger, value: 50_000n, role: 'recipient', assets: UNKNOWN_ASSETS },
    ]);
    expect(flow.fee).toBeUndefined();
  });
});

describe('transferPlanFlow', () => {
  it('shows where a runes transfer sends each rune: the edict to the recipient, the rest home', async () => {
    const rune = { id: '840000:3', spacedName: 'SATCHEL•RUNE', divisibility: 2, symbol: '¤' } as RuneInfo;
    const held: IndexedOutput = {
      outpoint: RUNIC,
      address: ordinals.address,
      value: 546n,
      indexed: true,
      spent: false,
      confirmations: 3,
      inscriptions: [],
      runes: [
        { spacedName: 'SATCHEL•RUNE', amount: 10_000n, divisibility: 2, symbol: '¤' },
        { spacedName: 'OTHER', amount: 7n, divisibility: 0, symbol: undefined },
      ],
    };
    const indexer = {
      getRune: async () => rune,
      getAddressOutputs: async () => [held],
      assetStatus,
    } as unknown as IndexerClient;
    const plan = await planRunesTransfer({
      explorer,
      indexer,
      network: 'regtest',
      payment,
      ordinals,
      recipient: stranger,
      rune: 'SATCHEL•RUNE',
      amount: 4_000n,
      feeRate: 2,
    });
    const flow = transferPlanFlow(plan, context);
    const runeMark = (spacedName: string, amount: bigint, divisibility: number, symbol?: string) => ({
      kind: 'rune',
      spacedName,
      amount,
      divisibility,
      symbol,
    });
    expect(flow.inputs?.map((i) => [i.outpoint, i.assets])).toEqual([
      [
        RUNIC,
        {
          marks: [runeMark('SATCHEL•RUNE', 10_000n, 2, '¤'), runeMark('OTHER', 7n, 0)],
          complete: true,
        },
      ],
      [VOUCHED, NO_ASSETS],
    ]);
    expect(flow.outputs.map((o) => [o.role, o.address, o.assets])).toEqual([
      ['runestone', undefined, NO_ASSETS],
      ['recipient', stranger, { marks: [runeMark('SATCHEL•RUNE', 4_000n, 2, '¤')], complete: true }],
      [
        'change',
        ordinals.address,
        { marks: [runeMark('SATCHEL•RUNE', 6_000n, 2, '¤'), runeMark('OTHER', 7n, 0)], complete: true },
      ],
      ['change', payment.address, NO_ASSETS],
    ]);
    expect(flow.fee).toBe(plan.mode === 'app' ? plan.fee : undefined);
  });
});
