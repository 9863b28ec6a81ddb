import type { SatchelError } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import type { Account, Connector } from '../wallets/kit/types';
import type { ConnectionStorage } from './connection-storage';
import type { ConnectionState } from './state';

/**
 * What the connection store's steps share: its state, its storage and the connector it holds. The
 * store (connection-store.ts) owns them; the steps (wallet-events.ts, default-provider.ts) read and
 * update them through this, so each step is a named function rather than a closure in one body.
 */
export interface StoreContext {
  /** The network the app runs on. */
  network: BitcoinNetwork;
  storage: ConnectionStorage;
  state(): ConnectionState;
  set(next: ConnectionState): void;
  /** The connector of the connection in force, if any. */
  connector(): Connector | undefined;
  /** Forgets the connector and stops listening to it. */
  detach(): void;
  /** The network check for this wallet: why these accounts or this network cannot connect, if they cannot. */
  wrongNetwork(
    active: Connector,
    accounts: readonly Account[],
    network: BitcoinNetwork | undefined,
  ): Promise<SatchelError | undefined>;
  /** The app's network when the wallet can be asked to move there from the app. */
  switchTarget(active: Connector): BitcoinNetwork | undefined;
}
