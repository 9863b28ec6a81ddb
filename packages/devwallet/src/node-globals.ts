/**
 * The Node globals @unisat/wallet-sdk and its dependencies read, for the Dev Wallet's browser
 * bundle: build.ts injects them wherever a module reads a free `Buffer` or `process`. `Buffer` is the
 * npm `buffer` package; `process` is the little of it they use (readable-stream, through
 * create-hash: `process.browser`, `process.version`, `process.nextTick`), as the npm `process`
 * package's browser shim answers it.
 */
// `buffer/`: the npm package, not Node's module of that name.
export { Buffer } from 'buffer/';

export const process = {
  browser: true,
  env: {} as Record<string, string | undefined>,
  version: '',
  versions: {} as Record<string, string>,
  nextTick(callback: (...args: unknown[]) => void, ...args: unknown[]): void {
    queueMicrotask(() => callback(...args));
  },
};
