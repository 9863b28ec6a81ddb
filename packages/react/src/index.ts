export { useAddressTransactions } from './actions/useAddressTransactions';
export {
  type PlanTransferVariables,
  useAssets,
  useBalanceSplit,
  useExecuteTransfer,
  useIndexer,
  useInscriptionText,
  usePlanTransfer,
} from './actions/useAssets';
export {
  type BuyListingVariables,
  type PlanListingPurchaseVariables,
  useBuyListing,
  usePlanListingPurchase,
} from './actions/useBuyListing';
export { type CancelSendVariables, useCancelSend } from './actions/useCancelSend';
export { useInputAssets } from './actions/useInputAssets';
export { type ListForSaleVariables, useListForSale } from './actions/useListForSale';
export {
  useEstimateRuneOrder,
  useOrderingClient,
  usePayRuneFeeBump,
  usePayRuneOrder,
  usePlaceRuneOrder,
  useQuoteRuneFeeBump,
  useRuneOrderStates,
} from './actions/useRuneOrders';
export {
  type ExecuteSendVariables,
  type PlanSendVariables,
  useExecuteSend,
  usePlanSend,
  useRebroadcast,
} from './actions/useSend';
export { type SignInOutcome, type SignInVariables, useSignIn } from './actions/useSignIn';
export { type SignMessageVariables, useSignMessage } from './actions/useSignMessage';
export { type SignPsbtVariables, useBroadcastPsbt, usePreparePsbt, useSignPsbt } from './actions/useSignPsbt';
export {
  type SignPsbtBatchVariables,
  usePreparePsbtBatch,
  useSignPsbtBatch,
} from './actions/useSignPsbtBatch';
export { type SpeedUpSendVariables, useSpeedUpSend } from './actions/useSpeedUpSend';
export { type TrackedTransactionOptions, useTrackedTransaction } from './actions/useTrackedTransaction';
export { useWalletBalance } from './actions/useWalletBalance';
export { useWalletMutation } from './actions/useWalletMutation';
export {
  type ChooserController,
  type ChooserState,
  createChooserController,
  type SidePanel,
} from './chooser-controller';
export { AccountHeader, shortenAddress } from './components/AccountHeader';
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton';
export { NetworkSwitchButton } from './components/NetworkSwitchButton';
export { WalletChooser } from './components/WalletChooser';
export {
  createSatchelQueryClient,
  DEFAULT_FIAT_CURRENCY,
  ExplorerProvider,
  FIAT_CURRENCY_KEY,
  type Fiat,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  useBalance,
  useExplorer,
  useFeeRates,
  useFiat,
  usePrices,
  useTxStatus,
} from './explorer';
export { type ConnectedAccounts, useAccounts } from './hooks/useAccounts';
export { type UseConnectResult, useConnect } from './hooks/useConnect';
export { useConnection } from './hooks/useConnection';
export { useConnector } from './hooks/useConnector';
export { useDisconnect } from './hooks/useDisconnect';
export { type UseSwitchNetworkResult, useSwitchNetwork } from './hooks/useSwitchNetwork';
export { useWalletOptions } from './hooks/useWalletOptions';
export { queryKeys } from './query-keys';
export { type SatchelConfig, SatchelProvider, type SatchelProviderProps } from './SatchelProvider';
export { defaultStrings, format, type SatchelStrings } from './strings';
export { networkKey, useStoredState } from './useStoredState';
