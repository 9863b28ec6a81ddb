/**
 * Satchel core: framework-free building blocks. Nothing here imports React.
 */
export * from './actions';
export { type CheckListingContext, checkListing } from './actions/check-listing';
export { fiatValue, formatFiat, freshPrices, PRICE_MAX_AGE_MS } from './actions/fiat';
export {
  type AssetMark,
  type AssetNote,
  type FlowInput,
  type FlowOutput,
  flowFromSummary,
  NO_ASSETS,
  type OutputRole,
  type TxFlow,
  UNKNOWN_ASSETS,
} from './actions/flow';
export {
  type Balance,
  type BalanceResult,
  createExplorerClient,
  type ExplorerClient,
  type ExplorerClientOptions,
  type FeeRates,
  type TxStatus,
  type Utxo as ExplorerUtxo,
} from './clients/explorer';
export { type BtcPrices, readPrices } from './clients/explorer/prices';
export {
  type AddressAssets,
  createIndexerClient,
  type IndexedOutput,
  type IndexerClient,
  type IndexerClientOptions,
  type InscriptionInfo,
  type RuneInfo,
} from './clients/indexer';
export {
  type CreatedOrder,
  checkFeeRate,
  createOrderingClient,
  type EtchOrderRequest,
  FINAL_STATES,
  type MintOrderRequest,
  type Order,
  type OrderEstimate,
  type OrderingClient,
  type OrderKind,
  type OrderState,
  type RbfEstimate,
} from './clients/ordering';
export {
  type ConfigInput,
  configOrigins,
  DEFAULT_BASES,
  type ResolvedConfig,
  resolveConfig,
  SERVICES,
  type ServiceName,
} from './config';
export {
  type ConnectionStore,
  createSatchelConnection,
  createStorage,
  type SatchelConnection,
  type SatchelStorage,
} from './connection';
export {
  describeCause,
  ErrorCode,
  type ErrorCodeValue,
  Errors,
  isSatchelError,
  Messages,
  SatchelError,
} from './primitives/errors';
export {
  assertAddressForNetwork,
  type BitcoinNetwork,
  isAddressForNetwork,
  NETWORKS,
  networkOfAddress,
} from './primitives/networks';
export {
  formatBtc,
  formatRuneAmount,
  formatSats,
  MAX_SATS,
  parseBtcAmount,
  parseRuneAmount,
  SATS_PER_BTC,
} from './primitives/units';
export type { CheckedListing } from './protocol/listing';
export {
  BIP122_CHAIN_IDS,
  createSignInMessage,
  defaultMessageProtocol,
  type MessageProtocol,
  networkOfChainId,
  parseSignInMessage,
  SIGN_IN_CLOCK_SKEW_MS,
  type SignInFields,
  type SignInMessageParams,
  type SignInRefusal,
  signMessageBip322,
  signMessageEcdsa,
  type VerifySignInParams,
  type VerifySignInResult,
  verifyMessage,
  verifySignIn,
} from './protocol/message';
export {
  decodePsbtText,
  defaultSighash,
  type PsbtSummary,
  summarizePsbt,
  type ValidatePsbtRequest,
  validatePsbt,
} from './protocol/psbt';
export { normalizeRuneName } from './protocol/runes';
export {
  buildSendPsbt,
  DUST_THRESHOLDS,
  estimateVsize,
  finalizePsbt,
  selectCoins,
  spentOutpoints,
} from './protocol/send';
export type {
  Account,
  AddressPurpose,
  AddressType,
  Connector,
  ConnectorCapabilities,
  SendTransferResult,
  SignMessageResult,
  SignPsbtResult,
  WalletBalance,
  WalletOption,
} from './wallets/kit/types';
export {
  familyById,
  listWalletOptions,
  loadConnector,
  WALLET_FAMILIES,
  type WalletFamily,
} from './wallets/registry';
