export { assetsKnown, carriesAssets, freeOutpoints, protectedOutpoints, runeUnits } from './assets';
export { createIndexerClient, DEFAULT_OUTPUTS_BATCH, type IndexerClient } from './client';
export { createLazyIndexerClient } from './lazy';
export type * from './types';
