export {
  createSatchelQueryClient,
  ExplorerProvider,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  useExplorer,
} from './ExplorerProvider';
export { useBalance } from './useBalance';
export { useFeeRates } from './useFees';
export { DEFAULT_FIAT_CURRENCY, FIAT_CURRENCY_KEY, type Fiat, useFiat } from './useFiat';
export { usePrices } from './usePrices';
export { useTxStatus } from './useTxStatus';
