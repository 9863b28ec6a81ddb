import type { ExplorerClient, TxStatus } from '../clients/explorer';

export interface GetTxStatusParameters {
  explorer: ExplorerClient;
  txid: string;
}

/**
 * Where a transaction is (unknown, mempool, confirmed at a height).
 * @throws SatchelError when the explorer cannot be read.
 */
export function getTxStatus(params: GetTxStatusParameters): Promise<TxStatus> {
  return params.explorer.getTxStatus(params.txid);
}
