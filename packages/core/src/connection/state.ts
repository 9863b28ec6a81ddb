import type { SatchelError } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import type { Account } from '../wallets/kit/types';

/** Where the connection stands; restoring a stored one never opens a wallet popup. */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface ConnectionState {
  status: ConnectionStatus;
  /** The wallet being connected, connected, or restored; undefined when disconnected. */
  walletId: string | undefined;
  accounts: readonly Account[];
  network: BitcoinNetwork | undefined;
  /** The last connection error, kept until the next transition that clears it. */
  error: SatchelError | undefined;
  /**
   * The app's network, when the wallet is on another one and can be asked from the app
   * to move (`ConnectionStore.switchNetwork`); undefined otherwise.
   */
  switchTo: BitcoinNetwork | undefined;
}

export const initialConnectionState: ConnectionState = {
  status: 'disconnected',
  walletId: undefined,
  accounts: [],
  network: undefined,
  error: undefined,
  switchTo: undefined,
};

/**
 * Every status change is one of these named transitions (so every change has a name a test can assert); the store
 * never assembles a state by hand.
 */
export const transitions = {
  connectStarted: (walletId: string): ConnectionState => ({
    ...initialConnectionState,
    status: 'connecting',
    walletId,
  }),

  reconnectStarted: (walletId: string): ConnectionState => ({
    ...initialConnectionState,
    status: 'reconnecting',
    walletId,
  }),

  connected: (
    walletId: string,
    accounts: readonly Account[],
    network: BitcoinNetwork | undefined,
  ): ConnectionState => ({
    status: 'connected',
    walletId,
    accounts,
    network,
    error: undefined,
    switchTo: undefined,
  }),

  failed: (error: SatchelError | undefined): ConnectionState => ({ ...initialConnectionState, error }),

  /** The wallet answered from another network; it is not connected, but can be switched to `switchTo`. */
  wrongNetwork: (walletId: string, error: SatchelError, switchTo: BitcoinNetwork): ConnectionState => ({
    ...initialConnectionState,
    walletId,
    error,
    switchTo,
  }),

  disconnected: (): ConnectionState => initialConnectionState,

  accountsChanged: (state: ConnectionState, accounts: readonly Account[]): ConnectionState =>
    state.status === 'connected' ? { ...state, accounts } : state,

  networkChanged: (
    state: ConnectionState,
    network: BitcoinNetwork | undefined,
    error: SatchelError | undefined,
    switchTo?: BitcoinNetwork,
  ): ConnectionState => (state.status === 'connected' ? { ...state, network, error, switchTo } : state),
} as const;
