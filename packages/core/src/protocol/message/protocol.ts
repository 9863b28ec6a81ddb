/** Message-signing protocols: BIP-322 simple and legacy ECDSA (BIP-137). */
export type MessageProtocol = 'bip322' | 'ecdsa';

/**
 * BIP-322 for taproot and native segwit addresses, legacy ECDSA (BIP-137) otherwise,
 * since BIP-322 "simple" is only defined for witness programs.
 */
export function defaultMessageProtocol(addressType: string): MessageProtocol {
  const type = addressType.toLowerCase();
  return type === 'p2tr' || type === 'p2wpkh' || type === 'taproot' || type === 'segwit' ? 'bip322' : 'ecdsa';
}
