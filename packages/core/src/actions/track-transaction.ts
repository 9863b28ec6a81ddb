import type { CallOptions, ExplorerClient } from '../clients/explorer';

/** Where a transaction stands. */
export type TrackedStatus =
  | { state: 'mempool' }
  | {
      state: 'confirmed';
      blockHeight: number | undefined;
      blockHash: string | undefined;
      blockTime: number | undefined;
    }
  /** Another transaction spends one of its inputs: it can never confirm. */
  | { state: 'replaced'; by: string; confirmed: boolean }
  /** Gone from the mempool, not in a block, and nothing spends its inputs. */
  | { state: 'dropped' }
  /** Not found, and what it spends is not known, so replaced and dropped cannot be told apart. */
  | { state: 'unknown' };

export interface TrackTransactionParameters {
  explorer: ExplorerClient;
  txid: string;
  /**
   * The outpoints (`txid:vout`) it spends, when known without the explorer (the PSBT it was built
   * from). Once the transaction has left the mempool they are the only way to find what replaced
   * it. Malformed entries are ignored.
   */
  spends?: readonly string[];
  /** Replacements this app broadcast itself: a replacement among them is followed. */
  follow?: readonly string[];
  signal?: AbortSignal;
}

export interface TrackTransactionReturnType {
  /** The transaction in effect: `txid`, or the last of the followed replacements. */
  txid: string;
  status: TrackedStatus;
  /** Each followed replacement, oldest first. */
  replaced: { txid: string; by: string }[];
  /** What the transaction in effect spends, as far as known: pass it back as `spends`. */
  spends: string[];
}

const OUTPOINT = /^([0-9a-f]{64}):(\d{1,10})$/;
/** A replacement chain longer than this is not followed further (each needs a new fee bump). */
const MAX_FOLLOWED = 25;

async function locate(
  explorer: ExplorerClient,
  txid: string,
  spends: readonly string[],
  call: CallOptions | undefined,
): Promise<{ status: TrackedStatus; spends: string[] }> {
  const tx = await explorer.getTx(txid, call);
  if (tx) {
    const spent = tx.vin.map((vin) => `${vin.txid}:${vin.vout}`);
    if (!tx.status.confirmed) return { status: { state: 'mempool' }, spends: spent };
    return {
      status: {
        state: 'confirmed',
        blockHeight: tx.status.block_height ?? undefined,
        blockHash: tx.status.block_hash ?? undefined,
        blockTime: tx.status.block_time ?? undefined,
      },
      spends: spent,
    };
  }
  const outpoints = spends.flatMap((text) => {
    const match = OUTPOINT.exec(text.toLowerCase());
    return match ? [{ txid: match[1] as string, vout: Number(match[2]) }] : [];
  });
  if (outpoints.length === 0) return { status: { state: 'unknown' }, spends: [] };
  // Esplora's outspend names whoever spends each input now, in a block or in the mempool.
  const answers = await Promise.all(outpoints.map((o) => explorer.getOutspend(o.txid, o.vout, call)));
  const known = [...spends];
  for (const answer of answers) {
    if (!answer?.spent || !answer.txid) continue;
    const confirmed = answer.status?.confirmed === true;
    // The transaction itself, seen here before its own lookup caught up.
    if (answer.txid === txid) {
      return {
        status: confirmed
          ? {
              state: 'confirmed',
              blockHeight: answer.status?.block_height ?? undefined,
              blockHash: answer.status?.block_hash ?? undefined,
              blockTime: answer.status?.block_time ?? undefined,
            }
          : { state: 'mempool' },
        spends: known,
      };
    }
    return { status: { state: 'replaced', by: answer.txid, confirmed }, spends: known };
  }
  return { status: { state: 'dropped' }, spends: known };
}

/**
 * Where a sent transaction stands: in the mempool, confirmed, replaced (BIP-125, by
 * this app or elsewhere, with the replacing txid from Esplora's `/tx/:txid/outspend/:vout` on
 * its inputs), or dropped. A replacement listed in `follow` is tracked in its place.
 * @throws SatchelError when the explorer cannot be read.
 */
export async function trackTransaction(
  params: TrackTransactionParameters,
): Promise<TrackTransactionReturnType> {
  const { explorer } = params;
  const call = params.signal ? { signal: params.signal } : undefined;
  const follow = new Set(params.follow ?? []);
  const replaced: { txid: string; by: string }[] = [];
  let txid = params.txid.toLowerCase();
  let spends = [...(params.spends ?? [])];
  for (;;) {
    const found = await locate(explorer, txid, spends, call);
    const { status } = found;
    const ours = status.state === 'replaced' && follow.has(status.by);
    if (!ours || replaced.length >= MAX_FOLLOWED || replaced.some((r) => r.txid === status.by)) {
      return { txid, status, replaced, spends: found.spends };
    }
    replaced.push({ txid, by: status.by });
    // Our replacements spend every input of what they replace, so these still find the next one.
    spends = found.spends;
    txid = status.by;
  }
}
