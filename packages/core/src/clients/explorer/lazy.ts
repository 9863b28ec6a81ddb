import type { ExplorerClient, ExplorerClientOptions } from './client';

/**
 * An explorer client whose code (answer checks, backoff, streaming size cap) loads on first use
 * or on `preload()`, so a page's first load carries only this forwarder (docs/performance.md).
 * Every method is asynchronous anyway, so callers cannot tell the difference.
 */
export interface LazyExplorerClient extends ExplorerClient {
  /** Fetches the client's code ahead of the first call, e.g. once the page is idle. */
  preload(): Promise<unknown>;
}

export function createLazyExplorerClient(options: ExplorerClientOptions): LazyExplorerClient {
  let client: Promise<ExplorerClient> | undefined;
  const real = () => {
    client ??= import('./client').then((m) => m.createExplorerClient(options));
    // A failed code download must not stick: the next call tries again.
    client.catch(() => {
      client = undefined;
    });
    return client;
  };
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    preload: real,
    getBalance: async (...args) => (await real()).getBalance(...args),
    getUtxos: async (...args) => (await real()).getUtxos(...args),
    getRecommendedFees: async (...args) => (await real()).getRecommendedFees(...args),
    broadcast: async (...args) => (await real()).broadcast(...args),
    getTx: async (...args) => (await real()).getTx(...args),
    getTxStatus: async (...args) => (await real()).getTxStatus(...args),
    getOutspend: async (...args) => (await real()).getOutspend(...args),
    getAddressTxs: async (...args) => (await real()).getAddressTxs(...args),
    getTipHeight: async (...args) => (await real()).getTipHeight(...args),
    getPrices: async (...args) => (await real()).getPrices(...args),
  };
}
