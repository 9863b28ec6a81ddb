import type { CallOptions, ExplorerClient } from '../clients/explorer';
import type { BtcPrices } from '../clients/explorer/prices';

export interface GetPricesParameters {
  explorer: ExplorerClient;
  signal?: AbortSignal;
}

/**
 * The explorer's price of 1 BTC per currency (mempool.space `/v1/prices`). Whether
 * they are fresh enough to show is `freshPrices`' call, made when they are shown.
 * @throws SatchelError when the explorer does not answer or answers something else.
 */
export function getPrices(params: GetPricesParameters): Promise<BtcPrices> {
  const call: CallOptions = params.signal ? { signal: params.signal } : {};
  return params.explorer.getPrices(call);
}
