import type { AddressType } from './types';

/** The script type an address encodes, from its prefix and length (BIP-173/350, base58 versions). */
export function addressTypeOf(address: string): AddressType {
  const a = address.trim().toLowerCase();
  const segwit = /^(bc|tb|bcrt)1([qp])/.exec(a);
  if (segwit) {
    if (segwit[2] === 'p') return 'p2tr';
    const hrpLength = (segwit[1] ?? '').length;
    // v0 programs: 20 bytes (p2wpkh) encode to 42 chars with `bc`, 32 bytes (p2wsh) to 62.
    return a.length - hrpLength === 40 ? 'p2wpkh' : 'p2wsh';
  }
  if (/^[13mn2]/.test(a)) return /^[1mn]/.test(a) ? 'p2pkh' : 'p2sh';
  return 'unknown';
}

const KNOWN: readonly AddressType[] = ['p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr'];

/** A wallet-given type when it is one we know, else the one read from the address. */
export function normaliseAddressType(given: unknown, address: string): AddressType {
  return typeof given === 'string' && (KNOWN as readonly string[]).includes(given)
    ? (given as AddressType)
    : addressTypeOf(address);
}
