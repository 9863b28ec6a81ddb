import type { Balance, ExplorerClient } from '../clients/explorer';

export interface GetBalanceParameters {
  explorer: ExplorerClient;
  address: string;
}

/**
 * The explorer's balance of an address in bigint sats (404/429 read as 0).
 * @throws SatchelError when the balance cannot be read: the UI shows "unavailable", never a number.
 */
export async function getBalance(params: GetBalanceParameters): Promise<Balance> {
  const result = await params.explorer.getBalance(params.address);
  if (result.status === 'unavailable') throw result.error;
  return result;
}
