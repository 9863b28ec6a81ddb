/**
 * @satchel/devnet: a private Bitcoin chain (regtest rules) with an Esplora API (mempool.space
 * paths and JSON), an ord-compatible index, a rune ordering service and a Sign in with Bitcoin
 * backend, in one Node process. The same server as `satchel-devnet --port N --state FILE`.
 */

/**
 * The address and key encodings the chain speaks. `mainnet` is a private chain with mainnet
 * encodings (bc1…, 1…, 3…, xprv/xpub) and a genesis of its own, never Bitcoin's; it starts only
 * on a loopback address.
 */
export type DevnetNetwork = 'regtest' | 'testnet' | 'testnet4' | 'signet' | 'mainnet';
/** Whose wording rejected transactions use: mempool.space's or Blockstream's Esplora. */
export type ErrorStyle = 'mempool' | 'blockstream';
/** `static`: fixed estimates; `empty`: `{}`; `mempool`: derived from the mempool's fee rates. */
export type FeesMode = 'static' | 'empty' | 'mempool';

/** mempool.space's `/v1/fees/recommended`, in sat/vB. */
export interface RecommendedFees {
  fastestFee: number;
  halfHourFee: number;
  hourFee: number;
  economyFee: number;
  minimumFee: number;
}

/** One injected failure, matched against requests outside the control plane. */
export interface FaultSpec {
  /** Literal path, matched whole, or a glob where `*` stands for any characters. Omitted: every path. */
  path?: string;
  method?: string;
  /** 429, 404, 500, 503…; omitted means "only delay, then answer normally". */
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Destroy the socket without answering (the browser sees a network error). */
  dropConnection?: boolean;
  /** Answer without CORS headers, as proxy-generated 429 pages do. */
  noCors?: boolean;
  /** How many matching requests it affects; omitted means until cleared. */
  count?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  hits: number;
}

/** A request as an extra route sees it. */
export interface Request {
  method: string;
  /** Path with any network prefix and query removed. */
  path: string;
  query: URLSearchParams;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** What a route answers: objects from `json()` are sent as JSON, strings as text/plain. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (req: Request, params: string[]) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

/** The chain an extra route may read and drive. */
export interface DevnetChain {
  readonly network: DevnetNetwork;
  readonly faucetAddress: string;
  mine(blocks: number, address?: string): string[];
  faucet(address: string, sats: bigint, confirm: boolean): { txid: string; blockHash?: string };
}

export interface DevnetOptions {
  network?: DevnetNetwork;
  errorStyle?: ErrorStyle;
  /** State file; the chain lives in memory only when absent. */
  statePath?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /**
   * The address to listen on: `127.0.0.1` by default. A `mainnet` devnet refuses anything but a
   * loopback address (127.0.0.0/8 or ::1).
   */
  host?: string;
  /** Seconds between automatic blocks; 0 or absent disables. */
  mineInterval?: number;
  /** Answer CORS preflights as the public explorers do (not at all). */
  strictCors?: boolean;
  /** Origins (`scheme://host:port`) whose pages may call the control plane `/__devnet/*`. */
  appOrigins?: string[];
  fees?: FeesMode;
  recommendedFees?: Partial<RecommendedFees>;
  /** Minimum relay fee in sat/vB (Core default 1). */
  minRelayFeeRate?: number;
  /** Disables mempoolfullrbf when false, so only BIP-125 signalling transactions are replaceable. */
  fullRbf?: boolean;
  /** Extra routes on the same server, matched after the built-in ones. */
  extraRoutes?: Route[] | ((chain: DevnetChain) => Route[]);
}

export interface Devnet {
  /** `http://<host>:<port>` (`http://127.0.0.1:<port>` by default); the Esplora API is under `/api`. */
  url: string;
  port: number;
  /** The address the faucet pays from (funded by the first 101 blocks). */
  faucetAddress: string;
  close(): Promise<void>;
  /** Mines blocks (to `address`, or the faucet); resolves to their hashes. */
  mine(blocks?: number, address?: string): Promise<string[]>;
  /** Pays `address` with a real signed transaction; `confirm` mines it. */
  faucet(address: string, sats: number | bigint, opts?: { confirm?: boolean }): Promise<{ txid: string }>;
  faults: { add(spec: FaultSpec): Fault; clear(): void; list(): Fault[] };
}

/** Starts a devnet; `close()` stops it. */
export function createDevnet(options?: DevnetOptions): Promise<Devnet>;

/** The header every control-plane call needs, with the value `1`. */
export const CONTROL_HEADER: string;
/** Origins allowed to call the control plane when `appOrigins` is not given. */
export const DEFAULT_APP_ORIGINS: readonly string[];

export function json(body: unknown, status?: number, headers?: Record<string, string>): Reply;
export function text(body: string, status?: number): Reply;
/** A route for `extraRoutes`: `route('GET', '/thing/:id', (req, [id]) => json({id}))`. */
export function route(method: string, path: string, handler: Handler): Route;

/** Thrown from a handler, it becomes a text/plain answer with this status. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string);
}
