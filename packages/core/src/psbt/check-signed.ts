import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { Script } from '@scure/btc-signer';
import { hash160 } from '@scure/btc-signer/utils.js';
import { Errors, isSatchelError } from '../errors';
import { SighashCache, type SighashTx, type TxOutput } from '../tx/sighash-cache';
import { checkScriptPath } from '../tx/taproot';
import { decodePsbt } from './decode';
import { type DecodedPsbt, type PrevOut, type PsbtInputData, readNonWitnessUtxo } from './reader';
import { bytesEqual } from './scripts';

export interface SignedInputsCheck {
  /** The PSBT the wallet was asked to sign (base64): the spent outputs and sighash types it named. */
  requestedPsbt: string;
  /** What the wallet handed back (base64). */
  returnedPsbt: string;
  /** The inputs the request asked the wallet to sign. */
  indexes: readonly number[];
  /** The sighash types the request allowed; absent → each input's own, else its default. */
  allowedSighash?: readonly number[];
}

const SIGHASH_DEFAULT = 0x00;
const SIGHASH_ALL = 0x01;
/** A placeholder for a spent output the PSBT does not describe; never hashed (see `allKnown`). */
const UNKNOWN: TxOutput = { value: 0n, script: new Uint8Array(0) };

type Digest = (hashType: number) => Uint8Array | undefined;

/** What one input's signatures are checked against. */
interface InputContext {
  cache: SighashCache;
  index: number;
  prevout: PrevOut;
  input: PsbtInputData;
  /** Every input's spent output is known: BIP-341 digests commit to all of them. */
  allKnown: boolean;
  /** Whether a signature's hash type is one the request allows for this input. */
  allowed: (hashType: number, taproot: boolean) => boolean;
}

function startsWith(script: Uint8Array, ...prefix: number[]): boolean {
  return prefix.every((byte, i) => script[i] === byte);
}

const isP2wpkh = (s: Uint8Array) => s.length === 22 && startsWith(s, 0x00, 0x14);
const isP2wsh = (s: Uint8Array) => s.length === 34 && startsWith(s, 0x00, 0x20);
const isP2tr = (s: Uint8Array) => s.length === 34 && startsWith(s, 0x51, 0x20);
const isP2sh = (s: Uint8Array) => s.length === 23 && startsWith(s, 0xa9, 0x14) && s[22] === 0x87;
const isP2pkh = (s: Uint8Array) =>
  s.length === 25 && startsWith(s, 0x76, 0xa9, 0x14) && s[23] === 0x88 && s[24] === 0xac;

/** BIP-143: the scriptCode of a p2wpkh program is the p2pkh script of its key hash. */
function p2pkhScript(keyHash: Uint8Array): Uint8Array {
  return Uint8Array.of(0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac);
}

/** The pushed data items of a script; undefined when it does not parse. */
function pushes(script: Uint8Array): Uint8Array[] | undefined {
  try {
    return Script.decode(script).filter((op): op is Uint8Array => op instanceof Uint8Array);
  } catch {
    return undefined;
  }
}

/** An ECDSA signature (DER + hash type byte) over `digest(hashType)` by `pubkey`. */
function ecdsaVerifies(
  signature: Uint8Array,
  pubkey: Uint8Array,
  digest: Digest,
  ctx: InputContext,
): boolean {
  if (signature.length < 9 || signature.length > 73) return false;
  const hashType = signature[signature.length - 1] as number;
  if (!ctx.allowed(hashType, false)) return false;
  const message = digest(hashType);
  if (!message) return false;
  try {
    return secp256k1.verify(signature.subarray(0, -1), message, pubkey, {
      prehash: false,
      format: 'der',
      lowS: false,
    });
  } catch {
    return false;
  }
}

/** A BIP-340 signature: 64 bytes (SIGHASH_DEFAULT) or 65 with a non-zero hash type (BIP-341). */
function schnorrVerifies(
  signature: Uint8Array,
  pubkey: Uint8Array,
  digest: Digest,
  ctx: InputContext,
): boolean {
  if (signature.length !== 64 && signature.length !== 65) return false;
  const hashType = signature.length === 65 ? (signature[64] as number) : SIGHASH_DEFAULT;
  if (signature.length === 65 && hashType === SIGHASH_DEFAULT) return false;
  if (!ctx.allowed(hashType, true)) return false;
  const message = digest(hashType);
  if (!message) return false;
  try {
    return schnorr.verify(signature.subarray(0, 64), message, pubkey);
  } catch {
    return false;
  }
}

