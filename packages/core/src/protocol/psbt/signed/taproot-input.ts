import { hex } from '@scure/base';
import { checkScriptPath, TAPSCRIPT_LEAF_VERSION } from '../../tx/taproot';
import { bytesEqual } from '../scripts';
import { type InputContext, judgeSchnorr, Reason } from './context';
import { scriptPushes } from './script-items';
import { judgeTapscript } from './script-spend';

const outputKeyOf = (ctx: InputContext) => ctx.prevout.script.subarray(2);

/** BIP-341 key path: a signature by the output key (the witness program) itself. */
function judgeKeyPath(ctx: InputContext, signature: Uint8Array): Reason | undefined {
  return judgeSchnorr(ctx, signature, outputKeyOf(ctx), (ht) => ctx.cache.taprootKeyPath(ctx.index, ht));
}

/**
 * The tapscript leaves this output commits to, by leaf hash: the PSBT_IN_TAP_LEAF_SCRIPT entries
 * of the request and of the answer whose control block proves the leaf under the output key
 * (BIP-341), so a leaf the wallet names but the output does not commit to never counts.
 */
function committedLeaves(ctx: InputContext): Map<string, Uint8Array> {
  const leaves = new Map<string, Uint8Array>();
  for (const { controlBlock, script } of [...ctx.requested.tapLeafScripts, ...ctx.input.tapLeafScripts]) {
    const path = checkScriptPath(outputKeyOf(ctx), controlBlock, script);
    if (path.ok && path.leafVersion === TAPSCRIPT_LEAF_VERSION) leaves.set(hex.encode(path.leafHash), script);
  }
  return leaves;
}

/** BIP-342 script path: a signature by a key the committed leaf's script names, for that leaf. */
function judgeLeafSignature(
  ctx: InputContext,
  signature: Uint8Array,
  pubkey: Uint8Array,
  leafHash: Uint8Array,
  script: Uint8Array | undefined,
  annex?: Uint8Array,
): Reason | undefined {
  if (!script || !scriptPushes(script).some((item) => bytesEqual(item, pubkey))) return Reason.leaf;
  return judgeSchnorr(ctx, signature, pubkey, (ht) => ctx.cache.tapscript(ctx.index, ht, leafHash, annex));
}

/** PSBT_IN_TAP_KEY_SIG and every PSBT_IN_TAP_SCRIPT_SIG (BIP-371): each must hold. */
export function judgeTaprootPartial(ctx: InputContext): Reason | undefined {
  const { input } = ctx;
  if (!input.tapKeySig && input.tapScriptSigs.length === 0) return Reason.none;
  if (!ctx.allKnown) return Reason.prevoutsUnknown;
  if (input.tapKeySig) {
    const reason = judgeKeyPath(ctx, input.tapKeySig);
    if (reason) return reason;
  }
  const leaves = input.tapScriptSigs.length > 0 ? committedLeaves(ctx) : new Map<string, Uint8Array>();
  for (const { signature, pubkey, leafHash } of input.tapScriptSigs) {
    const script = leaves.get(hex.encode(leafHash));
    const reason = judgeLeafSignature(ctx, signature, pubkey, leafHash, script);
    if (reason) return reason;
  }
  return undefined;
}

/**
 * A final taproot witness (BIP-341): `[signature]` for the key path, or `[…items, script,
 * control block]` whose control block commits to the leaf and the output key and whose script
 * runs to true on the items (BIP-342). Core's policy refuses an annex (IsWitnessStandard), so one
 * never counts here either.
 */
export function judgeTaprootFinal(ctx: InputContext, witness: Uint8Array[]): string | undefined {
  if (witness.length === 0) return Reason.none;
  if (!ctx.allKnown) return Reason.prevoutsUnknown;
  if (witness.length >= 2 && witness[witness.length - 1]?.[0] === 0x50) return Reason.annex;
  if (witness.length === 1) return judgeKeyPath(ctx, witness[0] as Uint8Array);
  const control = witness[witness.length - 1] as Uint8Array;
  const script = witness[witness.length - 2] as Uint8Array;
  const path = checkScriptPath(outputKeyOf(ctx), control, script);
  if (!path.ok || path.leafVersion !== TAPSCRIPT_LEAF_VERSION) return Reason.leaf;
  return judgeTapscript(ctx, script, witness, path.leafHash);
}
