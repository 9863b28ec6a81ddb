import {
  type ConfigInput,
  type ResolvedConfig,
  resolveConfig,
  SERVICES,
  type ServiceName,
} from '@satchel/core/config';

/** Build-time variable names, the only place they are spelled (README, Targeting a public network). */
const SERVICE_VARIABLE: Record<ServiceName, string> = {
  explorer: 'ESPLORA',
  ordering: 'ORDERING',
  indexer: 'INDEXER',
};

export const NETWORK_VARIABLE = 'VITE_NETWORK';
export const DEVNET_VARIABLE = 'VITE_DEVNET';

/** `VITE_ESPLORA_BASE_REGTEST`, `VITE_ORDERING_BASE_SIGNET`, `VITE_INDEXER_BASE_MAINNET`, ... */
export function baseVariable(service: ServiceName, network: string): string {
  return `VITE_${SERVICE_VARIABLE[service]}_BASE_${network.toUpperCase()}`;
}

export type EnvLike = Record<string, string | boolean | undefined>;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

/** Reads Vite's environment into the app's configuration; used by the app and by vite.config.ts. */
export function configFromEnv(env: EnvLike): ResolvedConfig {
  const network = text(env[NETWORK_VARIABLE]) ?? 'regtest';
  const bases: ConfigInput['bases'] = {};
  for (const service of SERVICES) bases[service] = text(env[baseVariable(service, network)]);
  return resolveConfig({ network, bases, devnet: env[DEVNET_VARIABLE] !== 'false' });
}