/**
 * How an ECDSA signature by `pubkey` is hashed for this input, or undefined when the key has no
 * place in the script spent: p2wpkh, p2sh-p2wpkh, p2pkh, and the scripts of p2wsh, p2sh-p2wsh and
 * bare p2sh that push the key. `redeem` and `witnessScript` come from the PSBT or the final scripts.
 */
function ecdsaDigest(
  ctx: InputContext,
  pubkey: Uint8Array,
  redeem: Uint8Array | undefined,
  witnessScript: Uint8Array | undefined,
): Digest | undefined {
  const { cache, index, prevout } = ctx;
  const v0 = (scriptCode: Uint8Array) => (ht: number) =>
    cache.witnessV0(index, scriptCode, prevout.amount, ht);
  const legacy = (scriptCode: Uint8Array) => (ht: number) => cache.legacy(index, scriptCode, ht);
  const keyHashFits = (program: Uint8Array) => bytesEqual(hash160(pubkey), program);
  const inScript = (script: Uint8Array) => pushes(script)?.some((item) => bytesEqual(item, pubkey)) ?? false;
  const witnessScriptOf = (program: Uint8Array) =>
    witnessScript && bytesEqual(sha256(witnessScript), program) && inScript(witnessScript)
      ? v0(witnessScript)
      : undefined;

  let spent = prevout.script;
  if (isP2pkh(spent)) return keyHashFits(spent.subarray(3, 23)) ? legacy(spent) : undefined;
  if (isP2sh(spent)) {
    if (!redeem || !bytesEqual(hash160(redeem), spent.subarray(2, 22))) return undefined;
    if (!isP2wpkh(redeem) && !isP2wsh(redeem)) return inScript(redeem) ? legacy(redeem) : undefined;
    spent = redeem;
  }
  if (isP2wpkh(spent)) {
    const program = spent.subarray(2);
    return keyHashFits(program) ? v0(p2pkhScript(program)) : undefined;
  }
  if (isP2wsh(spent)) return witnessScriptOf(spent.subarray(2));
  return undefined;
}

/** BIP-341 key path: the signature is by the output key (the program) itself. */
function keyPathSigned(ctx: InputContext, signature: Uint8Array, annex?: Uint8Array): boolean {
  const outputKey = ctx.prevout.script.subarray(2);
  return schnorrVerifies(signature, outputKey, (ht) => ctx.cache.taprootKeyPath(ctx.index, ht, annex), ctx);
}

/** BIP-342 script path: a signature by `pubkey` for the leaf `leafHash`. */
function scriptPathSigned(
  ctx: InputContext,
  signature: Uint8Array,
  pubkey: Uint8Array,
  leafHash: Uint8Array,
  annex?: Uint8Array,
): boolean {
  return schnorrVerifies(signature, pubkey, (ht) => ctx.cache.tapscript(ctx.index, ht, leafHash, annex), ctx);
}

/** PSBT_IN_TAP_KEY_SIG / PSBT_IN_TAP_SCRIPT_SIG (BIP-371), or PSBT_IN_PARTIAL_SIG (BIP-174). */
function partiallySigned(ctx: InputContext): boolean {
  const { input, prevout } = ctx;
  if (isP2tr(prevout.script)) {
    if (!ctx.allKnown) return false;
    if (input.tapKeySig && keyPathSigned(ctx, input.tapKeySig)) return true;
    return input.tapScriptSigs.some(
      (s) => s.leafHash.length === 32 && scriptPathSigned(ctx, s.signature, s.pubkey, s.leafHash),
    );
  }
  return input.partialSigs.some(({ pubkey, signature }) => {
    const digest = ecdsaDigest(ctx, pubkey, input.redeemScript, input.witnessScript);
    return digest !== undefined && ecdsaVerifies(signature, pubkey, digest, ctx);
  });
}

