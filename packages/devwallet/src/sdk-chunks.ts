/**
 * The wallets' own SDKs (UniSat's and OKX's signing code, families/unisat-sdk-wallet.ts and
 * okx-sdk-wallet.ts) are two thirds of the Dev Wallet's code, and most pages never sign with them.
 * So the script a page loads leaves them out (build.ts), and each is fetched as a classic script of
 * its own, `devwallet-sdk-<name>.js`, the first time a page signs with that family. Outside the
 * bundle (Node, unit tests) they are plain dynamic imports.
 */

export const SDK_CHUNKS = ['okx', 'unisat'] as const;
export type SdkChunk = (typeof SDK_CHUNKS)[number];

/** The file a chunk is served as, beside devwallet.js. */
export const sdkChunkFile = (name: SdkChunk) => `devwallet-sdk-${name}.js`;

/** Where a loaded chunk leaves its module (the chunk's own entry, build.ts, writes it). */
export const SDK_REGISTRY = '__SATCHEL_DEVWALLET_SDKS__';

/** Set to true by build.ts in the page bundle; undefined everywhere else. */
declare const __SATCHEL_SPLIT_SDKS__: boolean | undefined;

type Registry = Partial<Record<SdkChunk, unknown>>;
const registry = (): Registry => {
  const global = globalThis as unknown as Record<string, Registry | undefined>;
  global[SDK_REGISTRY] ??= {};
  return global[SDK_REGISTRY];
};

/**
 * The folder devwallet.js was loaded from, read while it runs: a `<script src>` (the app's devnet
 * build) names it; a script injected by a test runner has none, and the page's own origin serves the
 * chunks (the app build), or the runner answers for them (kit/sdk-routes.ts).
 */
const scriptBase =
  typeof document !== 'undefined' &&
  document.currentScript instanceof HTMLScriptElement &&
  document.currentScript.src
    ? new URL('.', document.currentScript.src).href
    : undefined;

const loading = new Map<SdkChunk, Promise<unknown>>();

function loadScript(name: SdkChunk): Promise<unknown> {
  const base = scriptBase ?? `${location.origin}/`;
  const url = new URL(sdkChunkFile(name), base).href;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const module = registry()[name];
      if (module) resolve(module);
      else reject(new Error(`The Dev Wallet loaded ${url}, but it did not register the ${name} SDK.`));
    };
    script.onerror = () => {
      loading.delete(name);
      reject(new Error(`The Dev Wallet could not load the ${name} wallet's signing code from ${url}.`));
    };
    (document.head ?? document.documentElement).append(script);
  });
}

/** The chunk's module: from the page bundle's own chunk file, or `inline` outside it. */
export function loadSdk<T>(name: SdkChunk, inline: () => Promise<T>): Promise<T> {
  if (typeof __SATCHEL_SPLIT_SDKS__ === 'undefined' || !__SATCHEL_SPLIT_SDKS__) return inline();
  const ready = registry()[name];
  if (ready) return Promise.resolve(ready as T);
  let pending = loading.get(name);
  if (!pending) {
    pending = loadScript(name);
    loading.set(name, pending);
  }
  return pending as Promise<T>;
}
