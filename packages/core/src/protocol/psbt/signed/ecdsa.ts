import { secp256k1 } from '@noble/curves/secp256k1.js';

const HALF_ORDER = secp256k1.Point.CURVE().n >> 1n;

/**
 * BIP-66 strict DER (Bitcoin Core's IsValidSignatureEncoding) on a signature that still carries
 * its trailing sighash byte: exact lengths, positive minimal R and S.
 */
export function isStrictDer(sig: Uint8Array): boolean {
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

/** BIP-62 rule 5 (Core's LOW_S policy): S at most half the curve order. */
function isLowS(sig: Uint8Array): boolean {
  const lenR = sig[3] as number;
  const lenS = sig[5 + lenR] as number;
  let s = 0n;
  for (const byte of sig.subarray(6 + lenR, 6 + lenR + lenS)) s = (s << 8n) | BigInt(byte);
  return s <= HALF_ORDER;
}

/** Core's IsDefinedHashtypeSignature: ALL, NONE or SINGLE, with or without ANYONECANPAY. */
function isDefinedEcdsaHashType(hashType: number): boolean {
  const base = hashType & ~0x80;
  return base >= 0x01 && base <= 0x03;
}

/** Core's IsCompressedPubKey, which segwit v0 requires (WITNESS_PUBKEYTYPE). */
export function isCompressedKey(key: Uint8Array): boolean {
  return key.length === 33 && (key[0] === 0x02 || key[0] === 0x03);
}

/** Core's IsCompressedOrUncompressedPubKey (STRICTENC), for legacy scripts. */
export function isEncodedKey(key: Uint8Array): boolean {
  return isCompressedKey(key) || (key.length === 65 && key[0] === 0x04);
}

/** What a node checks of an ECDSA signature before its math: encoding, S, hash type. */
type EcdsaVerdict = 'ok' | 'not-strict' | 'hash-type' | 'invalid';

/**
 * A signature (DER + sighash byte) over `digest(hashType)` by `pubkey`, judged as Core's standard
 * script flags judge it: DERSIG (BIP-66), LOW_S (BIP-62), STRICTENC and NULLFAIL. `allowed` is the
 * request's rule on the hash type.
 */
export function judgeEcdsa(
  sig: Uint8Array,
  pubkey: Uint8Array,
  digest: (hashType: number) => Uint8Array | undefined,
  allowed: (hashType: number) => boolean,
): EcdsaVerdict {
  if (!isStrictDer(sig) || !isLowS(sig)) return 'not-strict';
  const hashType = sig[sig.length - 1] as number;
  if (!isDefinedEcdsaHashType(hashType) || !allowed(hashType)) return 'hash-type';
  const message = digest(hashType);
  if (!message) return 'invalid';
  try {
    const ok = secp256k1.verify(sig.subarray(0, -1), message, pubkey, {
      prehash: false,
      format: 'der',
      lowS: true,
    });
    return ok ? 'ok' : 'invalid';
  } catch {
    return 'invalid';
  }
}