/** BIP-341: a last witness item starting 0x50 (with at least two items) is the annex. */
function withoutAnnex(witness: Uint8Array[]): { stack: Uint8Array[]; annex: Uint8Array | undefined } {
  const last = witness[witness.length - 1];
  return witness.length >= 2 && last?.[0] === 0x50
    ? { stack: witness.slice(0, -1), annex: last }
    : { stack: witness, annex: undefined };
}

/** A final taproot witness: a key-path signature, or a script path whose leaf holds a signed key. */
function taprootFinalSigned(ctx: InputContext, witness: Uint8Array[]): boolean {
  if (!ctx.allKnown) return false;
  const { stack, annex } = withoutAnnex(witness);
  if (stack.length === 1) return keyPathSigned(ctx, stack[0] as Uint8Array, annex);
  if (stack.length < 2) return false;
  const control = stack[stack.length - 1] as Uint8Array;
  const script = stack[stack.length - 2] as Uint8Array;
  const path = checkScriptPath(ctx.prevout.script.subarray(2), control, script);
  if (!path.ok) return false;
  const keys = (pushes(script) ?? []).filter((item) => item.length === 32);
  return stack
    .slice(0, -2)
    .some((sig) => keys.some((key) => scriptPathSigned(ctx, sig, key, path.leafHash, annex)));
}

/** Any candidate signature of a final stack that verifies for a key its scripts pay to. */
function ecdsaStackSigned(
  ctx: InputContext,
  stack: Uint8Array[],
  redeem: Uint8Array | undefined,
  witnessScript: Uint8Array | undefined,
): boolean {
  const keys = [
    ...stack.filter((item) => item.length === 33 || item.length === 65),
    ...(witnessScript ? (pushes(witnessScript) ?? []) : []),
    ...(redeem && !isP2wpkh(redeem) && !isP2wsh(redeem) ? (pushes(redeem) ?? []) : []),
  ].filter((item) => item.length === 33 || item.length === 65);
  return stack.some((signature) =>
    keys.some((pubkey) => {
      const digest = ecdsaDigest(ctx, pubkey, redeem, witnessScript);
      return digest !== undefined && ecdsaVerifies(signature, pubkey, digest, ctx);
    }),
  );
}

/** PSBT_IN_FINAL_SCRIPTSIG / PSBT_IN_FINAL_SCRIPTWITNESS (BIP-174 finalizer). */
function finallySigned(ctx: InputContext): boolean {
  const { input, prevout } = ctx;
  const witness = input.finalScriptWitness ?? [];
  if (isP2tr(prevout.script)) return taprootFinalSigned(ctx, witness);
  const scriptSig = input.finalScriptSig ? pushes(input.finalScriptSig) : [];
  if (!scriptSig) return false;
  // A p2sh spend reveals its redeem script as the last push; a p2wsh one its script as the last item.
  const redeem = isP2sh(prevout.script) ? scriptSig[scriptSig.length - 1] : undefined;
  const wrapped = redeem ?? prevout.script;
  const witnessScript = isP2wsh(wrapped) ? witness[witness.length - 1] : undefined;
  const stack = isP2wpkh(wrapped) || isP2wsh(wrapped) ? witness : scriptSig;
  return ecdsaStackSigned(ctx, stack, redeem, witnessScript);
}

/** The spent output of each input: the requested PSBT's word first, the returned one's after. */
function prevoutsOf(requested: DecodedPsbt, returned: DecodedPsbt): (PrevOut | undefined)[] {
  const from = (input: PsbtInputData | undefined): PrevOut | undefined => {
    if (!input) return undefined;
    if (input.witnessUtxo) return input.witnessUtxo;
    if (!input.nonWitnessUtxo) return undefined;
    try {
      return readNonWitnessUtxo(input.nonWitnessUtxo, input.vout).spent;
    } catch {
      return undefined;
    }
  };
  return requested.inputs.map((input, i) => from(input) ?? from(returned.inputs[i]));
}

function sighashTx(psbt: DecodedPsbt): SighashTx {
  return {
    version: psbt.txVersion,
    locktime: psbt.lockTime,
    inputs: psbt.inputs.map((input) => ({
      prevHash: hex.decode(input.txid).reverse(),
      vout: input.vout,
      sequence: input.sequence,
    })),
    outputs: psbt.outputs.map((o) => ({ value: o.amount, script: o.script })),
  };
}

