import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { equalBytes } from '@noble/curves/utils.js';
import { checkScriptPath, type Prevouts, SighashCache, TAPSCRIPT_LEAF_VERSION } from '@satchel/core/internal';
import { classifyScript, hash160, parsePushes } from '../tx/script';
import type { Tx } from '../tx/transaction';
import { Reject, ScriptError, ScriptFailure, UnsupportedScript } from './reject';
import { executeTapscript } from './tapscript';

const CURVE_N = secp256k1.Point.CURVE().n;
const HALF_N = CURVE_N >> 1n;

/**
 * BIP-66 strict DER check (Core's IsValidSignatureEncoding), on a signature that still
 * carries its trailing sighash byte.
 */
function isStrictDer(sig: Uint8Array): boolean {
  const n = sig.length;
  if (n < 9 || n > 73) return false;
  if (sig[0] !== 0x30 || sig[1] !== n - 3) return false;
  const lenR = sig[3] as number;
  if (5 + lenR >= n) return false;
  const lenS = sig[5 + lenR] as number;
  if (lenR + lenS + 7 !== n) return false;
  if (sig[2] !== 0x02 || lenR === 0 || ((sig[4] as number) & 0x80) !== 0) return false;
  if (lenR > 1 && sig[4] === 0x00 && ((sig[5] as number) & 0x80) === 0) return false;
  if (sig[lenR + 4] !== 0x02 || lenS === 0 || ((sig[lenR + 6] as number) & 0x80) !== 0) return false;
  if (lenS > 1 && sig[lenR + 6] === 0x00 && ((sig[lenR + 7] as number) & 0x80) === 0) return false;
  return true;
}

function toBigInt(bytes: Uint8Array): bigint {
  let v = 0n;
  for (const b of bytes) v = (v << 8n) | BigInt(b);
  return v;
}

function to32(v: bigint, out: Uint8Array, offset: number): void {
  for (let i = 31; i >= 0; i--) {
    out[offset + i] = Number(v & 0xffn);
    v >>= 8n;
  }
}

/** Parses a strict-DER signature (sighash byte removed by the caller) into r, s. */
function parseDer(der: Uint8Array): { r: bigint; s: bigint } {
  const lenR = der[3] as number;
  const r = toBigInt(der.subarray(4, 4 + lenR));
  const lenS = der[5 + lenR] as number;
  const s = toBigInt(der.subarray(6 + lenR, 6 + lenR + lenS));
  return { r, s };
}

/**
 * OP_CHECKSIG for ECDSA under Core's standard flags: STRICTENC, DERSIG, LOW_S and NULLFAIL.
 * An empty signature makes CHECKSIG push false, which fails the script (EVAL_FALSE).
 */
function checkEcdsa(sig: Uint8Array, pubkey: Uint8Array, digest: (hashType: number) => Uint8Array): void {
  if (sig.length === 0) throw new ScriptFailure(ScriptError.evalFalse);
  if (!isStrictDer(sig)) throw new ScriptFailure(ScriptError.derEncoding);
  const hashType = sig[sig.length - 1] as number;
  const base = hashType & ~0x80;
  if (base < 1 || base > 3) throw new ScriptFailure(ScriptError.hashType);
  const { r, s } = parseDer(sig.subarray(0, sig.length - 1));
  if (s > HALF_N) throw new ScriptFailure(ScriptError.highS);
  const okKey =
    (pubkey.length === 33 && (pubkey[0] === 2 || pubkey[0] === 3)) ||
    (pubkey.length === 65 && pubkey[0] === 4);
  if (!okKey) throw new ScriptFailure(ScriptError.pubkeyType);
  let valid = false;
  if (r > 0n && r < CURVE_N && s > 0n) {
    const compact = new Uint8Array(64);
    to32(r, compact, 0);
    to32(s, compact, 32);
    try {
      valid = secp256k1.verify(compact, digest(hashType), pubkey, { prehash: false, lowS: true });
    } catch {
      valid = false;
    }
  }
  if (!valid) throw new ScriptFailure(ScriptError.nullFail);
}

