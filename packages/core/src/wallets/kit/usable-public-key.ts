import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToNumberBE } from '@noble/curves/utils.js';
import { hex } from '@scure/base';
import { hash160 } from '@scure/btc-signer/utils.js';
import { addressToScript, bytesEqual } from '../../protocol/psbt/scripts';

const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const { Point } = secp256k1;
const CURVE_ORDER = Point.CURVE().n;
/**
 * The generator without the table @noble/curves builds on its first multiplication of G: building
 * that table costs tens of milliseconds, paid here on every connect for one multiplication by a
 * public scalar (the tweak), which the plain GLV path does in about a millisecond.
 */
let generator: InstanceType<typeof Point> | undefined;

/** A SEC1 compressed point encoding: prefix 02 or 03, then the 32-byte x coordinate. */
function isCompressed(key: Uint8Array): boolean {
  return key.length === 33 && (key[0] === 0x02 || key[0] === 0x03);
}

/** OP_0 <20 bytes>: the redeem script a BIP-49 nested segwit address hashes. */
function p2wpkhProgram(keyHash: Uint8Array): Uint8Array {
  return Uint8Array.of(0x00, 0x14, ...keyHash);
}

/**
 * The BIP-341 output key of an internal key with no script tree (BIP-86):
 * Q = lift_x(P) + int(TaggedHash("TapTweak", P))·G, x-only; undefined when the 32 bytes are no
 * point's x coordinate.
 */
function keyPathOutputKey(internalKey: Uint8Array): Uint8Array | undefined {
  try {
    const internal = schnorr.utils.lift_x(bytesToNumberBE(internalKey));
    const tweak = bytesToNumberBE(schnorr.utils.taggedHash('TapTweak', internalKey));
    if (tweak >= CURVE_ORDER) return undefined;
    generator ??= Point.fromAffine(Point.BASE.toAffine());
    const output = internal.add(generator.multiplyUnsafe(tweak));
    return output.toBytes(true).subarray(1);
  } catch {
    return undefined;
  }
}

/** Whether `key` is the key that `script` (an address's scriptPubKey) pays to. */
function keyFitsScript(key: Uint8Array, script: Uint8Array): boolean {
  // OP_0 <20>: p2wpkh (BIP-141).
  if (script.length === 22 && script[0] === 0x00 && script[1] === 0x14) {
    return isCompressed(key) && bytesEqual(hash160(key), script.subarray(2));
  }
  // OP_HASH160 <20> OP_EQUAL: a wallet's p2sh account is p2sh-p2wpkh (BIP-49).
  if (script.length === 23 && script[0] === 0xa9 && script[1] === 0x14 && script[22] === 0x87) {
    return isCompressed(key) && bytesEqual(hash160(p2wpkhProgram(hash160(key))), script.subarray(2, 22));
  }
  // OP_DUP OP_HASH160 <20> OP_EQUALVERIFY OP_CHECKSIG: p2pkh, with a compressed key as wallets use.
  if (script.length === 25 && script[0] === 0x76 && script[1] === 0xa9 && script[2] === 0x14) {
    return isCompressed(key) && bytesEqual(hash160(key), script.subarray(3, 23));
  }
  // OP_1 <32>: p2tr. The key is the internal key: x-only (Xverse, OKX, Magic Eden) or the same
  // point compressed (Unisat's getPublicKey, Leather's publicKey; docs/wallet-interfaces.md §0).
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20) {
    const internal = key.length === 32 ? key : isCompressed(key) ? key.subarray(1) : undefined;
    const output = internal && keyPathOutputKey(internal);
    return output !== undefined && bytesEqual(output, script.subarray(2));
  }
  return false;
}

/**
 * The public key a wallet handed over for `address`, when it is that address's key;
 * undefined otherwise (wrong length, not hex, another address's key, or no key at all), so a key
 * that fails is treated as absent and never passed on. MetaMask's Wallet Standard account, for one,
 * carries the address's own UTF-8 bytes as its `publicKey`.
 *
 * - p2wpkh, p2sh-p2wpkh (BIP-49) and p2pkh: a 33-byte compressed key whose hash160 is the address's
 *   key hash (p2sh: the hash of the `OP_0 <hash160(key)>` redeem script).
 * - p2tr: the 32-byte x-only internal key (or that point in 33-byte compressed form) whose BIP-341
 *   output key, tweaked with no script tree as BIP-86 wallets do, is the address's program. The
 *   output key itself is refused: BIP-371's PSBT_IN_TAP_INTERNAL_KEY, the one use the app has for a
 *   taproot key, must be the internal key, and a signer never recognises its output key there.
 *
 * Returns the key as lowercase hex.
 */
export function usablePublicKey(address: string, publicKeyHex: string | undefined): string | undefined {
  if (typeof address !== 'string' || typeof publicKeyHex !== 'string' || !HEX.test(publicKeyHex)) {
    return undefined;
  }
  const script = addressToScript(address);
  if (!script) return undefined;
  const key = hex.decode(publicKeyHex.toLowerCase());
  return keyFitsScript(key, script) ? publicKeyHex.toLowerCase() : undefined;
}
