export { addressTypeOf } from '../kit/address-type';
export { DEV_WALLET_MARK, isDevWalletProvider } from '../kit/dev-wallet-mark';
export type { WalletGlobals } from '../kit/globals';
export { type Monogram, monogramIcon, readMonogram, safeIcon } from '../kit/icons';
export { orderWalletOptions } from '../kit/order';
export type { StandardWalletLike, StandardWalletSource } from '../kit/standard-wallets';
export { isMobile, type Platform, platformOf, type StoreUrls, storeLink } from '../kit/store-link';
export type {
  Account,
  AddressPurpose,
  AddressType,
  CallOptions,
  ConnectOptions,
  Connector,
  ConnectorCapabilities,
  ConnectorEventName,
  ConnectorEvents,
  ConnectResult,
  MessageProtocol,
  SendTransferRequest,
  SendTransferResult,
  SighashSupport,
  SignMessageRequest,
  SignMessageResult,
  SignPsbtRequest,
  SignPsbtResult,
  TransferRecipient,
  WalletBalance,
  WalletOption,
} from '../kit/types';
export { isUserRejection } from '../kit/wallet-errors';
export type { WalletConnectMetadata, WalletConnectOptions } from '../walletconnect/options';
export type { SignClientModule } from '../walletconnect/sign-client-types';
export { createWalletDetector, type WalletDetector } from './detector';
export { familyFor } from './discovered-families';
export {
  DEV_WALLET_ID,
  DEV_WALLET_NAME,
  type FamilyContext,
  familyById,
  SATS_CONNECT_PREFIX,
  WALLET_FAMILIES,
  WALLET_STANDARD_PREFIX,
  type WalletFamily,
} from './families';
export { loadConnector, preloadConnector } from './load-connector';
export {
  btcProviderWalletId,
  isWalletInstalled,
  listWalletOptions,
  openInUrl,
  privateChainRefusal,
  type RegistryContext,
  walletProvider,
} from './registry';
