import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it, vi } from 'vitest';
import { rejection } from '../../../../test/caught';
import { listingWithFields } from '../../../../test/signatures/listing-fields';
import { key, withInputEntries } from '../../../../test/signatures/raw-psbt';
import { A, INTERNAL, S, T } from '../../../../test/signatures/world';
import { verifyInputs } from '../../../devnet/src/admission/verify';
import { decodeTx } from '../../../devnet/src/tx/transaction';
import type { ExplorerClient } from '../clients/explorer';
import type { IndexedOutput, IndexerClient, InscriptionInfo } from '../clients/indexer';
import { ErrorCode, Messages, SatchelError } from '../primitives/errors';
import { networkParams } from '../primitives/networks';
import { buildListingPsbt, locateSat, SIGHASH_SINGLE_ANYONECANPAY } from '../protocol/listing';
import type { Account, Connector, SignPsbtRequest } from '../wallets/kit/types';
import { buyListing } from './buy-listing';

const REGTEST = networkParams('regtest');
const OPTS = { allowLegacyWitnessUtxo: true, allowUnknownOutputs: true, allowUnknownInputs: true };
const account = (address: string | undefined, key: Uint8Array, addressType: Account['addressType']) =>
  ({ address, publicKey: hex.encode(key), purpose: 'payment', addressType }) as Account;

const sellerOrdinals = btc.p2tr(T.x, undefined, REGTEST);
const sellerPayment = btc.p2wpkh(S.pub, REGTEST);
const buyerPayment = btc.p2wpkh(A.pub, REGTEST);
const buyerOrdinals = btc.p2tr(INTERNAL.x, undefined, REGTEST);
const payment = account(buyerPayment.address, A.pub, 'p2wpkh');
const ordinals = { ...account(buyerOrdinals.address, INTERNAL.x, 'p2tr'), purpose: 'ordinals' } as Account;

const SELLER_TXID = 'aa'.repeat(32);
const OUTPOINT = `${SELLER_TXID}:0`;
const ID = `${'cd'.repeat(32)}i0`;
const PRICE = 80_000n;
const POSTAGE = 546n;
const BUYER_COINS = [
  { txid: '01'.repeat(32), vout: 0, value: 600n },
  { txid: '02'.repeat(32), vout: 1, value: 1_000n },
  { txid: '03'.repeat(32), vout: 0, value: 200_000n },
];

/** The seller's signed listing, as a wallet returns it. */
function sellerListing(price = PRICE): string {
  const tx = btc.Transaction.fromPSBT(base64.decode(unsignedListing(price)), OPTS);
  tx.signIdx(T.secret, 0, [SIGHASH_SINGLE_ANYONECANPAY]);
  return base64.encode(tx.toPSBT());
}

function unsignedListing(price = PRICE): string {
  return buildListingPsbt({
    inscriptionUtxo: {
      txid: SELLER_TXID,
      vout: 0,
      value: POSTAGE,
      type: 'p2tr',
      address: sellerOrdinals.address as string,
      tapInternalKey: T.x,
    },
    price,
    paymentAddress: sellerPayment.address as string,
    network: 'regtest',
  }).psbtBase64;
}

function indexer(seller: Partial<IndexedOutput> = {}) {
  const found: IndexedOutput = {
    outpoint: OUTPOINT,
    address: sellerOrdinals.address,
    value: POSTAGE,
    indexed: true,
    spent: false,
    confirmations: 2,
    inscriptions: [ID],
    runes: [],
    ...seller,
  };
  const free = new Set(BUYER_COINS.map((c) => `${c.txid}:${c.vout}`));
  return {
    getOutputs: async () => new Map([[OUTPOINT, found]]),
    getInscription: async (id: string) => ({ id, outpoint: OUTPOINT, offset: 0n }) as InscriptionInfo,
    assetStatus: async () => ({ free, protected: new Set<string>() }),
  } as unknown as IndexerClient;
}

function explorer() {
  const broadcasts: string[] = [];
  const client = {
    getUtxos: async () => BUYER_COINS.map((c) => ({ ...c, confirmed: true, blockHeight: 100 })),
    broadcast: async (raw: string) => {
      broadcasts.push(raw);
      return btc.Transaction.fromRaw(hex.decode(raw), OPTS).id;
    },
  } as unknown as ExplorerClient;
  return { client, broadcasts };
}

/**
 * The buyer's wallet: signs the inputs asked for with its payment key, as scure's signer does;
 * `change` acts before it signs, `after` on the PSBT it returns.
 */
