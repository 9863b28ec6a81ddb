import {
  bip322MessageHash,
  bitcoinMessageHash,
  signMessageBip322,
  signMessageEcdsa,
} from '@satchel/core/message';
import { hex } from '@scure/base';
import { WalletFailure } from './errors';
import type { KeyAccount } from './keys';
import type { Signer } from './signer';

export type MessageProtocol = 'ecdsa' | 'bip322';

export interface MessageSignature {
  signature: string;
  /** Hex digest that was signed: BIP-137 double-SHA256 or the BIP-322 tagged hash. */
  messageHash: string;
  protocol: MessageProtocol;
}

/**
 * Default protocol as the wallets document it: ECDSA for P2WPKH/P2SH, BIP-322 for taproot,
 * where ECDSA is not available (docs/wallet-interfaces.md §1, "Message protocol default").
 */
export function defaultProtocolFor(account: KeyAccount): MessageProtocol {
  return account.addressType === 'p2tr' ? 'bip322' : 'ecdsa';
}

/**
 * Which BIP-137 header range an ECDSA signature carries: `address-type` follows BIP-137 (39–42
 * for P2WPKH); `compressed-key` is 31–34 for every address type, as Unisat signs, taproot
 * included, with the untweaked internal key (docs/wallets/quirks.md §2).
 */
export type EcdsaHeader = 'address-type' | 'compressed-key';

/**
 * Signs with the core signers: BIP-137 compact ECDSA or BIP-322 simple (base64 witness), with
 * `account`'s key as `signer` holds it.
 */
export function signMessageWith(
  signer: Signer,
  account: KeyAccount,
  message: string,
  protocol: MessageProtocol,
  ecdsaHeader: EcdsaHeader = 'address-type',
): MessageSignature {
  if (typeof message !== 'string') throw new WalletFailure('invalid-params', 'The message must be a string.');
  if (protocol === 'ecdsa') {
    if (account.addressType === 'p2tr' && ecdsaHeader === 'address-type') {
      throw new WalletFailure('invalid-params', 'ECDSA signing is not available for taproot addresses.');
    }
    // A compressed-key P2PKH header is BIP-137's 31–34; the signature itself is the same.
    const addressType = ecdsaHeader === 'compressed-key' ? 'p2pkh' : 'p2wpkh';
    const signature = signMessageEcdsa({ message, privateKey: signer.keyOf(account), addressType });
    return { signature, messageHash: hex.encode(bitcoinMessageHash(message)), protocol };
  }
  const signature = signMessageBip322({
    message,
    privateKey: signer.keyOf(account),
    address: account.address,
    network: signer.network,
  });
  return { signature, messageHash: hex.encode(bip322MessageHash(message)), protocol };
}
