export { mainAddress, withConnectedAccounts } from './account-cache';
export { browserConnectionStorage, type ConnectionStorage } from './connection-storage';
export {
  type ConnectionStore,
  type ConnectionStoreOptions,
  type ConnectParameters,
  createConnectionStore,
  type SelectorEvents,
} from './connection-store';
export {
  createSatchelConnection,
  type SatchelConnection,
  type SatchelConnectionConfig,
} from './create-satchel-connection';
export { networkError, warnOnNetworkListMismatch } from './network-guard';
export { chooseProvider, type SelectProvider } from './select-provider';
export { type ConnectionState, type ConnectionStatus, initialConnectionState, transitions } from './state';
export {
  browserStorage,
  type CreateStorageOptions,
  createStorage,
  type SatchelStorage,
  type StorageLike,
} from './storage';
