import { usePrices } from '@satchel/react';
import { usePreloadTxDiagram } from '../diagram/LazyTxDiagram';

/**
 * Pages that review a transaction fetch, as soon as they open, what a review shows beside the
 * plan: the drawing's chunk and the prices of its fiat row. The review
 * then appears whole in one pass, and nothing moves under the pointer of someone about to confirm.
 */
export function useReviewPreload() {
  usePreloadTxDiagram();
  usePrices();
}
