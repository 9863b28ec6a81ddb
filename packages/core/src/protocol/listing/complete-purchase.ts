import { Transaction } from '@scure/btc-signer';
import { describeCause, Errors } from '../../primitives/errors';
import { encodeBase64 } from '../message/encoding';
import { decodePsbtText } from '../psbt/decode';
import { type FinalizedTransaction, finalizePsbt } from '../send/finalize';
import { SELLER_INDEX } from './layout';
import type { SellerInput } from './read-listing';

const OPTS = { allowLegacyWitnessUtxo: true, allowUnknownOutputs: true, allowUnknownInputs: true } as const;

/** The listing's input fields a finalizer needs (BIP-174), for scure's `updateInput`. */
function sellerFields(seller: SellerInput) {
  const s = seller.signed;
  return {
    witnessUtxo: { script: seller.prevout.script, amount: seller.prevout.amount },
    ...(s.sighashType === undefined ? {} : { sighashType: s.sighashType }),
    ...(s.redeemScript ? { redeemScript: s.redeemScript } : {}),
    ...(s.tapInternalKey ? { tapInternalKey: s.tapInternalKey } : {}),
    ...(s.partialSigs.length > 0
      ? { partialSig: s.partialSigs.map((p): [Uint8Array, Uint8Array] => [p.pubkey, p.signature]) }
      : {}),
    ...(s.tapKeySig ? { tapKeySig: s.tapKeySig } : {}),
    ...(s.finalScriptSig ? { finalScriptSig: s.finalScriptSig } : {}),
    ...(s.finalScriptWitness ? { finalScriptWitness: s.finalScriptWitness } : {}),
  };
}

/**
 * The purchase with the seller's signature (or final scripts) on input 2, as the listing holds it
 * (BIP-174 combiner). The buyer's wallet signs without it, as Magic Eden's msigner does
 * (`mergeSignedBuyingPSBTBase64`): its SIGHASH_ALL signatures commit to input 2's outpoint,
 * sequence and prevout, never to its witness (BIP-143, BIP-341), so merging after is sound.
 */
export function withSellerSignature(purchasePsbt: string, seller: SellerInput): string {
  const tx = Transaction.fromPSBT(decodePsbtText(purchasePsbt).bytes, OPTS);
  try {
    // Signatures already present (the buyer's, ALL) do not commit to these fields; scure's lock on
    // a signed transaction is for changes that would break a signature.
    tx.updateInput(SELLER_INDEX, sellerFields(seller), true);
    return encodeBase64(tx.toPSBT());
  } catch (cause) {
    // No signature covers the listing's internal key (BIP-371) or redeem script, so one that is
    // not a key, or does not commit to the output spent, reaches this point; the purchase is
    // built with it before any wallet opens, so the refusal comes then.
    throw Errors.listingInputMismatch({ details: describeCause(cause), cause });
  }
}

/** The buyer's signed purchase with the seller's signature, finalized and extracted. */
export function completePurchase(signedPsbt: string, seller: SellerInput): FinalizedTransaction {
  return finalizePsbt(withSellerSignature(signedPsbt, seller));
}
