import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { OutScript } from '@scure/btc-signer';
import { hash160 } from '@scure/btc-signer/utils.js';
import { Errors } from '../../primitives/errors';
import { addressToScript, bytesEqual } from '../psbt/scripts';
import { compactSize, concat, decodeBase64, encodeBase64 } from './encoding';
import { type PrivateKeyInput, parsePrivateKey } from './keys';

/** Address types a BIP-137 header can name. */
export type EcdsaAddressType = 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh';

const MAGIC = new TextEncoder().encode('Bitcoin Signed Message:\n');

/** The "Bitcoin Signed Message" digest: sha256d(varstr(magic) || varstr(message)). */
export function bitcoinMessageHash(message: string): Uint8Array {
  const body = new TextEncoder().encode(message);
  return sha256(sha256(concat(compactSize(MAGIC.length), MAGIC, compactSize(body.length), body)));
}

/**
 * BIP-137 header byte = base + recovery id, base 27 (p2pkh, uncompressed key), 31 (p2pkh,
 * compressed), 35 (p2sh-p2wpkh), 39 (p2wpkh).
 */
function headerBase(addressType: EcdsaAddressType, compressed: boolean): number {
  if (addressType === 'p2pkh') return compressed ? 31 : 27;
  return addressType === 'p2sh-p2wpkh' ? 35 : 39;
}

export interface SignMessageEcdsaParams {
  message: string;
  privateKey: PrivateKeyInput;
  addressType: EcdsaAddressType;
  /** Only p2pkh may use an uncompressed key; default true (or the WIF's own flag). */
  compressed?: boolean;
}

/** Signs with the legacy "Bitcoin Signed Message" scheme; returns the 65-byte BIP-137 signature as base64. */
export function signMessageEcdsa({
  message,
  privateKey,
  addressType,
  compressed,
}: SignMessageEcdsaParams): string {
  if (typeof message !== 'string') throw Errors.signMessageFailed({ details: 'The message must be text.' });
  if (addressType !== 'p2pkh' && addressType !== 'p2sh-p2wpkh' && addressType !== 'p2wpkh') {
    throw Errors.signMessageFailed({
      details: `Unsupported address type for ECDSA: ${String(addressType)}.`,
    });
  }
  let key: ReturnType<typeof parsePrivateKey>;
  try {
    key = parsePrivateKey(privateKey);
  } catch (cause) {
    throw Errors.signMessageFailed({ details: `Invalid private key: ${(cause as Error).message}.`, cause });
  }
  const useCompressed = compressed ?? (typeof privateKey === 'string' ? key.compressed : true);
  if (!useCompressed && addressType !== 'p2pkh') {
    throw Errors.signMessageFailed({ details: 'Segwit addresses require a compressed public key.' });
  }
  // noble's "recovered" format is recovery id || r || s.
  const recovered = secp256k1.sign(bitcoinMessageHash(message), key.secret, {
    prehash: false,
    format: 'recovered',
  });
  const header = headerBase(addressType, useCompressed) + (recovered[0] ?? 0);
  return encodeBase64(concat(Uint8Array.of(header), recovered.subarray(1)));
}

/** Whether base64 text has the 65-byte shape of a BIP-137 signature (header 27..42). */
export function looksLikeBip137(signatureBase64: string): boolean {
  const bytes = decodeBase64(signatureBase64);
  const header = bytes?.[0];
  return bytes?.length === 65 && header !== undefined && header >= 27 && header <= 42;
}

/**
 * Verifies a BIP-137 signature against an address. The header only tells how to recover the key
 * and whether it is compressed; a compressed key is accepted for any of its single-key address
 * forms, because widely used signers (Electrum, Trezor before BIP-137) put header 31–34 on segwit
 * addresses. The key hash must still match the address, so this widens no trust.
 */
export function verifyBip137(address: string, message: string, signatureBase64: string): boolean {
  try {
    const bytes = decodeBase64(signatureBase64);
    const script = addressToScript(address);
    const header = bytes?.[0];
    if (!bytes || !script || bytes.length !== 65 || header === undefined || header < 27 || header > 42)
      return false;
    if (typeof message !== 'string') return false;
    const compressed = header >= 31;
    const recovery = (header - 27) & 3;
    const recovered = concat(Uint8Array.of(recovery), bytes.subarray(1));
    const point = secp256k1.Point.fromBytes(
      secp256k1.recoverPublicKey(recovered, bitcoinMessageHash(message), { prehash: false }),
    );
    const keyHash = hash160(point.toBytes(compressed));
    const target = OutScript.decode(script);
    if (target.type === 'pkh') return bytesEqual(target.hash, keyHash);
    if (!compressed) return false;
    if (target.type === 'wpkh') return bytesEqual(target.hash, keyHash);
    if (target.type === 'sh') {
      const redeem = OutScript.encode({ type: 'wpkh', hash: keyHash });
      return bytesEqual(target.hash, hash160(redeem));
    }
    return false;
  } catch {
    return false;
  }
}
