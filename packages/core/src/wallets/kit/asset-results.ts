import { txid as readTxid } from '../../clients/http/schema';
import { Errors } from '../../primitives/errors';

/**
 * The txid a wallet answers after sending an asset itself: a bare string (Unisat's provider resolves
 * with its `pushTx` result) or `{txid}` (sats-connect, and the "Returns" line of Unisat's docs).
 * Anything else is no answer at all, never a txid to track.
 */
export function walletTxid(result: unknown): { txid: string } {
  const value = typeof result === 'string' ? result : (result as { txid?: unknown } | null)?.txid;
  try {
    return { txid: readTxid(value, 'txid') };
  } catch {
    throw Errors.emptyWalletResult();
  }
}
