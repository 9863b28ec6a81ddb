import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check, hex } from '@scure/base';

const base58check = createBase58check(sha256);

/** A secp256k1 secret and whether its public key is used compressed (WIF carries this flag). */
interface SecretKey {
  secret: Uint8Array;
  compressed: boolean;
}

/** Private key as raw 32 bytes, 64 hex characters, or WIF (mainnet 0x80 / test 0xef). */
export type PrivateKeyInput = Uint8Array | string;

function checkedSecret(secret: Uint8Array): Uint8Array {
  if (secret.length !== 32 || !secp256k1.utils.isValidSecretKey(secret)) {
    throw new Error('the private key is not a valid secp256k1 secret');
  }
  return secret;
}

/** Throws a plain Error with the reason; callers wrap it in their own SatchelError. */
export function parsePrivateKey(key: PrivateKeyInput): SecretKey {
  if (key instanceof Uint8Array) return { secret: checkedSecret(key), compressed: true };
  if (typeof key !== 'string') throw new Error('the private key must be bytes, hex or WIF');
  const text = key.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text))
    return { secret: checkedSecret(hex.decode(text.toLowerCase())), compressed: true };
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    throw new Error('the private key is neither 32-byte hex nor WIF');
  }
  const version = payload[0];
  if (version !== 0x80 && version !== 0xef) throw new Error('unknown WIF version byte');
  // WIF: version, 32-byte secret, then 0x01 when the public key is compressed.
  if (payload.length === 34 && payload[33] === 0x01) {
    return { secret: checkedSecret(payload.slice(1, 33)), compressed: true };
  }
  if (payload.length === 33) return { secret: checkedSecret(payload.slice(1, 33)), compressed: false };
  throw new Error('WIF payload has the wrong length');
}
