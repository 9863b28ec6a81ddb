import { looksLikeBip137, verifyBip137 } from './bip137';
import { verifyBip322 } from './bip322';
import type { MessageProtocol } from './protocol';

export interface VerifyMessageParams {
  address: string;
  message: string;
  signature: string;
}

export interface VerifyMessageResult {
  valid: boolean;
  /** The protocol the signature verified under, or the one its shape suggests when invalid. */
  protocol: MessageProtocol | undefined;
}

/**
 * Verifies a BIP-137 (65-byte header form) or BIP-322 simple (witness stack) signature.
 * Never throws: anything malformed is `{valid: false}`.
 */
export function verifyMessage(params: VerifyMessageParams): VerifyMessageResult {
  try {
    const { address, message, signature } = params ?? ({} as VerifyMessageParams);
    if (typeof address !== 'string' || typeof message !== 'string' || typeof signature !== 'string') {
      return { valid: false, protocol: undefined };
    }
    if (looksLikeBip137(signature)) {
      return { valid: verifyBip137(address.trim(), message, signature), protocol: 'ecdsa' };
    }
    if (verifyBip322(address.trim(), message, signature)) return { valid: true, protocol: 'bip322' };
    return { valid: false, protocol: undefined };
  } catch {
    return { valid: false, protocol: undefined };
  }
}
