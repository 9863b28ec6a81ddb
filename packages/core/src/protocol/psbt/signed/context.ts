import { schnorr } from '@noble/curves/secp256k1.js';
import type { SighashCache } from '../../tx/sighash-cache';
import type { PrevOut, PsbtInputData } from '../reader';

/** What one input's signatures are judged against: the request's transaction and prevouts. */
export interface InputContext {
  cache: SighashCache;
  index: number;
  /** The output this input spends, as the request named it (never the wallet's word). */
  prevout: PrevOut;
  /** The input as the wallet returned it. */
  input: PsbtInputData;
  /** The input as requested: the scripts and taproot data the wallet was given. */
  requested: PsbtInputData;
  /** Every input's spent output is known: BIP-341 digests commit to all of them. */
  allKnown: boolean;
  /** Whether a signature's hash type is one the request allows for this input. */
  allowed: (hashType: number, taproot: boolean) => boolean;
}

/** Why an input does not count as signed; shown as the error's details. */
export const Reason = {
  none: 'It carries no signature.',
  invalid: 'Its signature does not verify for this input, key and sighash type.',
  notStrict: 'Its signature is not strict DER with a low S value, which nodes do not relay (BIP-66, BIP-62).',
  hashType: 'Its signature uses a sighash type the request did not allow.',
  template: 'Its final script is not the standard form for the output it spends, so nodes would refuse it.',
  foreignKey: 'It carries a signature by a key the output it spends does not name.',
  leaf: 'Its script-path signature is for a leaf the output does not commit to, or one whose script does not name the key.',
  annex: 'Its witness carries a taproot annex, which nodes do not relay.',
  prevoutsUnknown: 'A taproot signature commits to every spent output, and some are not in the PSBT.',
  unknownType: 'Its output type is not one whose signatures can be checked here.',
  witnessLimits:
    'Its witness is past the standard P2WSH limits (at most 100 items of 80 bytes before a script of 3,600 bytes), so nodes do not relay it.',
  tapscriptLimits:
    'Its witness holds an item over 80 bytes before its tapscript, past the standard limit, so nodes do not relay it.',
  codeSeparator:
    'Its tapscript runs OP_CODESEPARATOR, whose signatures Satchel cannot check, so it does not count as signed.',
  p2shLimits:
    'Its scriptSig is past the standard P2SH limits (1,650 bytes, and at most 15 signature operations in the redeem script), so nodes do not relay it.',
} as const;
export type Reason = (typeof Reason)[keyof typeof Reason];

function startsWith(script: Uint8Array, ...prefix: number[]): boolean {
  return prefix.every((byte, i) => script[i] === byte);
}

export const isP2wpkh = (s: Uint8Array) => s.length === 22 && startsWith(s, 0x00, 0x14);
export const isP2wsh = (s: Uint8Array) => s.length === 34 && startsWith(s, 0x00, 0x20);
export const isP2tr = (s: Uint8Array) => s.length === 34 && startsWith(s, 0x51, 0x20);
export const isP2sh = (s: Uint8Array) => s.length === 23 && startsWith(s, 0xa9, 0x14) && s[22] === 0x87;
export const isP2pkh = (s: Uint8Array) =>
  s.length === 25 && startsWith(s, 0x76, 0xa9, 0x14) && s[23] === 0x88 && s[24] === 0xac;

/** BIP-143: the scriptCode of a p2wpkh program is the p2pkh script of its key hash. */
export function p2pkhScript(keyHash: Uint8Array): Uint8Array {
  return Uint8Array.of(0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac);
}

const SIGHASH_DEFAULT = 0x00;

/** BIP-340 over a BIP-341/342 digest: 64 bytes (SIGHASH_DEFAULT) or 65 with a non-zero hash type. */
export function judgeSchnorr(
  ctx: InputContext,
  sig: Uint8Array,
  pubkey: Uint8Array,
  digest: (hashType: number) => Uint8Array | undefined,
): Reason | undefined {
  if (sig.length !== 64 && sig.length !== 65) return Reason.invalid;
  const hashType = sig.length === 65 ? (sig[64] as number) : SIGHASH_DEFAULT;
  if (sig.length === 65 && hashType === SIGHASH_DEFAULT) return Reason.invalid;
  if (!ctx.allowed(hashType, true)) return Reason.hashType;
  const message = digest(hashType);
  if (!message) return Reason.invalid;
  try {
    return schnorr.verify(sig.subarray(0, 64), message, pubkey) ? undefined : Reason.invalid;
  } catch {
    return Reason.invalid;
  }
}
