export {
  createSatchelQueryClient,
  ExplorerProvider,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  useExplorer,
} from './ExplorerProvider';
export { useBalance } from './useBalance';
export { useFeeRates } from './useFees';
export { useTxStatus } from './useTxStatus';
