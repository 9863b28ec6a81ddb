export { type Balance, balanceFromAddressStats } from './balance';
export { isAlreadyConfirmed, type NodeRejection, parseNodeRejection } from './broadcast-error';
export {
  type BalanceResult,
  type CallOptions,
  createExplorerClient,
  type ExplorerClient,
  type ExplorerClientOptions,
  type TxStatus,
  type Utxo,
} from './client';
export {
  chooseFees,
  FEE_RATE_MAX,
  FEE_RATE_MIN,
  type FeeRates,
  type FeeSource,
  FLOOR_FEE_RATE,
  FLOOR_FEES,
  feesFromEstimates,
  feesFromRecommended,
  type IgnoredFees,
  implausibleFees,
} from './fees';
export { createLazyExplorerClient, type LazyExplorerClient } from './lazy';
export type { EsploraOutspend } from './outspend';
export { type BtcPrices, readPrices } from './prices';
export type * from './types';
