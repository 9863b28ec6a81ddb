import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it, vi } from 'vitest';
import { rejection } from '../../../../test/caught';
import { S, T } from '../../../../test/signatures/world';
import type { IndexedOutput, IndexerClient, InscriptionInfo } from '../clients/indexer';
import { ErrorCode, Messages } from '../primitives/errors';
import { networkParams } from '../primitives/networks';
import { readListing, SIGHASH_SINGLE_ANYONECANPAY } from '../protocol/listing';
import type { Account, Connector, SignPsbtRequest } from '../wallets/kit/types';
import { checkListing } from './check-listing';
import { listForSale } from './list-for-sale';

const REGTEST = networkParams('regtest');
const OPTS = { allowLegacyWitnessUtxo: true, allowUnknownOutputs: true, allowUnknownInputs: true };
const taproot = btc.p2tr(T.x, undefined, REGTEST);
const ordinals: Account = {
  address: taproot.address as string,
  publicKey: hex.encode(T.x),
  purpose: 'ordinals',
  addressType: 'p2tr',
};
const payment: Account = {
  address: btc.p2wpkh(S.pub, REGTEST).address as string,
  publicKey: hex.encode(S.pub),
  purpose: 'payment',
  addressType: 'p2wpkh',
};
const ID = `${'cd'.repeat(32)}i0`;
const OUTPOINT = `${'ab'.repeat(32)}:0`;

function indexer(output: Partial<IndexedOutput> = {}) {
  const found: IndexedOutput = {
    outpoint: OUTPOINT,
    address: ordinals.address,
    value: 10_000n,
    indexed: true,
    spent: false,
    confirmations: 1,
    inscriptions: [ID],
    runes: [],
    ...output,
  };
  return {
    getInscription: async (id: string) =>
      id === ID
        ? ({
            id,
            address: ordinals.address,
            outpoint: OUTPOINT,
            value: 10_000n,
            offset: 0n,
          } as InscriptionInfo)
        : undefined,
    getOutputs: async () => new Map([[OUTPOINT, found]]),
  } as unknown as IndexerClient;
}

/** A wallet that signs what it is asked with the taproot key, with the hash type it chooses. */
function wallet(sign: (tx: btc.Transaction, request: SignPsbtRequest) => void = signAsAsked) {
  const signPsbt = vi.fn(async (request: SignPsbtRequest) => {
    const tx = btc.Transaction.fromPSBT(base64.decode(request.psbtBase64), OPTS);
    sign(tx, request);
    const bytes = tx.toPSBT();
    return { psbtBase64: base64.encode(bytes), psbtHex: hex.encode(bytes), finalized: false };
  });
  return { connector: { name: 'Test Wallet', signPsbt } as unknown as Connector, signPsbt };
}

function signAsAsked(tx: btc.Transaction, request: SignPsbtRequest) {
  for (const index of request.signInputs[ordinals.address] ?? []) {
    tx.signIdx(T.secret, index, request.allowedSighash);
  }
}

const base = {
  indexer: indexer(),
  payment,
  ordinals,
  network: 'regtest' as const,
  inscriptionId: ID,
  price: 50_000n,
  paymentAddress: payment.address,
};

describe('listForSale', () => {
  it('has the wallet sign the inscription’s input SINGLE|ANYONECANPAY and returns a listing a buyer accepts', async () => {
    const { connector, signPsbt } = wallet();
    const listing = await listForSale({ ...base, connector });
    expect(signPsbt).toHaveBeenCalledTimes(1);
    expect(signPsbt.mock.calls[0]?.[0]).toMatchObject({
      signInputs: { [ordinals.address]: [0] },
      allowedSighash: [SIGHASH_SINGLE_ANYONECANPAY],
      broadcast: false,
      finalize: false,
    });
    expect(listing).toMatchObject({ inscriptionId: ID, outpoint: OUTPOINT, price: 50_000n });
    expect(readListing(listing.psbtBase64).price.amount).toBe(50_000n);
    const checked = await checkListing(listing.psbtBase64, { network: 'regtest', indexer: indexer() });
    expect(checked).toMatchObject({ payTo: payment.address, inscriptions: [ID], inscriptionOffset: 0n });
  });

  it('refuses a wallet that signs with another hash type, or signs nothing', async () => {
    const signsAll = wallet((tx) => {
      tx.updateInput(0, { sighashType: btc.SigHash.ALL }, true);
      tx.signIdx(T.secret, 0, [btc.SigHash.ALL]);
    });
    const error = await rejection(listForSale({ ...base, connector: signsAll.connector }));
    expect(error.message).toBe('The wallet returned the PSBT without signing input 0.');
    const signsNothing = wallet(() => undefined);
    const unsigned = await rejection(listForSale({ ...base, connector: signsNothing.connector }));
    expect(unsigned.code).toBe(ErrorCode.WALLET_DID_NOT_SIGN);
  });

  it('reports the wallet’s refusal as a failed signature with its reason', async () => {
    const connector = {
      signPsbt: async () => {
        throw new Error('User rejected');
      },
    } as unknown as Connector;
    const error = await rejection(listForSale({ ...base, connector }));
    expect(error.message).toBe(Messages.signPsbtFailed);
    expect(error.details).toContain('User rejected');
  });

  it('refuses before the wallet opens: another network’s address, an output shared with other assets, an inscription not held', async () => {
    const { connector, signPsbt } = wallet();
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
    const wrong = await rejection(listForSale({ ...base, connector, paymentAddress: mainnet }));
    expect(wrong.code).toBe(ErrorCode.WRONG_NETWORK);
    const two = indexer({ inscriptions: [ID, `${'ef'.repeat(32)}i1`] });
    const shared = await rejection(listForSale({ ...base, connector, indexer: two }));
    expect(shared.message).toBe(
      'This inscription shares its output with other inscriptions or runes. Send it to an output of its own before listing it.',
    );
    const runes = indexer({
      runes: [{ spacedName: 'A•RUNE', amount: 1n, divisibility: 0, symbol: undefined }],
    });
    expect((await rejection(listForSale({ ...base, connector, indexer: runes }))).message).toBe(
      Messages.listingSharedOutput,
    );
    const missing = await rejection(
      listForSale({ ...base, connector, inscriptionId: `${'00'.repeat(32)}i0` }),
    );
    expect(missing.message).toBe('This inscription is not held by the connected wallet.');
    expect(signPsbt).not.toHaveBeenCalled();
  });

  it('refuses, before the wallet opens, an output whose runes the index cannot tell', async () => {
    // ord without --index-runes answers `/output` with no `runes`: that is not "no runes".
    const { connector, signPsbt } = wallet();
    const error = await rejection(
      listForSale({ ...base, connector, indexer: indexer({ runes: undefined }) }),
    );
    expect(error.message).toBe(Messages.listingRunesUnknown);
    expect(error.message).toBe("The indexer cannot say which runes this listing's input holds.");
    expect(signPsbt).not.toHaveBeenCalled();
  });
});
