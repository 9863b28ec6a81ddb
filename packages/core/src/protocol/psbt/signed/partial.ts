import { type InputContext, isP2tr, Reason } from './context';
import { judgeEcdsaSignature } from './ecdsa-input';
import { judgeTaprootPartial } from './taproot-input';

/**
 * The signatures of an input not yet finalized (BIP-174 PSBT_IN_PARTIAL_SIG, BIP-371 taproot
 * fields). Every one must hold for a key the input's script names: finalizers take the first
 * signature they find, so a bad one beside a good one can still make a transaction no node accepts.
 */
export function judgePartial(ctx: InputContext): Reason | undefined {
  const { input, requested } = ctx;
  if (isP2tr(ctx.prevout.script)) return judgeTaprootPartial(ctx);
  if (input.partialSigs.length === 0) return Reason.none;
  // The scripts the request named, or the ones the wallet added (already checked to fit the prevout).
  const redeem = input.redeemScript ?? requested.redeemScript;
  const witnessScript = input.witnessScript ?? requested.witnessScript;
  for (const { pubkey, signature } of input.partialSigs) {
    const reason = judgeEcdsaSignature(ctx, signature, pubkey, redeem, witnessScript);
    if (reason) return reason;
  }
  return undefined;
}
