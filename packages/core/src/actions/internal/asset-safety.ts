import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { Account } from '../../wallets/kit/types';

/**
 * Which outputs of an address carry inscriptions or runes, as the indexer reports them. Every
 * transaction the app builds spends only outputs the index reports free of both.
 */
export interface AssetIndex {
  /**
   * `txid:vout` of the outputs of `address` the index reports free of inscriptions and runes,
   * and of those carrying some or that it cannot vouch for (`createIndexerClient` has this method).
   */
  assetStatus(address: string): Promise<AssetStatus>;
}

interface AssetStatus {
  free: ReadonlySet<string>;
  protected: ReadonlySet<string>;
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

/** The index's answer, or undefined when it cannot say (unreachable, malformed). */
export async function readAssetStatus(
  index: AssetIndex | undefined,
  address: string,
): Promise<AssetStatus | undefined> {
  if (!index) return undefined;
  try {
    return await index.assetStatus(address);
  } catch {
    return undefined;
  }
}

/**
 * Whether an output may be spent. Where the address may hold assets only outputs the index
 * reports free are spent (ord does not index the mempool, so an unconfirmed output is not vouched
 * for); elsewhere everything but what the index reports carrying assets.
 */
export function spendableBy(status: AssetStatus | undefined, strict: boolean) {
  return (u: { txid: string; vout: number }): boolean => {
    const outpoint = `${u.txid}:${u.vout}`;
    if (!status) return true;
    return strict ? status.free.has(outpoint) : !status.protected.has(outpoint);
  };
}

export function assetsUnconfirmed(address: string): SatchelError {
  return new SatchelError(ErrorCode.EXPLORER_UNAVAILABLE, ASSETS_UNCONFIRMED, { details: address });
}
