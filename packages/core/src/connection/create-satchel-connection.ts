import type { BitcoinNetwork } from '../primitives/networks';
import { createWalletDetector, type WalletDetector } from '../wallets/registry/detector';
import { loadConnector } from '../wallets/registry/load-connector';
import type { RegistryContext } from '../wallets/registry/registry';
import { type ConnectionStore, type ConnectionStoreOptions, createConnectionStore } from './connection-store';
import {
  chooserDefaultWallet,
  readLastWallet,
  rememberConnectedWallet,
  writeLastWallet,
} from './last-wallet';
import { browserStorage, type SatchelStorage } from './storage';

export interface SatchelConnectionConfig {
  network: BitcoinNetwork;
  networks?: readonly BitcoinNetwork[];
  /** Lists the Satchel Dev Wallet. */
  devnet: boolean;
  /** A private test chain: only the Dev Wallet connects, so no real wallet signs for it. */
  privateChain?: boolean;
  selectProvider?: ConnectionStoreOptions['selectProvider'];
  selector?: ConnectionStoreOptions['selector'];
  connectMessage?: string;
  registry?: Omit<RegistryContext, 'devnet' | 'privateChain'>;
  /**
   * Where the connection, the last wallet and drafts are remembered (`createStorage`, as wagmi's
   * `createStorage`); the page's `localStorage` unless given.
   */
  storage?: SatchelStorage;
}

export interface SatchelConnection {
  store: ConnectionStore;
  detector: WalletDetector;
}

/**
 * Wires detection, lazy connectors and storage into one store, as the app uses them. Creating one
 * reads nothing: storage and wallet detection are first touched when the page uses them (an effect,
 * a click), so a server render can create it.
 */
export function createSatchelConnection(config: SatchelConnectionConfig): SatchelConnection {
  const storage = config.storage ?? browserStorage;
  const lead = () => chooserDefaultWallet(storage, () => readLastWallet(storage));
  const registry: RegistryContext = {
    ...config.registry,
    devnet: config.devnet,
    privateChain: config.privateChain === true,
  };
  const detector = createWalletDetector(registry, {
    readDefaultWalletId: lead,
  });
  const store = createConnectionStore({
    network: config.network,
    ...(config.networks ? { networks: config.networks } : {}),
    listOptions: () => detector.getOptions(),
    loadConnector: (walletId) => loadConnector(walletId, registry),
    ...(config.selectProvider ? { selectProvider: config.selectProvider } : {}),
    ...(config.selector ? { selector: config.selector } : {}),
    ...(config.connectMessage ? { connectMessage: config.connectMessage } : {}),
    waitForWallet: (walletId, signal) => detector.waitForWallet(walletId, signal),
    storage,
  });
  rememberConnectedWallet(store, (walletId) => writeLastWallet(storage, walletId));
  store.subscribe(() => detector.setDefaultWalletId(lead()));
  return { store, detector };
}
