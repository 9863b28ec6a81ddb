export type { WalletConnectMetadata, WalletConnectOptions } from '../wallets/walletconnect/options';
export type { SignClientModule } from '../wallets/walletconnect/sign-client-types';
export { addressTypeOf } from './address-type';
export { createWalletDetector, type WalletDetector } from './detector';
export { DEV_WALLET_MARK, isDevWalletProvider } from './dev-wallet-mark';
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
export type { WalletGlobals } from './globals';
export { type Monogram, monogramIcon, readMonogram, safeIcon } from './icons';
export { loadConnector, preloadConnector } from './load-connector';
export { orderWalletOptions } from './order';
export {
  btcProviderWalletId,
  isWalletInstalled,
  listWalletOptions,
  openInUrl,
  privateChainRefusal,
  type RegistryContext,
  walletProvider,
} from './registry';
export type { StandardWalletLike, StandardWalletSource } from './standard-wallets';
export { isMobile, type Platform, platformOf, type StoreUrls, storeLink } from './store-link';
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
} from './types';
export { isUserRejection } from './wallet-errors';
