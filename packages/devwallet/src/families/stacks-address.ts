import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { hash160 } from '@scure/btc-signer/utils.js';

/** Crockford's base-32 alphabet as Stacks' c32check uses it. */
const C32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Single-signature address versions: `P` on mainnet, `T` on every test network. */
const MAINNET_VERSION = 22;
const TESTNET_VERSION = 26;

/**
 * The bytes as one base-32 number in C32, most significant digit first, with one `0` per leading
 * zero byte (the rule c32check states, so that the encoding keeps the input's length).
 */
function c32(bytes: Uint8Array): string {
  let value = BigInt(`0x${hex.encode(bytes) || '0'}`);
  let digits = '';
  while (value > 0n) {
    digits = `${C32[Number(value % 32n)]}${digits}`;
    value /= 32n;
  }
  const firstNonZero = bytes.findIndex((byte) => byte !== 0);
  return '0'.repeat(firstNonZero === -1 ? bytes.length : firstNonZero) + digits;
}

/**
 * The Stacks address of a compressed public key (a single-signature account): `S`, the version's
 * C32 digit, then C32 of HASH160(key) and a checksum, the first four bytes of
 * SHA-256(SHA-256(version ‖ HASH160(key))).
 */
export function stacksAddress(publicKey: Uint8Array, mainnet: boolean): string {
  const version = mainnet ? MAINNET_VERSION : TESTNET_VERSION;
  const hash = hash160(publicKey);
  const checksum = sha256(sha256(new Uint8Array([version, ...hash]))).slice(0, 4);
  return `S${C32[version]}${c32(new Uint8Array([...hash, ...checksum]))}`;
}
