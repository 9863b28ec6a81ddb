import {
  createSatchelConnection,
  type SatchelConnection,
  type SatchelStorage,
} from '@satchel/core/connection';
import { preloadConnector, type RegistryContext, type WalletConnectOptions } from '@satchel/core/connectors';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createChooserController } from './chooser-controller';
import { WalletChooser } from './components/WalletChooser';
import { SatchelContext, type SatchelContextValue } from './context';
import { preloadQueryLayer } from './query-layer';
import { defaultStrings, type SatchelStrings } from './strings';

export interface SatchelConfig {
  network: BitcoinNetwork;
  /** Every network the app accepts; defaults to `[network]`. */
  networks?: readonly BitcoinNetwork[];
  /** The app targets the devnet: the Satchel Dev Wallet is listed. */
  devnet: boolean;
  /** A private test chain: only the Dev Wallet connects. */
  privateChain?: boolean;
  /** Shown by wallets that display why the app asks. */
  connectMessage?: string;
  /** Restore a stored connection on mount, without a popup. Default true. */
  reconnectOnMount?: boolean;
  registry?: Omit<RegistryContext, 'devnet' | 'privateChain'>;
  /**
   * Phones over WalletConnect: listed in the chooser when a project id is given;
   * `loadSignClient: () => import('@walletconnect/sign-client')` loads the SDK when it is picked.
   */
  walletConnect?: WalletConnectOptions;
  /** Where the connection and the last wallet are remembered (`createStorage`); the page's localStorage unless given. */
  storage?: SatchelStorage;
}

export interface SatchelProviderProps {
  config: SatchelConfig;
  strings?: Partial<SatchelStrings>;
  /** A prepared connection (tests); otherwise one is created from `config`. */
  connection?: (chooser: ReturnType<typeof createChooserController>) => SatchelConnection;
  children?: ReactNode;
}

export function SatchelProvider({ config, strings, connection, children }: SatchelProviderProps) {
  const [value] = useState<Omit<SatchelContextValue, 'strings'>>(() => {
    const chooser = createChooserController();
    // A pairing link shown with the chooser closed (the stored wallet reconnecting) lists the
    // detector's options; the detector exists once the connection does.
    let detector: SatchelConnection['detector'] | undefined;
    const selector = {
      ...chooser,
      pairingUri: (walletId: string, uri: string) =>
        chooser.pairingUri(walletId, uri, detector?.getOptions() ?? []),
    };
    const built =
      connection?.(chooser) ??
      createSatchelConnection({
        network: config.network,
        devnet: config.devnet,
        ...(config.privateChain ? { privateChain: true } : {}),
        selectProvider: (options) => chooser.select(options),
        selector,
        ...(config.networks ? { networks: config.networks } : {}),
        ...(config.connectMessage ? { connectMessage: config.connectMessage } : {}),
        ...(config.storage ? { storage: config.storage } : {}),
        ...(config.registry || config.walletConnect
          ? {
              registry: {
                ...config.registry,
                ...(config.walletConnect ? { walletConnect: config.walletConnect } : {}),
              },
            }
          : {}),
      });
    detector = built.detector;
    return { ...built, chooser, network: config.network };
  });

  useEffect(() => {
    if (config.reconnectOnMount === false) return;
    void value.store.reconnect();
  }, [value, config.reconnectOnMount]);

  // A wallet being connected (picked, or the stored one reconnecting) fetches the query code
  // beside its connector's, so its balance does not wait on it after.
  useEffect(() => {
    const follow = () => {
      if (value.store.getSnapshot().status !== 'disconnected') preloadQueryLayer();
    };
    follow();
    return value.store.subscribe(follow);
  }, [value]);

  // Wallets injected while the chooser is open appear in it.
  useEffect(
    () => value.detector.subscribe(() => value.chooser.updateOptions(value.detector.getOptions())),
    [value],
  );

  // Installed wallets' connector code is fetched while the page is idle, so a pick never waits on it.
  useEffect(() => {
    const preloaded = new Set<string>();
    const preloadInstalled = () => {
      for (const option of value.detector.getOptions()) {
        if (!option.isInstalled || preloaded.has(option.id)) continue;
        preloaded.add(option.id);
        preloadConnector(option.id);
      }
    };
    const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(preloadInstalled);
    return value.detector.subscribe(() => idle(preloadInstalled));
  }, [value]);

  const context = useMemo(() => ({ ...value, strings: { ...defaultStrings, ...strings } }), [value, strings]);
  return (
    <SatchelContext.Provider value={context}>
      {children}
      <WalletChooser />
    </SatchelContext.Provider>
  );
}