/**
 * Which hash types count as signing what was asked: the requested input's PSBT_IN_SIGHASH_TYPE
 * (BIP-174: a signer must use it), else the request's allowed list, else the input's default
 * (SPEC R6.3). On taproot, ALL (0x01) and DEFAULT (0x00) sign the same data (BIP-341).
 */
function allowedFor(requested: PsbtInputData | undefined, allowedSighash: readonly number[] | undefined) {
  const named = requested?.sighashType;
  return (hashType: number, taproot: boolean): boolean => {
    const same = (wanted: number) =>
      wanted === hashType ||
      (taproot && (wanted === SIGHASH_ALL || wanted === SIGHASH_DEFAULT) && hashType <= SIGHASH_ALL);
    if (named !== undefined) return same(named);
    if (allowedSighash?.length) return allowedSighash.some(same);
    return same(taproot ? SIGHASH_DEFAULT : SIGHASH_ALL);
  };
}

/** Why an input counts as unsigned, for the error's details. */
function unsignedReason(ctx: InputContext): string {
  const { input } = ctx;
  const final = input.finalScriptSig !== undefined || input.finalScriptWitness !== undefined;
  const partial =
    input.partialSigs.length > 0 || input.tapKeySig !== undefined || input.tapScriptSigs.length > 0;
  if (!final && !partial) return 'It carries no signature.';
  if (isP2tr(ctx.prevout.script) && !ctx.allKnown) {
    return 'A taproot signature commits to every spent output, and some are not in the PSBT.';
  }
  return 'Its signature does not verify for this input, key and sighash type.';
}

/**
 * SPEC R20.3: every input the request named carries a signature that verifies for the output it
 * spends and the sighash type asked for: a PSBT_IN_PARTIAL_SIG (ECDSA), PSBT_IN_TAP_KEY_SIG or
 * PSBT_IN_TAP_SCRIPT_SIG (BIP-371), or a final scriptSig/witness holding one. A wallet that answers
 * "signed" with nothing signed (or signs another key, sighash or transaction) is caught here, before
 * anything is broadcast or offered for download.
 *
 * The BIP-143/BIP-341 shared hashes are computed once per transaction (`SighashCache`), so the cost
 * is one signature verification per input, not one transaction hash per input.
 * @throws SatchelError `The wallet returned the PSBT without signing input {i}.` for the first
 * failing input.
 */
export function assertInputsSigned(check: SignedInputsCheck): void {
  const requested = decodePsbt(check.requestedPsbt);
  let returned: DecodedPsbt;
  try {
    returned = decodePsbt(check.returnedPsbt);
  } catch (cause) {
    const first = check.indexes.reduce((low, i) => Math.min(low, i), Number.POSITIVE_INFINITY);
    throw Errors.walletDidNotSign(Number.isFinite(first) ? first : 0, {
      details: isSatchelError(cause) ? cause.message : 'The returned PSBT could not be read.',
      cause,
    });
  }
  const prevouts = prevoutsOf(requested, returned);
  const allKnown = prevouts.every((p) => p !== undefined);
  const cache = new SighashCache(
    sighashTx(requested),
    prevouts.map((p) => (p ? { value: p.amount, script: p.script } : UNKNOWN)),
  );
  for (const index of [...new Set(check.indexes)].sort((a, b) => a - b)) {
    // The signatures must be over the transaction the request named (SPEC R16.5 compares the rest).
    const input = index < requested.inputs.length ? returned.inputs[index] : undefined;
    const prevout = prevouts[index];
    if (!input || !prevout) {
      throw Errors.walletDidNotSign(index, {
        details: input ? 'The output it spends is not in the PSBT.' : 'The PSBT has no such input.',
      });
    }
    const ctx: InputContext = {
      cache,
      index,
      prevout,
      input,
      allKnown,
      allowed: allowedFor(requested.inputs[index], check.allowedSighash),
    };
    const final = input.finalScriptSig !== undefined || input.finalScriptWitness !== undefined;
    if (!(final ? finallySigned(ctx) : partiallySigned(ctx))) {
      throw Errors.walletDidNotSign(index, { details: unsignedReason(ctx) });
    }
  }
}
