import type { RecommendedFees } from '@satchel/core/explorer';
import type { BitcoinNetwork } from '@satchel/core/networks';
import type { ErrorStyle } from './admission/reject';
import type { Fault, FaultSpec } from './http/faults';
import type { Route } from './http/reply';

/**
 * What a devnet is started with and what it answers, as @satchel/devnet publishes them: the
 * package's declarations are generated from this file (and what it names), so they are the
 * devnet's own types, never a copy.
 */

/** The networks a devnet speaks (their address and key encodings); `mainnet` is a private chain. */
export type DevnetNetwork = BitcoinNetwork;
/** `static`: fixed estimates; `empty`: `{}`; `mempool`: derived from the mempool's fee rates. */
export type FeesMode = 'static' | 'empty' | 'mempool';
export type { RecommendedFees };

/** Everything `createDevnet` takes but its extra routes (whose argument differs by caller). */
export interface DevnetSettings {
  /**
   * The address and key encodings the chain speaks. `mainnet` is a private chain with mainnet
   * encodings (bc1…, 1…, 3…, xprv/xpub) and a genesis of its own, never Bitcoin's.
   */
  network?: DevnetNetwork;
  /** Whose wording rejected transactions use: mempool.space's or Blockstream's Esplora. */
  errorStyle?: ErrorStyle;
  /** State file; the chain lives in memory only when absent. */
  statePath?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /**
   * The address to listen on (default 127.0.0.1). A mainnet devnet refuses anything but a
   * loopback address: 127.0.0.0/8 or ::1 (bind-address.ts).
   */
  host?: string;
  /** Seconds between automatic blocks; 0 or absent disables. */
  mineInterval?: number;
  /** Answer CORS preflights as the public explorers do (not at all). */
  strictCors?: boolean;
  /**
   * Origins (`scheme://host:port`) whose pages may call the control plane, e.g. the app's
   * "Mine a block" button, and open the WalletConnect relay's socket. Default:
   * DEFAULT_APP_ORIGINS, where `npm start` serves the app.
   */
  appOrigins?: string[];
  /** `static`: fixed estimates; `empty`: `{}`; `mempool`: derived from the mempool's fee rates. */
  fees?: FeesMode;
  recommendedFees?: Partial<RecommendedFees>;
  /** Minimum relay fee in sat/vB (Core's -minrelaytxfee; default 0.1, Core 29.1's). */
  minRelayFeeRate?: number;
  /** What a replacement adds per vbyte, sat/vB (Core's -incrementalrelayfee; default 0.1, Core 29.1's). */
  incrementalRelayFeeRate?: number;
  /** Disables mempoolfullrbf, so only BIP-125 signalling transactions are replaceable. */
  fullRbf?: boolean;
  /**
   * Serve a WalletConnect relay at `ws://<host>:<port>/walletconnect` (default true). Only on a
   * loopback address: it is a test relay that takes any project id.
   */
  walletConnect?: boolean;
}

/** The chain as an extra route of a packaged devnet may read and drive. */
export interface DevnetChain {
  readonly network: DevnetNetwork;
  readonly faucetAddress: string;
  mine(blocks: number, address?: string): string[];
  faucet(address: string, sats: bigint, confirm: boolean): { txid: string; blockHash?: string };
}

/** A running devnet, as a script that started it drives it. */
export interface DevnetHandle {
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
  /** Injected failures for requests outside the control plane. */
  faults: { add(spec: FaultSpec): Fault; clear(): void; list(): Fault[] };
}

/** Extra routes on the same server, matched after the built-in ones; given the chain when a function. */
export type ExtraRoutes<Chain> = Route[] | ((chain: Chain) => Route[]);
