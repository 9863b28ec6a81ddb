import { checkInscriptionId } from '../../primitives/inscription-id';
import type { IndexerClient } from './client';
import type { IndexerClientOptions } from './types';

/**
 * An indexer client whose code loads on first use, as the explorer's does (explorer/lazy.ts): a
 * provider can create it at the top of the app while the asset pages that use it, and the
 * client's answer checks, stay out of the first load (docs/performance.md).
 */
export function createLazyIndexerClient(options: IndexerClientOptions): IndexerClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let client: Promise<IndexerClient> | undefined;
  const real = () => {
    client ??= import('./client').then((m) => m.createIndexerClient(options));
    // A failed code download must not stick: the next call tries again.
    client.catch(() => {
      client = undefined;
    });
    return client;
  };
  return {
    baseUrl,
    getAddressAssets: async (...args) => (await real()).getAddressAssets(...args),
    getOutputs: async (...args) => (await real()).getOutputs(...args),
    getInscription: async (...args) => (await real()).getInscription(...args),
    contentUrl: (id) => `${baseUrl}/content/${checkInscriptionId(id)}`,
    getRune: async (...args) => (await real()).getRune(...args),
    protectedOutpoints: async (...args) => (await real()).protectedOutpoints(...args),
    getAddressOutputs: async (...args) => (await real()).getAddressOutputs(...args),
    assetStatus: async (...args) => (await real()).assetStatus(...args),
  };
}