/** BIP-141 P2WPKH: witness [sig, compressed pubkey], scriptCode is the P2PKH template. */
function verifyP2wpkh(cache: SighashCache, index: number, program: Uint8Array, witness: Uint8Array[]): void {
  if (witness.length === 0) throw new ScriptFailure(ScriptError.witnessEmpty);
  if (witness.length !== 2) throw new ScriptFailure(ScriptError.witnessMismatch);
  const [sig, pubkey] = witness as [Uint8Array, Uint8Array];
  if (!equalBytes(hash160(pubkey), program)) throw new ScriptFailure(ScriptError.equalVerify);
  if (pubkey.length !== 33) throw new ScriptFailure(ScriptError.witnessPubkeyType);
  const scriptCode = Uint8Array.of(0x76, 0xa9, 0x14, ...program, 0x88, 0xac);
  const amount = (cache.prevouts[index] as { value: bigint }).value;
  checkEcdsa(sig, pubkey, (ht) => cache.witnessV0(index, scriptCode, amount, ht));
}

/**
 * BIP-340 check of a 64-byte (SIGHASH_DEFAULT) or 65-byte signature against a BIP-341/342
 * digest; `digest` answers undefined for hash types BIP-341 forbids.
 */
function checkSchnorr(
  sig: Uint8Array,
  pubkey: Uint8Array,
  digest: (hashType: number) => Uint8Array | undefined,
): void {
  if (sig.length !== 64 && sig.length !== 65) throw new ScriptFailure(ScriptError.schnorrSigSize);
  const hashType = sig.length === 65 ? (sig[64] as number) : 0;
  if (sig.length === 65 && hashType === 0) throw new ScriptFailure(ScriptError.schnorrSigHashType);
  const message = digest(hashType);
  if (!message) throw new ScriptFailure(ScriptError.schnorrSigHashType);
  let valid = false;
  try {
    valid = schnorr.verify(sig.subarray(0, 64), message, pubkey);
  } catch {
    valid = false;
  }
  if (!valid) throw new ScriptFailure(ScriptError.schnorrSig);
}

/**
 * BIP-341 spend of a taproot output: one signature item is the key path; two or more items
 * are a script path (…stack, script, control block), checked against the output key and
 * then executed as BIP-342 tapscript. An annex (a last item starting 0x50) is refused first.
 */
function verifyTaproot(cache: SighashCache, index: number, outputKey: Uint8Array, witness: Uint8Array[]) {
  if (witness.length === 0) throw new ScriptFailure(ScriptError.witnessEmpty);
  const stack = witness;
  if (stack.length >= 2 && stack[stack.length - 1]?.[0] === 0x50) {
    // Valid by consensus (BIP-341) but reserved: Core's IsWitnessStandard refuses any annex, so
    // the relay policy this devnet stands in for does too.
    throw Reject.witnessNonstandard();
  }
  if (stack.length === 1) {
    checkSchnorr(stack[0] as Uint8Array, outputKey, (ht) => cache.taprootKeyPath(index, ht));
    return;
  }
  const control = stack[stack.length - 1] as Uint8Array;
  const script = stack[stack.length - 2] as Uint8Array;
  const path = checkScriptPath(outputKey, control, script);
  if (!path.ok) {
    throw new ScriptFailure(
      path.reason === 'control-size' ? ScriptError.taprootControlSize : ScriptError.witnessMismatch,
    );
  }
  // Other leaf versions are valid by consensus but reserved for upgrades; policy refuses them.
  if (path.leafVersion !== TAPSCRIPT_LEAF_VERSION) throw new ScriptFailure(ScriptError.taprootVersion);
  executeTapscript(script, stack.slice(0, -2), witness, (sig, pubkey) => {
    checkSchnorr(sig, pubkey, (ht) => cache.tapscript(index, ht, path.leafHash));
    return true;
  });
}

