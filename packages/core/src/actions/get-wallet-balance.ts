import type { Connector, WalletBalance } from '../wallets/kit/types';

export interface GetWalletBalanceParameters {
  connector: Connector;
  signal?: AbortSignal;
}

/**
 * The wallet's own figure, shown beside the explorer's; undefined for wallets that
 * have no balance method (greyed out in the UI).
 * @throws SatchelError the connector's mapped wallet error.
 */
export async function getWalletBalance(
  params: GetWalletBalanceParameters,
): Promise<WalletBalance | undefined> {
  if (!params.connector.capabilities.balance) return undefined;
  return params.connector.getBalance({ signal: params.signal });
}
