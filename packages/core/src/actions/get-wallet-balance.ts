import type { Connector, WalletBalance } from '../connectors/types';

export interface GetWalletBalanceParameters {
  connector: Connector;
  signal?: AbortSignal;
}

/**
 * SPEC R4.3: the wallet's own figure, shown beside the explorer's; undefined for wallets that
 * have no balance method (greyed out, R1.4).
 * @throws SatchelError the connector's mapped wallet error.
 */
export async function getWalletBalance(
  params: GetWalletBalanceParameters,
): Promise<WalletBalance | undefined> {
  if (!params.connector.capabilities.balance) return undefined;
  return params.connector.getBalance({ signal: params.signal });
}
