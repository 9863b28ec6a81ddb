export {
  createSatchelQueryClient,
  ExplorerProvider,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  useExplorer,
} from './ExplorerProvider';
export { balanceKey, useBalance } from './useBalance';
export { useRecommendedFees } from './useFees';
export { useTxStatus } from './useTxStatus';