function buyerWallet(
  change?: (tx: btc.Transaction) => btc.Transaction,
  after?: (tx: btc.Transaction) => string,
) {
  const signPsbt = vi.fn(async (request: SignPsbtRequest) => {
    let tx = btc.Transaction.fromPSBT(base64.decode(request.psbtBase64), OPTS);
    if (change) tx = change(tx);
    for (const i of request.signInputs[payment.address] ?? [])
      tx.signIdx(A.secret, i, request.allowedSighash);
    const bytes = after ? base64.decode(after(tx)) : tx.toPSBT();
    return { psbtBase64: base64.encode(bytes), psbtHex: hex.encode(bytes), finalized: false };
  });
  return { connector: { name: 'Buyer Wallet', signPsbt } as unknown as Connector, signPsbt };
}

function params(listing: string, overrides: Record<string, unknown> = {}) {
  const chain = explorer();
  const wallet = buyerWallet();
  return {
    chain,
    wallet,
    params: {
      listing,
      network: 'regtest' as const,
      explorer: chain.client,
      indexer: indexer(),
      payment,
      ordinals,
      feeRate: 3,
      connector: wallet.connector,
      ...overrides,
    },
  };
}

const prevoutsOf = (tx: btc.Transaction) =>
  Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    const seller = hex.encode(input.txid as Uint8Array) === SELLER_TXID;
    return seller
      ? { script: sellerOrdinals.script, value: POSTAGE }
      : {
          script: buyerPayment.script,
          value: BUYER_COINS.find((c) => c.txid === hex.encode(input.txid as Uint8Array))?.value as bigint,
        };
  });

