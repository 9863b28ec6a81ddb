import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { createSatchelQueryClient } from './query-client';
import type { QueryLayer } from './query-layer';

/** The code `loadQueryLayer` fetches: TanStack Query's client and observer. */
export const queryLayer: QueryLayer = {
  createClient: createSatchelQueryClient,
  QueryObserver,
  notifyManager,
};
