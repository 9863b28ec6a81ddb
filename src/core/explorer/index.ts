export { type Balance, balanceFromAddressStats } from './balance';
export { isAlreadyConfirmed, type NodeRejection, parseNodeRejection } from './broadcast-error';
export {
  type BalanceResult,
  createExplorerClient,
  type ExplorerClient,
  type ExplorerClientOptions,
  type TxStatus,
  type Utxo,
} from './client';
export { type FeeRates, FLOOR_FEE_RATE, FLOOR_FEES, feesFromEstimates, feesFromRecommended } from './fees';
export type * from './types';
