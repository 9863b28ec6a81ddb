import defaultBases from './default-bases.json' with { type: 'json' };
import { isLoopbackUrl } from './primitives/loopback';

/** Whether a URL's host is a literal loopback address (127.0.0.0/8 or `[::1]`): where a private chain's services live. */
export { isLoopbackUrl };

import { type BitcoinNetwork, isBitcoinNetwork } from './primitives/networks';

/** The remote services the app reads, each configured per network. */
export const SERVICES = ['explorer', 'ordering', 'indexer'] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * Default bases per service and network: mempool.space for the explorer (docs/esplora-api.md §1.1),
 * Xverse's ordering service (docs/sats-connect.md §4), an ord server for the indexer; regtest points
 * at the devnet on its default port. Kept in JSON so the build's Content-Security-Policy reads the
 * very table the app uses.
 */
export const DEFAULT_BASES: Readonly<Record<ServiceName, Readonly<Record<BitcoinNetwork, string>>>> =
  defaultBases;

/** Everything the app needs to know about where it runs, resolved once at start-up. */
export interface ResolvedConfig {
  network: BitcoinNetwork;
  explorerBaseUrl: string;
  /** Runes ordering service. */
  orderingBaseUrl: string;
  /** ord-compatible indexer. */
  indexerBaseUrl: string;
  /** True when the app targets the project's devnet: the Dev Wallet and devnet panel appear. */
  devnet: boolean;
  /**
   * True when that devnet speaks mainnet encodings (`satchel-devnet --network mainnet`): every
   * page says it is a private test chain.
   */
  privateChain: boolean;
  /** WalletConnect, offered when a project id is configured; absent otherwise. */
  walletConnect?: { projectId: string; relayUrl: string };
}

/** WalletConnect's public relay, which `@walletconnect/sign-client` uses unless told otherwise. */
export const WALLETCONNECT_RELAY = 'wss://relay.walletconnect.org';

export interface ConfigInput {
  /** Any text: an unknown network falls back to regtest, the devnet. */
  network?: string;
  /** Overrides per service; blank means the default. */
  bases?: Partial<Record<ServiceName, string | undefined>>;
  /**
   * Regtest, and mainnet with the explorer on a loopback address, mean the devnet unless this is
   * false (for instance a real mainnet node of your own on 127.0.0.1).
   */
  devnet?: boolean;
  /** A WalletConnect project id, and a relay other than the public one (a test relay on loopback). */
  walletConnect?: { projectId?: string | undefined; relayUrl?: string | undefined };
}

/**
 * Where the devnet (`satchel-devnet`) serves each service under its origin: Esplora at `/api`,
 * the ordering service at `/ordinals/v1`, the ord index at `/ord` (as the regtest defaults above).
 */
const DEVNET_PATHS: Readonly<Record<ServiceName, string>> = {
  explorer: '/api',
  ordering: '/ordinals/v1',
  indexer: '/ord',
};

const trimmed = (value: string | undefined) => (value?.trim() ? value.trim().replace(/\/+$/, '') : undefined);

/** Exact text (tests assert it verbatim): a private-chain build given a service off loopback. */
export function privateChainServiceMessage(name: ServiceName | 'walletconnect', url: string): string {
  return `A private test chain build must keep every service on this machine: ${name} is ${url}.`;
}

/**
 * The one place a configuration is resolved: defaults, then the caller's overrides.
 * @throws Error when a private-chain build names a service off loopback.
 */
export function resolveConfig(input: ConfigInput = {}): ResolvedConfig {
  const network: BitcoinNetwork = isBitcoinNetwork(input.network) ? input.network : 'regtest';
  const bases = input.bases ?? {};
  const explorerBaseUrl = trimmed(bases.explorer) ?? DEFAULT_BASES.explorer[network];
  // A mainnet build counts as a devnet build only against a private chain on this machine: an
  // explorer anywhere else may be Bitcoin itself, where no Dev Wallet may ever appear.
  const privateChain = network === 'mainnet' && isLoopbackUrl(explorerBaseUrl) && input.devnet !== false;
  // A private chain keeps everything on this machine: the services it does not name
  // are the devnet's, at the explorer's origin, never the public mainnet defaults.
  const baseFor = (service: ServiceName): string =>
    trimmed(bases[service]) ??
    (privateChain
      ? `${new URL(explorerBaseUrl).origin}${DEVNET_PATHS[service]}`
      : DEFAULT_BASES[service][network]);
  const config: ResolvedConfig = {
    network,
    explorerBaseUrl,
    orderingBaseUrl: baseFor('ordering'),
    indexerBaseUrl: baseFor('indexer'),
    devnet: (network === 'regtest' && input.devnet !== false) || privateChain,
    privateChain,
  };
  const walletConnect = walletConnectConfig(input.walletConnect);
  if (walletConnect) config.walletConnect = walletConnect;
  if (privateChain) {
    for (const service of SERVICES) {
      const url = serviceBase(config, service);
      if (!isLoopbackUrl(url)) throw new Error(privateChainServiceMessage(service, url));
    }
    // The relay carries every request a phone wallet signs: it stays on this machine too.
    if (walletConnect && !isLoopbackUrl(walletConnect.relayUrl))
      throw new Error(privateChainServiceMessage('walletconnect', walletConnect.relayUrl));
  }
  return config;
}

/**
 * A project id turns WalletConnect on; its relay is the public one unless a `ws:`/`wss:` URL is
 * given (README, "Phones over WalletConnect").
 * @throws Error when the relay is not a WebSocket URL.
 */
function walletConnectConfig(input: ConfigInput['walletConnect']): ResolvedConfig['walletConnect'] {
  const projectId = input?.projectId?.trim();
  if (!projectId) return undefined;
  const relayUrl = trimmed(input?.relayUrl) ?? WALLETCONNECT_RELAY;
  if (!/^wss?:\/\//i.test(relayUrl))
    throw new Error(`The WalletConnect relay must be a ws:// or wss:// URL: ${relayUrl}.`);
  return { projectId, relayUrl };
}

/** The base a configuration uses for one service. */
export function serviceBase(config: ResolvedConfig, service: ServiceName): string {
  return service === 'explorer'
    ? config.explorerBaseUrl
    : service === 'ordering'
      ? config.orderingBaseUrl
      : config.indexerBaseUrl;
}

/** The origins a configuration talks to, for the Content-Security-Policy's connect-src. */
export function configOrigins(config: ResolvedConfig): string[] {
  const urls = [config.explorerBaseUrl, config.orderingBaseUrl, config.indexerBaseUrl];
  if (config.walletConnect) urls.push(config.walletConnect.relayUrl);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
