export {
  type BuildSendPsbtParams,
  type BuiltSendPsbt,
  buildSendPsbt,
  type FundingUtxo,
  RBF_SEQUENCE,
} from './build';
export { checkPayment, type PayableOutput, payableOutput } from './check';
export { assertSameTransaction } from './compare';
export { DUST_THRESHOLDS, dustThreshold } from './dust';
export { feeForRate } from './fee';
export { type FinalizedTransaction, finalizePsbt } from './finalize';
export {
  type BuiltReplacement,
  buildCancel,
  buildSpeedUp,
  INCREMENTAL_RELAY_FEE_RATE,
  minimumReplacementFee,
  type OriginalTransaction,
  spentOutpoints,
} from './replace';
export { type Selection, type SelectionRequest, selectCoins, type Utxo } from './select';
export { estimateVsize, INPUT_WEIGHT, type SpendableInputType } from './size';
export {
  type BuiltTransfer,
  buildInscriptionTransfer,
  buildRunesTransfer,
  type InscriptionTransferParams,
  type RunesTransferParams,
} from './transfer';
export { type WalletSendFeeRate, walletSendFeeRate } from './wallet-fee-rate';