function verifyInput(cache: SighashCache<Tx>, index: number): void {
  const { tx, prevouts } = cache;
  const input = tx.inputs[index];
  const prev = prevouts[index];
  if (!input || !prev) throw new Error('input index out of range');
  const spk = prev.script;
  switch (classifyScript(spk)) {
    case 'p2pkh': {
      if (input.witness.length > 0) throw new ScriptFailure(ScriptError.witnessUnexpected);
      const pushes = parsePushes(input.scriptSig);
      if (!pushes) throw new ScriptFailure(ScriptError.sigPushOnly);
      if (pushes.length < 2) throw new ScriptFailure(ScriptError.invalidStackOperation);
      // CLEANSTACK is a standardness flag: exactly sig and pubkey.
      if (pushes.length !== 2) throw new ScriptFailure('Stack size must be exactly one after execution');
      const [sig, pubkey] = pushes as [Uint8Array, Uint8Array];
      if (!equalBytes(hash160(pubkey), spk.subarray(3, 23))) throw new ScriptFailure(ScriptError.equalVerify);
      checkEcdsa(sig, pubkey, (ht) => cache.legacy(index, spk, ht));
      return;
    }
    case 'v0_p2wpkh':
      if (input.scriptSig.length > 0) throw new ScriptFailure(ScriptError.witnessMalleated);
      verifyP2wpkh(cache, index, spk.subarray(2), input.witness);
      return;
    case 'v1_p2tr':
      if (input.scriptSig.length > 0) throw new ScriptFailure(ScriptError.witnessMalleated);
      verifyTaproot(cache, index, spk.subarray(2), input.witness);
      return;
    case 'p2sh': {
      const pushes = parsePushes(input.scriptSig);
      if (!pushes) throw new ScriptFailure(ScriptError.sigPushOnly);
      const redeem = pushes[pushes.length - 1];
      if (!redeem || !equalBytes(hash160(redeem), spk.subarray(2, 22)))
        throw new ScriptFailure(ScriptError.evalFalse);
      if (classifyScript(redeem) !== 'v0_p2wpkh') throw Reject.nonstandardInputs();
      // BIP-141: a P2SH-wrapped program's scriptSig must be exactly the redeem script's minimal
      // push (Core compares it byte for byte with `CScript() << redeemScript`).
      if (pushes.length !== 1 || input.scriptSig.length !== redeem.length + 1)
        throw new ScriptFailure(ScriptError.witnessMalleatedP2sh);
      verifyP2wpkh(cache, index, redeem.subarray(2), input.witness);
      return;
    }
    default:
      // Core's AreInputsStandard would accept some of these; the devnet cannot evaluate them.
      throw Reject.nonstandardInputs();
  }
}

function verifyOne(cache: SighashCache<Tx>, index: number): void {
  try {
    verifyInput(cache, index);
  } catch (err) {
    if (err instanceof ScriptFailure) throw Reject.script(err.message, index);
    if (err instanceof UnsupportedScript) throw Reject.tapscriptUnsupported(err.opcode, index);
    throw err;
  }
}

/**
 * Verifies every input's signature against its spent output under Core's standard flags
 * (relay policy). Throws the Core-style reject for the first failing input. The sighash midstates
 * are shared across inputs.
 */
export function verifyInputs(tx: Tx, prevouts: Prevouts): void {
  const cache = new SighashCache(tx, prevouts);
  for (let i = 0; i < tx.inputs.length; i++) verifyOne(cache, i);
}

/**
 * Verifies the listed inputs only, as a node would when they are all that is signed yet: how a
 * signature a wallet returned is judged before the rest of the transaction exists.
 */
export function verifyInputsAt(tx: Tx, prevouts: Prevouts, indexes: readonly number[]): void {
  const cache = new SighashCache(tx, prevouts);
  for (const i of indexes) verifyOne(cache, i);
}
