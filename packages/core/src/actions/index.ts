/**
 * One function per user operation. Each takes its connector and clients explicitly, checks what
 * can be checked before any wallet popup, and throws `SatchelError` only.
 */
export {
  ASSETS_UNCONFIRMED,
  type AssetIndex,
  mayHoldAssets,
} from './asset-safety';
export {
  type BuyListingParameters,
  buyListing,
  type ExecuteListingPurchaseParameters,
  executeListingPurchase,
} from './buy-listing';
export {
  type ListingPurchasePlan,
  type PlanListingPurchaseParameters,
  planListingPurchase,
} from './buy-listing-plan';
export { type CancelSendParameters, type CancelSendReturnType, cancelSend } from './cancel-send';
export { type ExecuteSendParameters, executeSend, sendFailure } from './execute-send';
export { type ExecuteTransferParameters, executeTransfer } from './execute-transfer';
export { type FeeSpeed, resolveFeeRate, tierRate } from './fee-choice';
export {
  type GetAssetsParameters,
  type GetAssetsReturnType,
  type GetBalanceSplitParameters,
  getAssets,
  getBalanceSplit,
  type RuneHolding,
} from './get-assets';
export { type GetBalanceParameters, getBalance } from './get-balance';
export { type GetFeeRatesParameters, getFeeRates } from './get-fee-rates';
export { type GetInputAssetsParameters, getInputAssets } from './get-input-assets';
export { type GetPricesParameters, getPrices } from './get-prices';
export { type GetTxStatusParameters, getTxStatus } from './get-tx-status';
export { type GetWalletBalanceParameters, getWalletBalance } from './get-wallet-balance';
export type { BuiltTransferPlan, TransferPlan, WalletTransferPlan } from './internal/transfer-plan';
export { type ListForSaleParameters, type Listing, listForSale } from './list-for-sale';
export { type ListingFlowTerms, listingFlow, purchasePlanFlow } from './listing-flow';
export type { ReplacementPlan } from './original-send';
export { sendPlanFlow, transferPlanFlow } from './plan-flow';
export { type PlanInscriptionTransferParameters, planInscriptionTransfer } from './plan-inscription-transfer';
export { type PlanRunesTransferParameters, planRunesTransfer } from './plan-runes-transfer';
export { type PlanSendParameters, planSend, type SendPlan } from './plan-send';
export { type PlanWalletTransferParameters, planWalletTransfer } from './plan-wallet-transfer';
export {
  type NewOrder,
  type PayRuneFeeBumpParameters,
  type PayRuneOrderParameters,
  type PlacedOrder,
  type PlaceRuneOrderParameters,
  payFeeBump,
  payOrder,
  placeOrder,
  type QuoteRuneFeeBumpParameters,
  quoteFeeBump,
  REVIEW_AGAIN,
} from './rune-orders';
export {
  randomNonce,
  requestSignInNonce,
  type SignInParameters,
  type SignInReturnType,
  type SignInServiceParameters,
  signIn,
  verifySignInOnServer,
} from './sign-in';
export {
  messageProtocolFor,
  messageProtocolsFor,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './sign-message';
export {
  type BroadcastPsbtParameters,
  broadcastPsbt,
  NOTHING_TO_SIGN,
  type PreparedPsbt,
  type PreparePsbtParameters,
  preparePsbt,
  psbtFileText,
  type SignPsbtParameters,
  signPsbt,
} from './sign-psbt';
export {
  type PreparePsbtBatchParameters,
  type PsbtBatchItemResult,
  type PsbtBatchProgress,
  preparePsbtBatch,
  type SignPsbtBatchParameters,
  signPsbtBatch,
} from './sign-psbt-batch';
export {
  type SpeedUpSendParameters,
  type SpeedUpSendReturnType,
  speedUpSend,
} from './speed-up-send';
export {
  type TrackedStatus,
  type TrackTransactionParameters,
  type TrackTransactionReturnType,
  trackTransaction,
} from './track-transaction';
