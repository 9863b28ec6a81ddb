import { createWalletDetector, type WalletDetector } from '../connectors/detector';
import { loadConnector } from '../connectors/load-connector';
import type { RegistryContext } from '../connectors/registry';
import type { BitcoinNetwork } from '../networks';
import { browserConnectionStorage } from './connection-storage';
import { type ConnectionStore, type ConnectionStoreOptions, createConnectionStore } from './connection-store';
import { chooserDefaultWallet, rememberConnectedWallet } from './last-wallet';

export interface SatchelConnectionConfig {
  network: BitcoinNetwork;
  networks?: readonly BitcoinNetwork[];
  /** Lists the Satchel Dev Wallet (SPEC R1.1). */
  devnet: boolean;
  /** A private test chain (SPEC R22.1): only the Dev Wallet connects (SPEC R24.3). */
  privateChain?: boolean;
  selectProvider?: ConnectionStoreOptions['selectProvider'];
  selector?: ConnectionStoreOptions['selector'];
  connectMessage?: string;
  registry?: Omit<RegistryContext, 'devnet' | 'privateChain'>;
}

export interface SatchelConnection {
  store: ConnectionStore;
  detector: WalletDetector;
}

/**
 * Wires detection, lazy connectors and storage into one store, as the app uses them. Creating one
 * reads nothing: storage and wallet detection are first touched when the page uses them (an effect,
 * a click), so a server render can create it (SPEC R23.2).
 */
export function createSatchelConnection(config: SatchelConnectionConfig): SatchelConnection {
  const storage = browserConnectionStorage;
  const registry: RegistryContext = {
    ...config.registry,
    devnet: config.devnet,
    privateChain: config.privateChain === true,
  };
  const detector = createWalletDetector(registry, {
    readDefaultWalletId: () => chooserDefaultWallet(storage),
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
  rememberConnectedWallet(store);
  store.subscribe(() => detector.setDefaultWalletId(chooserDefaultWallet(storage)));
  return { store, detector };
}
