import { sha256 } from '@noble/hashes/sha2.js';
import { hash160 } from '@scure/btc-signer/utils.js';
import { bytesEqual } from '../scripts';
import { type InputContext, isP2pkh, isP2sh, isP2tr, isP2wpkh, isP2wsh, Reason } from './context';
import { isCompressedKey, isEncodedKey } from './ecdsa';
import { judgeEcdsaSignature } from './ecdsa-input';
import { pushOnlyItems, singlePush } from './pushes';
import { judgeRedeemScript, judgeWitnessScript } from './script-spend';
import { judgeTaprootFinal } from './taproot-input';

/** BIP-141 p2wpkh: the witness is exactly `[signature, 33-byte key]` and the key hashes to the program. */
function judgeP2wpkhWitness(
  ctx: InputContext,
  program: Uint8Array,
  witness: Uint8Array[],
  redeem?: Uint8Array,
) {
  if (witness.length !== 2) return Reason.template;
  const [signature, key] = witness as [Uint8Array, Uint8Array];
  if (!isCompressedKey(key) || !bytesEqual(hash160(key), program)) return Reason.template;
  return judgeEcdsaSignature(ctx, signature, key, redeem, undefined);
}

/**
 * BIP-141 p2wsh: the last witness item is the script whose SHA-256 is the program, and that script
 * must run to true on the items before it, as a node runs it.
 */
function judgeP2wshWitness(ctx: InputContext, program: Uint8Array, witness: Uint8Array[]) {
  const script = witness[witness.length - 1];
  if (!script || !bytesEqual(sha256(script), program)) return Reason.template;
  return judgeWitnessScript(ctx, script, witness.slice(0, -1));
}

/** A p2sh spend: push-only scriptSig whose last push is the redeem script (BIP-16). */
function judgeP2sh(ctx: InputContext, scriptSig: Uint8Array, witness: Uint8Array[]): string | undefined {
  const items = pushOnlyItems(scriptSig);
  const redeem = items?.[items.length - 1];
  if (!items || !redeem || !bytesEqual(hash160(redeem), ctx.prevout.script.subarray(2, 22)))
    return Reason.template;
  if (isP2wpkh(redeem) || isP2wsh(redeem)) {
    // BIP-141: the scriptSig of a wrapped witness program is exactly one push of that program.
    if (!bytesEqual(scriptSig, singlePush(redeem))) return Reason.template;
    return isP2wpkh(redeem)
      ? judgeP2wpkhWitness(ctx, redeem.subarray(2), witness, redeem)
      : judgeP2wshWitness(ctx, redeem.subarray(2), witness);
  }
  if (witness.length > 0) return Reason.template;
  return judgeRedeemScript(ctx, scriptSig, redeem);
}

/** p2pkh: the scriptSig is exactly `[signature, key]` (CLEANSTACK) and the key hashes to the program. */
function judgeP2pkh(ctx: InputContext, scriptSig: Uint8Array, witness: Uint8Array[]): Reason | undefined {
  const items = pushOnlyItems(scriptSig);
  if (witness.length > 0 || !items || items.length !== 2) return Reason.template;
  const [signature, key] = items as [Uint8Array, Uint8Array];
  if (!isEncodedKey(key) || !bytesEqual(hash160(key), ctx.prevout.script.subarray(3, 23)))
    return Reason.template;
  return judgeEcdsaSignature(ctx, signature, key, undefined, undefined);
}

/**
 * PSBT_IN_FINAL_SCRIPTSIG / PSBT_IN_FINAL_SCRIPTWITNESS (BIP-174 finalizer), held to the exact
 * template of the output spent: a segwit spend has an empty scriptSig, a wrapped one
 * exactly the push of its program, each stack has the shape a node accepts, and a script-hash
 * spend (p2wsh, p2sh-p2wsh, bare p2sh) counts only when its script runs to true as a node runs it.
 */
export function judgeFinal(ctx: InputContext): string | undefined {
  const { input, prevout } = ctx;
  const scriptSig = input.finalScriptSig ?? new Uint8Array(0);
  const witness = input.finalScriptWitness ?? [];
  const spent = prevout.script;
  if (isP2tr(spent) || isP2wpkh(spent) || isP2wsh(spent)) {
    // BIP-141: a native witness program's scriptSig must be empty (WITNESS_MALLEATED otherwise).
    if (scriptSig.length > 0) return Reason.template;
    if (isP2tr(spent)) return judgeTaprootFinal(ctx, witness);
    if (isP2wpkh(spent)) return judgeP2wpkhWitness(ctx, spent.subarray(2), witness);
    return judgeP2wshWitness(ctx, spent.subarray(2), witness);
  }
  if (isP2sh(spent)) return judgeP2sh(ctx, scriptSig, witness);
  if (isP2pkh(spent)) return judgeP2pkh(ctx, scriptSig, witness);
  return Reason.unknownType;
}