describe('buyListing', () => {
  it('buys: the wallet signs its inputs ALL, the node accepts, the inscription opens the buyer’s ordinals output', async () => {
    const { chain, wallet, params: p } = params(sellerListing());
    const { txid, rawHex } = await buyListing(p);
    expect(chain.broadcasts).toEqual([rawHex]);
    expect(wallet.signPsbt.mock.calls[0]?.[0]).toMatchObject({
      signInputs: { [payment.address]: [0, 1, 3] },
      allowedSighash: [btc.SigHash.ALL],
      broadcast: false,
    });
    const tx = btc.Transaction.fromRaw(hex.decode(rawHex), OPTS);
    expect(tx.id).toBe(txid);
    // The devnet's script verifier (Core's standard flags) accepts every input, the seller's too.
    const prevouts = prevoutsOf(tx);
    verifyInputs(decodeTx(hex.decode(rawHex)), prevouts);
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i));
    expect(outputs[1]?.script).toEqual(buyerOrdinals.script);
    expect(outputs[2]).toMatchObject({ script: sellerPayment.script, amount: PRICE });
    const values = {
      inputs: prevouts.map((p) => p.value),
      outputs: outputs.map((o) => o.amount as bigint),
    };
    expect(locateSat(values.inputs, values.outputs, 2, 0n)).toEqual({ output: 1, offset: 0n });
  });

  describe('refuses before the wallet opens', () => {
    const tampered = () => {
      const tx = btc.Transaction.fromPSBT(base64.decode(sellerListing()), OPTS);
      const sig = Uint8Array.from(tx.getInput(0).tapKeySig as Uint8Array);
      sig[3] = (sig[3] as number) ^ 0xff;
      tx.updateInput(0, { tapKeySig: sig }, true);
      return base64.encode(tx.toPSBT());
    };
    const moved = () => {
      const tx = btc.Transaction.fromPSBT(base64.decode(sellerListing()), OPTS);
      const other = new btc.Transaction(OPTS);
      other.addInput(tx.getInput(0), true);
      other.addOutput({ script: buyerPayment.script, amount: 600n }, true);
      other.addOutput(tx.getOutput(0), true);
      return base64.encode(other.toPSBT());
    };
    const mainnetOrdinals = { ...ordinals, address: btc.p2tr(INTERNAL.x).address as string };
    const payment2in = () => {
      const tx = new btc.Transaction(OPTS);
      for (const c of BUYER_COINS.slice(0, 2)) {
        tx.addInput({
          txid: c.txid,
          index: c.vout,
          witnessUtxo: { script: buyerPayment.script, amount: c.value },
        });
      }
      tx.addOutput({ script: sellerPayment.script, amount: 1_000n });
      return base64.encode(tx.toPSBT());
    };

    it.each([
      ['a tampered signature', () => tampered(), {}, Messages.listingSignatureInvalid],
      ['a moved price output', () => moved(), {}, Messages.listingPriceMoved],
      ['a PSBT that is no listing', payment2in, {}, Messages.listingShape],
      ['garbage', () => 'hello', {}, Messages.listingUnreadable],
      [
        'an inscription gone from the input',
        () => sellerListing(),
        { indexer: indexer({ inscriptions: [] }) },
        Messages.listingInscriptionGone,
      ],
      [
        'a listing locked 100 blocks ahead',
        () => listingWithFields(unsignedListing(), T.secret, { lockTime: 100, sequence: 0xfffffffe }),
        {},
        Messages.listingTxFields,
      ],
      [
        'a listing whose input has a BIP-68 relative lock',
        () => listingWithFields(unsignedListing(), T.secret, { sequence: 144 }),
        {},
        Messages.listingTxFields,
      ],
      [
        'a version 0 listing',
        () => listingWithFields(unsignedListing(), T.secret, { version: 0 }),
        {},
        Messages.listingTxFields,
      ],
      [
        'a version 4 listing',
        () => listingWithFields(unsignedListing(), T.secret, { version: 4 }),
        {},
        Messages.listingTxFields,
      ],
      [
        'an index that does not track runes',
        () => sellerListing(),
        { indexer: indexer({ runes: undefined }) },
        Messages.listingRunesUnknown,
      ],
      [
        'an ordinals address of another network',
        () => sellerListing(),
        { ordinals: mainnetOrdinals },
        'This is a mainnet address; the app is on regtest.',
      ],
    ])('%s', async (_, listing, overrides, message) => {
      const { chain, wallet, params: p } = params(listing(), overrides);
      const error = await buyListing(p).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(SatchelError);
      expect((error as SatchelError).message).toBe(message);
      expect(wallet.signPsbt).not.toHaveBeenCalled();
      expect(chain.broadcasts).toEqual([]);
    });
  });

  it('broadcasts nothing when the wallet changes the transaction or leaves an input unsigned', async () => {
    const greedy = buyerWallet((tx) => {
      tx.updateOutput(3, { amount: (tx.getOutput(3).amount as bigint) - 1_000n });
      return tx;
    });
    const changed = params(sellerListing(), { connector: greedy.connector });
    expect((await rejection(buyListing(changed.params))).code).toBe(ErrorCode.WALLET_CHANGED_TRANSACTION);
    expect(changed.chain.broadcasts).toEqual([]);
    const lazy = {
      signPsbt: async (request: SignPsbtRequest) => ({
        psbtBase64: request.psbtBase64,
        psbtHex: '',
        finalized: false,
      }),
    } as unknown as Connector;
    const unsigned = params(sellerListing(), { connector: lazy });
    expect((await rejection(buyListing(unsigned.params))).message).toBe(
      'The wallet returned the PSBT without signing input 0.',
    );
    expect(unsigned.chain.broadcasts).toEqual([]);
  });

  describe('refuses a wallet that changes the seller’s input, which it was not asked to sign', () => {
    const garbage = Uint8Array.of(0x01, 0x01, 0x51);
    it.each([
      ['a final witness', (tx: btc.Transaction) => withInputEntries(tx, 2, [], [[key(0x08), garbage]])],
      [
        'a final scriptSig',
        (tx: btc.Transaction) => withInputEntries(tx, 2, [], [[key(0x07), Uint8Array.of(0x51)]]),
      ],
      [
        'a signature of its own',
        (tx: btc.Transaction) => withInputEntries(tx, 2, [], [[key(0x13), new Uint8Array(64).fill(7)]]),
      ],
      [
        'another sighash type',
        (tx: btc.Transaction) => withInputEntries(tx, 2, [], [[key(0x03), Uint8Array.of(1, 0, 0, 0)]]),
      ],
      ['its witnessUtxo dropped', (tx: btc.Transaction) => withInputEntries(tx, 2, [0x01], [])],
    ])('%s', async (_, after) => {
      const wallet = buyerWallet(undefined, after);
      const { chain, params: p } = params(sellerListing(), { connector: wallet.connector });
      const error = await rejection(buyListing(p));
      expect(wallet.signPsbt).toHaveBeenCalledTimes(1);
      expect(error.message).toBe(Messages.walletChangedTransaction);
      expect(error.message).toBe('The wallet returned a transaction that differs from the one you reviewed.');
      expect(error.details).toContain('Input 2');
      expect(chain.broadcasts).toEqual([]);
    });
  });
});
