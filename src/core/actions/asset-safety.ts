import type { Account } from '../connectors/types';
import { ErrorCode, SatchelError } from '../errors';

/**
 * Which outputs of an address carry inscriptions or runes, as the indexer reports them. Every
 * transaction the app builds spends only outputs the index reports free of both (SPEC R15.3).
 */
export interface AssetIndex {
  /** `txid:vout` of every output of `address` that carries an inscription or a rune. */
  protectedOutpoints(address: string): Promise<ReadonlySet<string>>;
}

export const ASSETS_UNCONFIRMED =
  'Cannot confirm this address holds no inscriptions or runes. Try again, or send from your wallet.';

/**
 * An address may hold inscriptions or runes when it is taproot (where ord-aware wallets receive
 * them) or when the wallet uses one address for payments and ordinals (Unisat, OKX).
 */
export function mayHoldAssets(payment: Account, ordinalsAddress: string | undefined): boolean {
  return payment.addressType === 'p2tr' || payment.address === ordinalsAddress;
}

/** The protected outpoints, or undefined when the index cannot say (unreachable, malformed). */
export async function readProtectedOutpoints(
  index: AssetIndex | undefined,
  address: string,
): Promise<ReadonlySet<string> | undefined> {
  if (!index) return undefined;
  try {
    return await index.protectedOutpoints(address);
  } catch {
    return undefined;
  }
}

export function assetsUnconfirmed(address: string): SatchelError {
  return new SatchelError(ErrorCode.EXPLORER_UNAVAILABLE, ASSETS_UNCONFIRMED, { details: address });
}
