/**
 * Satchel core: framework-free building blocks (SPEC R14). Nothing here imports React.
 */
export {
  configOrigins,
  DEFAULT_BASES,
  type ResolvedConfig,
  resolveConfig,
  SERVICES,
  type ServiceName,
} from './config';
export {
  describeCause,
  ErrorCode,
  type ErrorCodeValue,
  Errors,
  isSatchelError,
  Messages,
  SatchelError,
} from './errors';
export {
  type Balance,
  type BalanceResult,
  createExplorerClient,
  type ExplorerClient,
  type ExplorerClientOptions,
  type FeeRates,
  type TxStatus,
  type Utxo as ExplorerUtxo,
} from './explorer';
export {
  defaultMessageProtocol,
  type MessageProtocol,
  signMessageBip322,
  signMessageEcdsa,
  verifyMessage,
} from './message';
export {
  assertAddressForNetwork,
  type BitcoinNetwork,
  isAddressForNetwork,
  NETWORKS,
  networkOfAddress,
} from './networks';
export {
  decodePsbtText,
  defaultSighash,
  type PsbtSummary,
  summarizePsbt,
  type ValidatePsbtRequest,
  validatePsbt,
} from './psbt';
export { buildSendPsbt, DUST_THRESHOLDS, estimateVsize, finalizePsbt, selectCoins } from './send';
export { formatBtc, MAX_SATS, parseBtcAmount, SATS_PER_BTC } from './units';
