/**
 * Every TanStack Query key, from one place, so a refresh (say, balances after a send) names
 * exactly what it invalidates. Keys start with the network: answers never cross networks.
 */
export const queryKeys = {
  balances: (network: string) => ['balance', network] as const,
  balance: (network: string, address: string) => ['balance', network, address] as const,
  walletBalance: (network: string, walletId: string) => ['wallet-balance', network, walletId] as const,
  fees: (network: string) => ['fees', network] as const,
  /** The explorer's price of 1 BTC per currency. */
  prices: (network: string) => ['prices', network] as const,
  txStatus: (network: string, txid: string) => ['tx-status', network, txid] as const,
  /** A sent transaction and the replacements of its own it follows. */
  trackedTx: (network: string, txid: string, follow: readonly string[]) =>
    ['tracked-tx', network, txid, ...follow] as const,
  addressTxs: (network: string, address: string) => ['address-txs', network, address] as const,
  allAssets: (network: string) => ['assets', network] as const,
  assets: (network: string, addresses: readonly string[]) => ['assets', network, ...addresses] as const,
  balanceSplit: (network: string, address: string) => ['balance', network, address, 'split'] as const,
  /** What the index says a PSBT's inputs carry. */
  inputAssets: (network: string, outpoints: readonly string[]) =>
    ['assets', network, 'inputs', ...outpoints] as const,
  runeOrders: (network: string, baseUrl: string, orderIds: readonly string[]) =>
    ['rune-orders', network, baseUrl, ...orderIds] as const,
};
