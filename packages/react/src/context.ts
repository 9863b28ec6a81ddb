import type { ConnectionStore } from '@satchel/core/connection';
import type { WalletDetector } from '@satchel/core/connectors';
import type { ExplorerClient } from '@satchel/core/explorer';
import type { IndexerClient } from '@satchel/core/indexer';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { createContext } from 'react';
import type { ChooserController } from './chooser-controller';
import type { QueryClientSlot } from './query-layer';
import type { SatchelStrings } from './strings';

/** What `<SatchelProvider>` gives its hooks: the wallet connection and the chooser. */
export interface SatchelContextValue {
  store: ConnectionStore;
  detector: WalletDetector;
  chooser: ChooserController;
  strings: SatchelStrings;
  network: BitcoinNetwork;
}

export const SatchelContext = createContext<SatchelContextValue | undefined>(undefined);

/** What `<ExplorerProvider>` gives its hooks: the chain's clients, created once per provider. */
export interface ExplorerContextValue {
  client: ExplorerClient;
  network: BitcoinNetwork;
  /** Runes ordering service; the Runes hooks create their client from it. */
  orderingBaseUrl: string | undefined;
  /** ord-compatible indexer. */
  indexerBaseUrl: string | undefined;
  /** The client of that indexer; none when the app has no indexer. */
  indexer: IndexerClient | undefined;
  /** How often, in ms, what waits on the chain (a transaction, an order) is read again. */
  pollMs: number;
  /** The QueryClient the hooks share, made once TanStack Query's code is there. */
  queries: QueryClientSlot;
}

export const ExplorerContext = createContext<ExplorerContextValue | undefined>(undefined);
