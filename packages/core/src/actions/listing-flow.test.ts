import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { A, INTERNAL, S, T } from '../../../../test/signatures/world';
import type { ExplorerClient } from '../clients/explorer';
import type { IndexedOutput, IndexerClient, InscriptionInfo, RunePile } from '../clients/indexer';
import { networkParams } from '../primitives/networks';
import { buildListingPsbt, SIGHASH_SINGLE_ANYONECANPAY } from '../protocol/listing';
import type { Account } from '../wallets/kit/types';
import { NO_ASSETS } from './flow';
import { listingFlow, purchasePlanFlow } from './listing-flow';
import { planListingPurchase } from './plan-listing-purchase';

const REGTEST = networkParams('regtest');
const OPTS = { allowLegacyWitnessUtxo: true, allowUnknownOutputs: true, allowUnknownInputs: true };
const sellerOrdinals = btc.p2tr(T.x, undefined, REGTEST);
const sellerPayment = btc.p2wpkh(S.pub, REGTEST);
const buyerPayment = btc.p2wpkh(A.pub, REGTEST);
const buyerOrdinals = btc.p2tr(INTERNAL.x, undefined, REGTEST);
const payment = {
  address: buyerPayment.address,
  publicKey: hex.encode(A.pub),
  purpose: 'payment',
  addressType: 'p2wpkh',
} as Account;
const ordinals = {
  address: buyerOrdinals.address,
  publicKey: hex.encode(INTERNAL.x),
  purpose: 'ordinals',
  addressType: 'p2tr',
} as Account;
const SELLER_TXID = 'aa'.repeat(32);
const OUTPOINT = `${SELLER_TXID}:0`;
const ID = `${'cd'.repeat(32)}i0`;
const PRICE = 80_000n;
const POSTAGE = 10_000n;
const COINS = [
  { txid: '01'.repeat(32), vout: 0, value: 600n },
  { txid: '02'.repeat(32), vout: 1, value: 1_000n },
  { txid: '03'.repeat(32), vout: 0, value: 200_000n },
];
const RUNE: RunePile = { spacedName: 'DEV•RUNE', amount: 5n, divisibility: 0, symbol: 'R' };

function listing(): string {
  const built = buildListingPsbt({
    inscriptionUtxo: {
      txid: SELLER_TXID,
      vout: 0,
      value: POSTAGE,
      type: 'p2tr',
      address: sellerOrdinals.address as string,
      tapInternalKey: T.x,
    },
    price: PRICE,
    paymentAddress: sellerPayment.address as string,
    network: 'regtest',
  });
  const tx = btc.Transaction.fromPSBT(base64.decode(built.psbtBase64), OPTS);
  tx.signIdx(T.secret, 0, [SIGHASH_SINGLE_ANYONECANPAY]);
  return base64.encode(tx.toPSBT());
}

async function plan(runes: RunePile[]) {
  const found: IndexedOutput = {
    outpoint: OUTPOINT,
    address: sellerOrdinals.address,
    value: POSTAGE,
    indexed: true,
    spent: false,
    confirmations: 2,
    inscriptions: [ID],
    runes,
  };
  const indexer = {
    getOutputs: async () => new Map([[OUTPOINT, found]]),
    getInscription: async (id: string) => ({ id, outpoint: OUTPOINT, offset: 0n }) as InscriptionInfo,
    assetStatus: async () => ({
      free: new Set(COINS.map((c) => `${c.txid}:${c.vout}`)),
      protected: new Set<string>(),
    }),
  } as unknown as IndexerClient;
  const explorer = {
    getUtxos: async () => COINS.map((c) => ({ ...c, confirmed: true, blockHeight: 100 })),
  } as unknown as ExplorerClient;
  return planListingPurchase({
    listing: listing(),
    network: 'regtest',
    explorer,
    indexer,
    payment,
    ordinals,
    feeRate: 2,
  });
}

const context = {
  network: 'regtest' as const,
  ownedAddresses: [buyerPayment.address as string, buyerOrdinals.address as string],
};

describe('listingFlow', () => {
  it('draws the seller’s one input with its inscription and the price it pays, with no fee', () => {
    const flow = listingFlow({
      inscriptionId: ID,
      outpoint: OUTPOINT,
      ownerAddress: sellerOrdinals.address as string,
      value: POSTAGE,
      price: PRICE,
      paymentAddress: sellerPayment.address as string,
    });
    expect(flow.inputs).toEqual([
      {
        index: 0,
        outpoint: OUTPOINT,
        address: sellerOrdinals.address,
        value: POSTAGE,
        owned: true,
        assets: { marks: [{ kind: 'inscription', id: ID }], complete: true },
      },
    ]);
    expect(flow.outputs).toEqual([
      { index: 0, address: sellerPayment.address, value: PRICE, role: 'recipient', assets: NO_ASSETS },
    ]);
    expect(flow.fee).toBeUndefined();
  });
});

describe('purchasePlanFlow', () => {
  it('marks the seller’s input as not yours, the inscription on the ordinals output, the price to the seller', async () => {
    const reviewed = await plan([]);
    const flow = purchasePlanFlow(reviewed, context);
    expect(flow.inputs?.map((i) => [i.index, i.owned, i.assets.marks.length])).toEqual([
      [0, true, 0],
      [1, true, 0],
      [2, false, 1],
      [3, true, 0],
    ]);
    expect(flow.inputs?.[2]?.value).toBe(POSTAGE);
    expect(flow.outputs.map((o) => [o.address, o.role])).toEqual([
      [buyerPayment.address, 'change'],
      [buyerOrdinals.address, 'change'],
      [sellerPayment.address, 'recipient'],
      [buyerPayment.address, 'change'],
    ]);
    expect(flow.outputs[1]?.assets).toEqual({ marks: [{ kind: 'inscription', id: ID }], complete: true });
    expect(flow.outputs[2]).toMatchObject({ value: PRICE, assets: NO_ASSETS });
    expect(flow.fee).toBe(reviewed.fee);
    expect(flow.feeAssets).toEqual(NO_ASSETS);
  });

  it('sends runes of the seller’s output to output 0, where ord puts them without a runestone', async () => {
    const flow = purchasePlanFlow(await plan([RUNE]), context);
    expect(flow.inputs?.[2]?.assets.marks.map((m) => m.kind)).toEqual(['inscription', 'rune']);
    expect(flow.outputs[0]?.assets.marks).toEqual([
      { kind: 'rune', spacedName: 'DEV•RUNE', amount: 5n, divisibility: 0, symbol: 'R' },
    ]);
    expect(flow.outputs[1]?.assets.marks.map((m) => m.kind)).toEqual(['inscription']);
  });
});
