import { Transaction } from '@scure/btc-signer';
import { ErrorCode, Errors, SatchelError } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { MAX_SATS } from '../../primitives/units';
import { encodeBase64 } from '../message/encoding';
import { checkPayment, type FundingUtxo, type PayableOutput } from '../send';
import { inputFields } from '../send/build';
import { SIGHASH_SINGLE_ANYONECANPAY } from './layout';

export interface ListingTerms {
  /** Sats the seller receives (the inscription leaves with its output's value as postage). */
  price: bigint;
  /** The seller's payment address, where the price is paid. */
  paymentAddress: string;
  network: BitcoinNetwork;
}

/**
 * The price output of a listing: an address of the app's network and an amount a node relays.
 * @throws SatchelError for another network's address, an amount of zero, dust or above the supply.
 */
export function listingPriceOutput(terms: ListingTerms): PayableOutput {
  if (typeof terms.price === 'bigint' && terms.price > MAX_SATS) {
    throw new SatchelError(ErrorCode.INVALID_AMOUNT, 'The price is above 21,000,000 BTC.');
  }
  return checkPayment({ address: terms.paymentAddress, amount: terms.price, network: terms.network });
}

export interface BuildListingParams extends ListingTerms {
  /** The seller's output holding the inscription, with its address and key data (`fundingUtxo`). */
  inscriptionUtxo: FundingUtxo;
}

export interface BuiltListing {
  /** Unsigned: what the seller's wallet is asked to sign. */
  psbtBase64: string;
  /** The owner's address → `[0]`, the sats-connect `signInputs` shape. */
  signInputs: Record<string, number[]>;
}

/**
 * The seller's side of a sale: one input, the inscription's output (witnessUtxo, and
 * the BIP-371 tapInternalKey for taproot), named to be signed SIGHASH_SINGLE|ANYONECANPAY
 * (BIP-174 PSBT_IN_SIGHASH_TYPE), and one output paying the price to the seller. Signed, it lets
 * anyone complete the sale by adding inputs and outputs around that pair, never by changing it.
 *
 * Only segwit inputs can be listed: a legacy SIGHASH_SINGLE digest blanks the outputs before the
 * input's own index, so it depends on that index and breaks once the buyer moves the input to
 * index 2; BIP-143 and BIP-341 digests hash only the paired output.
 * @throws SatchelError for legacy outputs and the price checks of `listingPriceOutput`.
 */
export function buildListingPsbt(params: BuildListingParams): BuiltListing {
  const price = listingPriceOutput(params);
  const utxo = params.inscriptionUtxo;
  if (utxo.type === 'p2pkh') {
    throw Errors.listingInputType({
      details: 'A legacy signature cannot move to the input position a purchase gives it.',
    });
  }
  if (!utxo.address) {
    throw new SatchelError(ErrorCode.INVALID_PARAMS, `UTXO ${utxo.txid}:${utxo.vout} needs its address.`);
  }
  const tx = new Transaction({ allowLegacyWitnessUtxo: true });
  tx.addInput({
    ...inputFields({ ...utxo, inscription: false, rune: false }),
    sighashType: SIGHASH_SINGLE_ANYONECANPAY,
  });
  tx.addOutput({ script: price.script, amount: params.price });
  return { psbtBase64: encodeBase64(tx.toPSBT()), signInputs: { [utxo.address]: [0] } };
}
