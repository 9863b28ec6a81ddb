/**
 * One function per user operation. Each takes its connector and clients explicitly, checks what
 * can be checked before any wallet popup, and throws `SatchelError` only.
 */
export { type BroadcastPsbtParameters, broadcastPsbt } from './broadcast-psbt';
export { type BuyListingParameters, buyListing } from './buy-listing';
export { type CancelSendParameters, type CancelSendReturnType, cancelSend } from './cancel-send';
export { type CheckListingContext, checkListing } from './check-listing';
export { type ExecuteListingPurchaseParameters, executeListingPurchase } from './execute-listing-purchase';
export { type ExecuteSendParameters, executeSend, type SendOutcome } from './execute-send';
export { type ExecuteTransferParameters, executeTransfer } from './execute-transfer';
export {
  type GetAssetsParameters,
  type GetAssetsReturnType,
  getAssets,
  type RuneHolding,
} from './get-assets';
export { type GetBalanceParameters, getBalance } from './get-balance';
export { type GetBalanceSplitParameters, getBalanceSplit } from './get-balance-split';
export { type GetFeeRatesParameters, getFeeRates } from './get-fee-rates';
export { type GetInputAssetsParameters, getInputAssets } from './get-input-assets';
export { type GetPricesParameters, getPrices } from './get-prices';
export { type GetTxStatusParameters, getTxStatus } from './get-tx-status';
export { type GetWalletBalanceParameters, getWalletBalance } from './get-wallet-balance';
export {
  ASSETS_UNCONFIRMED,
  type AssetIndex,
  mayHoldAssets,
} from './internal/asset-safety';
export { type FeeSpeed, resolveFeeRate, tierRate } from './internal/fee-choice';
export { messageProtocolFor, messageProtocolsFor } from './internal/message-protocols';
export type { ReplacementPlan } from './internal/original-send';
export { psbtFileText } from './internal/psbt-file-text';
export { sendFailure } from './internal/send-failure';
export type { BuiltTransferPlan, TransferPlan, WalletTransferPlan } from './internal/transfer-plan';
export { type ListForSaleParameters, type Listing, listForSale } from './list-for-sale';
export { type ListingFlowTerms, listingFlow, purchasePlanFlow } from './listing-flow';
export { type PayRuneFeeBumpParameters, payFeeBump } from './pay-fee-bump';
export { type PayRuneOrderParameters, payOrder } from './pay-order';
export {
  type NewOrder,
  type PlacedOrder,
  type PlaceRuneOrderParameters,
  placeOrder,
  REVIEW_AGAIN,
} from './place-order';
export { sendPlanFlow, transferPlanFlow } from './plan-flow';
export { type PlanInscriptionTransferParameters, planInscriptionTransfer } from './plan-inscription-transfer';
export {
  type ListingPurchasePlan,
  type PlanListingPurchaseParameters,
  planListingPurchase,
} from './plan-listing-purchase';
export { type PlanRunesTransferParameters, planRunesTransfer } from './plan-runes-transfer';
export { type PlanSendParameters, planSend, type SendPlan } from './plan-send';
export { type PlanWalletTransferParameters, planWalletTransfer } from './plan-wallet-transfer';
export { type PreparedPsbt, type PreparePsbtParameters, preparePsbt } from './prepare-psbt';
export { type PreparePsbtBatchParameters, preparePsbtBatch } from './prepare-psbt-batch';
export { type QuoteRuneFeeBumpParameters, quoteFeeBump } from './quote-fee-bump';
export { type SignInParameters, type SignInReturnType, signIn } from './sign-in';
export {
  randomNonce,
  requestSignInNonce,
  type SignInServiceParameters,
  verifySignInOnServer,
} from './sign-in-server';
export { type SignMessageParameters, type SignMessageReturnType, signMessage } from './sign-message';
export { NOTHING_TO_SIGN, type SignPsbtParameters, signPsbt } from './sign-psbt';
export {
  type PsbtBatchItemResult,
  type PsbtBatchProgress,
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
