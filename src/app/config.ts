import { type BitcoinNetwork, configuredNetwork, explorerBaseUrl } from '../core/networks';
import { orderingBaseUrl } from '../core/runes/bases';

/** Build-time configuration, read once from Vite's environment. */
export interface AppConfig {
  network: BitcoinNetwork;
  explorerBaseUrl: string;
  /** Runes ordering service (SPEC R8.2): `VITE_ORDERING_BASE_<NETWORK>` or the network's default. */
  orderingBaseUrl: string;
  /** True when the app targets the project's devnet: the Dev Wallet and devnet panel appear. */
  devnet: boolean;
}

export function readAppConfig(
  env: Record<string, string | boolean | undefined> = import.meta.env,
): AppConfig {
  const network = configuredNetwork(env);
  return {
    network,
    explorerBaseUrl: explorerBaseUrl(network, env),
    orderingBaseUrl: orderingBaseUrl(network, env),
    devnet: network === 'regtest' && env.VITE_DEVNET !== 'false',
  };
}
