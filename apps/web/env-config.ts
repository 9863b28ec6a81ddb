import {
  type ConfigInput,
  type ResolvedConfig,
  resolveConfig,
  SERVICES,
  type ServiceName,
} from '@satchel/core/config';
import { isBitcoinNetwork, NETWORKS } from '@satchel/core/networks';

/** Build-time variable names, the only place they are spelled (README, Targeting a public network). */
const SERVICE_VARIABLE: Record<ServiceName, string> = {
  explorer: 'ESPLORA',
  ordering: 'ORDERING',
  indexer: 'INDEXER',
};

const NETWORK_VARIABLE = 'VITE_NETWORK';
const DEVNET_VARIABLE = 'VITE_DEVNET';
/** WalletConnect: a project id turns it on; the relay is for tests on a local relay. */
const WALLETCONNECT_PROJECT_VARIABLE = 'VITE_WALLETCONNECT_PROJECT_ID';
const WALLETCONNECT_RELAY_VARIABLE = 'VITE_WALLETCONNECT_RELAY_URL';

/** `VITE_ESPLORA_BASE_REGTEST`, `VITE_ORDERING_BASE_SIGNET`, `VITE_INDEXER_BASE_MAINNET`, ... */
export function baseVariable(service: ServiceName, network: string): string {
  return `VITE_${SERVICE_VARIABLE[service]}_BASE_${network.toUpperCase()}`;
}

type EnvLike = Record<string, string | boolean | undefined>;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

/** Exact text (tests assert it verbatim): the networks listed as `a, b, c or d`. */
export function unknownNetworkMessage(value: string): string {
  const names = `${NETWORKS.slice(0, -1).join(', ')} or ${NETWORKS[NETWORKS.length - 1]}`;
  return `Unknown ${NETWORK_VARIABLE} "${value}": use ${names}.`;
}

/**
 * Reads Vite's environment into the app's configuration; used by the app and by vite.config.ts.
 * Unset (or empty) `VITE_NETWORK` is regtest, the devnet; any other name than the five fails the
 * build rather than building regtest by mistake (`Mainnet`, `bitcoin`, `mainnet ` with a
 * space). A private-chain build with a service off loopback fails too.
 * @throws Error with `unknownNetworkMessage`, or `resolveConfig`'s refusal of a service off loopback.
 */
export function configFromEnv(env: EnvLike): ResolvedConfig {
  const given = text(env[NETWORK_VARIABLE]);
  const network = given === undefined || given === '' ? 'regtest' : given;
  if (!isBitcoinNetwork(network)) throw new Error(unknownNetworkMessage(network));
  const bases: ConfigInput['bases'] = {};
  for (const service of SERVICES) bases[service] = text(env[baseVariable(service, network)]);
  return resolveConfig({
    network,
    bases,
    devnet: env[DEVNET_VARIABLE] !== 'false',
    walletConnect: {
      projectId: text(env[WALLETCONNECT_PROJECT_VARIABLE]),
      relayUrl: text(env[WALLETCONNECT_RELAY_VARIABLE]),
    },
  });
}
