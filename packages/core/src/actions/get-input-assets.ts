import type { IndexerClient } from '../clients/indexer';
import { type AssetNote, noteOfIndexedOutput } from './flow';

export interface GetInputAssetsParameters {
  indexer: IndexerClient;
  /** `txid:vout` of each input, in input order. */
  outpoints: readonly string[];
  signal?: AbortSignal;
}

/**
 * What the index says each input of a PSBT carries, in input order (one batched
 * `POST /outputs`). An outpoint the index has not processed is unknown, never assumed empty.
 * @throws SatchelError when the index cannot be read; the caller shows every input as unknown.
 */
export async function getInputAssets(params: GetInputAssetsParameters): Promise<AssetNote[]> {
  const found = await params.indexer.getOutputs(
    params.outpoints,
    params.signal ? { signal: params.signal } : {},
  );
  return params.outpoints.map((outpoint) => noteOfIndexedOutput(found.get(outpoint)));
}
