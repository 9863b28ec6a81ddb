import type { IndexerClient } from '@satchel/core/indexer';
import { useExplorer } from './useExplorer';

/** The ord indexer of the app's network, when one is configured: `<ExplorerProvider>` creates it. */
export function useIndexer(): IndexerClient | undefined {
  return useExplorer().indexer;
}
