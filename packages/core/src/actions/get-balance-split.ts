import type { ExplorerClient } from '../clients/explorer';
import type { IndexerClient } from '../clients/indexer';

export interface GetBalanceSplitParameters {
  explorer: ExplorerClient;
  indexer: IndexerClient;
  address: string;
}

/**
 * Of an address's unspent outputs, the sats that can be spent and those that carry
 * inscriptions or runes (or that the index cannot vouch for) and are kept apart.
 * @throws SatchelError when the explorer or the index cannot be read.
 */
export async function getBalanceSplit(
  params: GetBalanceSplitParameters,
): Promise<{ spendable: bigint; protected: bigint }> {
  const [utxos, status] = await Promise.all([
    params.explorer.getUtxos(params.address),
    params.indexer.assetStatus(params.address),
  ]);
  let guarded = 0n;
  let spendable = 0n;
  for (const u of utxos) {
    if (status.protected.has(`${u.txid}:${u.vout}`)) guarded += u.value;
    else spendable += u.value;
  }
  return { spendable, protected: guarded };
}
