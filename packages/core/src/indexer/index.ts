export { assetsKnown, carriesAssets, freeOutpoints, protectedOutpoints, runeUnits } from './assets';
export { createIndexerClient, DEFAULT_OUTPUTS_BATCH, type IndexerClient } from './client';
export type * from './types';
