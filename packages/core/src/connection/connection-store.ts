import { describeCause, ErrorCode, isSatchelError, SatchelError } from '../primitives/errors';
import { ConnectionErrors as Errors } from '../primitives/errors/connection-errors';
import type { BitcoinNetwork } from '../primitives/networks';
import type {
  Account,
  Connector,
  ConnectorEventName,
  ConnectorEvents,
  WalletOption,
} from '../wallets/kit/types';
import { withConnectedAccounts } from './account-cache';
import { browserConnectionStorage, type ConnectionStorage } from './connection-storage';
import { rememberAfterFailedConnect } from './default-provider';
import { networkError, warnOnNetworkListMismatch } from './network-guard';
import { chooseProvider, type SelectProvider } from './select-provider';
import { type ConnectionState, initialConnectionState, transitions } from './state';
import type { StoreContext } from './store-context';
import type { watchWallet } from './wallet-events';

/** How the chooser is told about the wallet popup (docs/sats-connect.md §5.1 walletOpen/walletClose/close). */
export interface SelectorEvents {
  walletOpen?(walletId: string): void;
  /** A wallet on another device pairs from this link (WalletConnect): show it. */
  pairingUri?(walletId: string, uri: string): void;
  walletClose?(): void;
  close?(): void;
}

export interface ConnectionStoreOptions {
  network: BitcoinNetwork;
  /** Every network the app is configured for; defaults to `[network]`. */
  networks?: readonly BitcoinNetwork[];
  listOptions: () => WalletOption[];
  loadConnector: (walletId: string) => Promise<Connector>;
  selectProvider?: SelectProvider;
  selector?: SelectorEvents;
  /** Waits for a late-injected wallet before a passive reconnect. */
  waitForWallet?: (walletId: string, signal?: AbortSignal) => Promise<boolean>;
  storage?: ConnectionStorage;
  logger?: Pick<Console, 'warn' | 'error'>;
  /** Shown by wallets that display why the app asks. */
  connectMessage?: string;
}

export interface ConnectParameters {
  /** Skip the chooser and the stored default. */
  walletId?: string;
  signal?: AbortSignal;
}

export interface ConnectionStore {
  getSnapshot(): ConnectionState;
  subscribe(listener: () => void): () => void;
  connect(parameters?: ConnectParameters): Promise<ConnectionState>;
  disconnect(): Promise<void>;
  /** Restores a stored connection without a popup. */
  reconnect(signal?: AbortSignal): Promise<ConnectionState>;
  /**
   * Asks the wallet to move to `state.switchTo`, then re-reads its accounts and network
   * without a popup: a wallet that connected from another network ends up connected.
   * @throws SatchelError when there is nothing to switch, and the wallet's refusal (mapped once, by
   * its connector); the state is then unchanged.
   */
  switchNetwork(signal?: AbortSignal): Promise<ConnectionState>;
  getConnector(): Connector | undefined;
  addListener<E extends ConnectorEventName>(event: E, listener: ConnectorEvents[E]): () => void;
  destroy(): void;
}

const NO_PROVIDER_LISTENER =
  'No wallet provider selected. The user must first select a wallet before adding listeners to wallet events.';

function asSatchelError(error: unknown): SatchelError {
  return isSatchelError(error)
    ? error
    : new SatchelError(ErrorCode.INTERNAL_ERROR, describeCause(error), { cause: error });
}

