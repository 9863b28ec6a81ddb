import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { ErrorCode, SatchelError } from './errors';
import type { AddressNetwork, BitcoinNetwork } from './network-names';

const base58check = /* @__PURE__ */ createBase58check(sha256);

/** Decodes a bech32 (v0) or bech32m (v1+) segwit address per BIP-173/BIP-350; undefined if invalid. */
function decodeSegwit(address: string): { hrp: string; version: number; program: Uint8Array } | undefined {
  // BIP-173: mixed case is invalid, a uniform case is equivalent.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined;
  const lower = address.toLowerCase();
  for (const codec of [bech32, bech32m]) {
    try {
      const { prefix, words } = codec.decode(lower as `${string}1${string}`);
      const version = words[0];
      if (version === undefined || version > 16) return undefined;
      // BIP-350: v0 must use bech32, v1+ must use bech32m.
      if ((version === 0) !== (codec === bech32)) continue;
      const program = codec.fromWords(words.slice(1));
      if (program.length < 2 || program.length > 40) return undefined;
      if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
      return { hrp: prefix, version, program };
    } catch {
      // try the other checksum
    }
  }
  return undefined;
}

/**
 * The network an address belongs to, from its prefix and checksum.
 * `bc1`/`1`/`3` → mainnet; `tb1`/`m`/`n`/`2` → testnet (any test network); `bcrt1` → regtest.
 * Returns undefined for anything that is not a valid address.
 */
export function networkOfAddress(address: string): AddressNetwork | undefined {
  const text = address.trim();
  if (text === '') return undefined;
  const segwit = decodeSegwit(text);
  if (segwit) {
    if (segwit.hrp === 'bc') return 'mainnet';
    if (segwit.hrp === 'tb') return 'testnet';
    if (segwit.hrp === 'bcrt') return 'regtest';
    return undefined;
  }
  try {
    const payload = base58check.decode(text);
    if (payload.length !== 21) return undefined;
    const version = payload[0];
    if (version === 0x00 || version === 0x05) return 'mainnet';
    if (version === 0x6f || version === 0xc4) return 'testnet';
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Whether an address may be used on a network. Base58 test versions are shared by every
 * test network and regtest; `tb1` is not valid on regtest (Core's is_valid_for_network).
 */
export function isAddressForNetwork(address: string, network: BitcoinNetwork): boolean {
  const family = networkOfAddress(address);
  if (family === undefined) return false;
  if (network === 'mainnet') return family === 'mainnet';
  if (network === 'regtest') {
    return family === 'regtest' || (family === 'testnet' && !/^tb1/i.test(address.trim()));
  }
  return family === 'testnet';
}

/** Throws a SatchelError naming what is wrong with an address for a network. */
export function assertAddressForNetwork(address: string, network: BitcoinNetwork): void {
  const family = networkOfAddress(address);
  if (family === undefined) {
    throw new SatchelError(ErrorCode.INVALID_ADDRESS, 'Invalid Bitcoin address.', { details: address });
  }
  if (!isAddressForNetwork(address, network)) {
    throw new SatchelError(
      ErrorCode.WRONG_NETWORK,
      `This is a ${family} address; the app is on ${network}.`,
      {
        details: address,
      },
    );
  }
}
