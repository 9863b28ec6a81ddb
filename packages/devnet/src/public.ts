import { CONTROL_HEADER as controlHeader } from './http/control-guard';
import { DEFAULT_APP_ORIGINS as defaultAppOrigins } from './http/cors';
import { createDevnet as startDevnet } from './index';
import type { DevnetChain, DevnetHandle, DevnetSettings, ExtraRoutes } from './options';

/**
 * @satchel/devnet: a private Bitcoin chain (regtest rules, or test-network and mainnet encodings)
 * with an Esplora API (mempool.space paths and JSON), an ord-compatible index, a rune ordering
 * service and a Sign in with Bitcoin backend, in one Node process. The same server as
 * `satchel-devnet --port N --state FILE`. The package's declarations are generated from this file
 * (scripts/pack/devnet.ts), so what it promises is what the code does; the chain's internals stay inside.
 */

export type { ErrorStyle } from './admission/reject';
export type { Fault, FaultSpec } from './http/faults';
export type { Handler, Reply, Request, Route } from './http/reply';
/** `json()`, `text()` and `route()` build extra routes; `HttpError` thrown from one answers with its status. */
export { HttpError, json, route, text } from './http/reply';
export type { DevnetChain, DevnetNetwork, DevnetSettings, FeesMode, RecommendedFees } from './options';

export interface DevnetOptions extends DevnetSettings {
  /** Extra routes on the same server, matched after the built-in ones; a function gets the chain. */
  extraRoutes?: ExtraRoutes<DevnetChain>;
}

export type Devnet = DevnetHandle;

/** Starts a devnet; `close()` stops it. */
export async function createDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const devnet = await startDevnet(options);
  return {
    url: devnet.url,
    port: devnet.port,
    faucetAddress: devnet.faucetAddress,
    close: () => devnet.close(),
    mine: (blocks, address) => devnet.mine(blocks, address),
    faucet: (address, sats, opts) => devnet.faucet(address, sats, opts),
    faults: devnet.faults,
  };
}

/** The header every control-plane call needs, with the value `1`. */
export const CONTROL_HEADER: string = controlHeader;
/** Origins allowed to call the control plane when `appOrigins` is not given. */
export const DEFAULT_APP_ORIGINS: readonly string[] = Object.freeze([...defaultAppOrigins]);
