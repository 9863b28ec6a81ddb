import { Errors } from '../errors';

const TXID = /^[0-9a-f]{64}$/i;

/**
 * The txid a wallet answers after sending an asset itself: a bare string (Unisat's provider resolves
 * with its `pushTx` result) or `{txid}` (sats-connect, and the "Returns" line of Unisat's docs).
 * Anything else is no answer at all, never a txid to track.
 */
export function walletTxid(result: unknown): { txid: string } {
  const txid = typeof result === 'string' ? result : (result as { txid?: unknown } | null)?.txid;
  if (typeof txid !== 'string' || !TXID.test(txid)) throw Errors.emptyWalletResult();
  return { txid: txid.toLowerCase() };
}