export function createConnectionStore(options: ConnectionStoreOptions): ConnectionStore {
  const storage = options.storage ?? browserConnectionStorage;
  const logger = options.logger ?? console;
  const appNetworks = options.networks?.length ? options.networks : [options.network];
  /** The network check for this wallet: a mainnet-only wallet is told so. */
  const wrongNetwork = (
    active: Connector,
    accounts: readonly Account[],
    network: BitcoinNetwork | undefined,
  ): Promise<SatchelError | undefined> =>
    networkError(accounts, network, appNetworks, {
      name: active.name,
      capabilities: active.capabilities,
      appNetwork: options.network,
    });
  const listeners = new Set<() => void>();
  let state: ConnectionState = initialConnectionState;
  let connector: Connector | undefined;
  // A wallet that answered from another network: kept (not connected) so it can be switched.
  let stranded: Connector | undefined;
  let unwatch: (() => void) | undefined;
  // Bumped by every new attempt and by disconnect, so a late wallet answer cannot revive an old one.
  let generation = 0;

  const set = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const detach = () => {
    unwatch?.();
    unwatch = undefined;
    connector = undefined;
    stranded = undefined;
  };

  /** The app's network when the wallet can be asked to move there from the app. */
  const switchTarget = (active: Connector): BitcoinNetwork | undefined =>
    active.capabilities.networkSwitch &&
    typeof active.switchNetwork === 'function' &&
    active.capabilities.networks.includes(options.network)
      ? options.network
      : undefined;

  /** Refuses a wallet on another network, keeping it for a switch when it has one. */
  const refuse = (walletId: string, active: Connector, error: SatchelError) => {
    const target = switchTarget(active);
    if (!target) return set(transitions.failed(error));
    stranded = active;
    set(transitions.wrongNetwork(walletId, error, target));
  };

  /**
   * The wallet's event handling is needed only once a wallet connects: its code loads beside the
   * connector's, so the page before connecting does not carry it and a connect never waits on it.
   */
  let watch: typeof watchWallet | undefined;
  const loadConnector = async (walletId: string) => {
    const [active, events] = await Promise.all([
      options.loadConnector(walletId),
      watch ? undefined : import('./wallet-events'),
    ]);
    watch ??= events?.watchWallet;
    return active;
  };

  const context: StoreContext = {
    network: options.network,
    storage,
    state: () => state,
    set,
    connector: () => connector,
    detach,
    wrongNetwork,
    switchTarget,
  };

  const establish = (
    walletId: string,
    active: Connector,
    accounts: readonly Account[],
    network?: BitcoinNetwork,
  ) => {
    storage.writeAccountCache(walletId, withConnectedAccounts(storage.readAccountCache(walletId), accounts));
    connector = active;
    // Every connector reaching here came through loadConnector, which loaded the watcher.
    unwatch = watch?.(context, walletId, active);
    set(transitions.connected(walletId, accounts, network));
  };

  async function connect(parameters: ConnectParameters = {}): Promise<ConnectionState> {
    if (state.status === 'connected') throw Errors.alreadyConnected();
    if (state.status === 'connecting') {
      throw new SatchelError(
        ErrorCode.CONNECTOR_ALREADY_CONNECTED,
        'A connection request is already in progress.',
      );
    }
    const attempt = ++generation;
    detach();
    const stored = storage.readDefaultProvider();
    let walletId = parameters.walletId ?? stored;
    try {
      walletId ??= await chooseProvider(options.listOptions(), options.selectProvider);
    } catch (error) {
      options.selector?.close?.();
      set(transitions.failed(asSatchelError(error)));
      throw error;
    }
    const hadStored = stored !== undefined && stored === walletId;
    let refused: SatchelError | undefined;
    set(transitions.connectStarted(walletId));
    options.selector?.walletOpen?.(walletId);
    try {
      const active = await loadConnector(walletId);
      const result = await active.connect({
        network: options.network,
        ...(parameters.signal ? { signal: parameters.signal } : {}),
        ...(options.connectMessage ? { message: options.connectMessage } : {}),
        onPairingUri: (uri) => options.selector?.pairingUri?.(walletId, uri),
      });
      if (attempt !== generation)
        throw Errors.selectionCancelled({ details: 'Superseded by a newer request.' });
      warnOnNetworkListMismatch(active.name, active.capabilities.networks, appNetworks, logger);
      storage.writeDefaultProvider(walletId);
      const wrong = await wrongNetwork(active, result.accounts, result.network);
      const network = result.network ?? (await guessNetwork(result.accounts));
      if (attempt !== generation)
        throw Errors.selectionCancelled({ details: 'Superseded by a newer request.' });
      refused = wrong;
      if (refused) {
        refuse(walletId, active, refused);
        throw refused;
      }
      establish(walletId, active, result.accounts, network);
      return state;
    } catch (raw) {
      const error = asSatchelError(raw);
      if (attempt !== generation) throw error;
      rememberAfterFailedConnect(storage, error, walletId, hadStored);
      if (raw !== refused) set(transitions.failed(error));
      throw error;
    } finally {
      options.selector?.walletClose?.();
      options.selector?.close?.();
    }
  }

  /** The network the app runs on when the wallet does not report one but its addresses fit. */
  async function guessNetwork(accounts: readonly Account[]): Promise<BitcoinNetwork | undefined> {
    return (await networkError(accounts, undefined, [options.network])) ? undefined : options.network;
  }

  /** The silent part of a passive reconnect: undefined when there is nothing to restore. */
  async function restore(walletId: string, signal?: AbortSignal) {
    const present = options.waitForWallet ? await options.waitForWallet(walletId, signal) : true;
    if (!present || signal?.aborted) return undefined;
    const active = await loadConnector(walletId);
    // Never connect() here: only the silent read, so a reload never opens a popup.
    const accounts = await active.getAccountsSilently({ network: options.network });
    if (!accounts?.length) return undefined;
    const network = active.capabilities.silentReconnect
      ? await active.getNetwork().catch(() => undefined)
      : undefined;
    return { active, accounts, network };
  }

  async function reconnect(signal?: AbortSignal): Promise<ConnectionState> {
    const walletId = storage.readDefaultProvider();
    if (!walletId || state.status === 'connected' || state.status === 'connecting') return state;
    const attempt = ++generation;
    const stillCurrent = () => attempt === generation && !signal?.aborted;
    set(transitions.reconnectStarted(walletId));
    try {
      const restored = await restore(walletId, signal);
      if (!stillCurrent()) return state;
      if (!restored) {
        set(transitions.failed(undefined));
        return state;
      }
      const refusal = await wrongNetwork(restored.active, restored.accounts, restored.network);
      const network = restored.network ?? (await guessNetwork(restored.accounts));
      if (!stillCurrent()) return state;
      if (refusal) {
        refuse(walletId, restored.active, refusal);
        return state;
      }
      establish(walletId, restored.active, restored.accounts, network);
    } catch (error) {
      // A wallet that fails a silent read stays disconnected until the person clicks Connect; one a
      // private chain refuses is forgotten, so that click opens the chooser.
      if (isSatchelError(error) && error.code === ErrorCode.PRIVATE_CHAIN_WALLET)
        storage.clearDefaultProvider();
      if (stillCurrent()) set(transitions.failed(isSatchelError(error) ? error : undefined));
    }
    return state;
  }

  async function switchNetwork(signal?: AbortSignal): Promise<ConnectionState> {
    const { walletId, switchTo: target } = state;
    const active = state.status === 'connected' ? connector : stranded;
    if (!walletId || !target || !active?.switchNetwork) {
      throw new SatchelError(ErrorCode.METHOD_NOT_SUPPORTED, 'The wallet cannot be switched from the app.');
    }
    const attempt = generation;
    const stillCurrent = () =>
      attempt === generation && (connector === active || stranded === active) && !signal?.aborted;
    await active.switchNetwork(target, signal ? { signal } : {});
    if (!stillCurrent()) return state;
    // Only the silent reads: the switch never opens a connect prompt.
    const [accounts, network] = await Promise.all([
      active.getAccountsSilently({ network: options.network }).catch(() => undefined),
      active.getNetwork().catch(() => undefined),
    ]);
    if (!stillCurrent()) return state;
    const wasStranded = stranded === active;
    if (!accounts?.length) {
      // Moved, but the accounts need a prompt now (Unisat connects per chain, docs/wallet-interfaces.md §3).
      if (wasStranded) {
        stranded = undefined;
        set(transitions.failed(undefined));
      }
      return state;
    }
    const stillWrong = await wrongNetwork(active, accounts, network);
    const reached = network ?? (await guessNetwork(accounts));
    if (!stillCurrent()) return state;
    if (stillWrong) {
      set(
        wasStranded
          ? transitions.wrongNetwork(walletId, stillWrong, target)
          : transitions.networkChanged(state, network, stillWrong, target),
      );
      return state;
    }
    if (wasStranded) {
      stranded = undefined;
      establish(walletId, active, accounts, reached);
    } else {
      storage.writeAccountCache(
        walletId,
        withConnectedAccounts(storage.readAccountCache(walletId), accounts),
      );
      set(transitions.networkChanged(transitions.accountsChanged(state, accounts), reached, undefined));
    }
    return state;
  }

  async function disconnect(): Promise<void> {
    const active = connector;
    const walletId = state.walletId;
    generation++;
    detach();
    // Renounce permissions, forget the provider and the stored default.
    storage.clearDefaultProvider();
    if (walletId) storage.clearAccountCache(walletId);
    set(transitions.disconnected());
    await active?.disconnect().catch(() => undefined);
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    connect,
    disconnect,
    reconnect,
    switchNetwork,
    getConnector: () => connector,
    addListener(event, listener) {
      if (!connector) {
        // As sats-connect 4.2.1, a console error and a no-op (docs/sats-connect.md §1.4).
        logger.error(NO_PROVIDER_LISTENER);
        return () => {};
      }
      return connector.on(event, listener);
    },
    destroy() {
      generation++;
      detach();
      listeners.clear();
    },
  };
}
