import { familyById } from '@satchel/core/wallets/registry/families';
import type { Devnet } from '../../packages/devnet/src/index';
import type { RealWalletName } from '../../packages/devwallet/src/kit/real/types';
import {
  leatherAddresses,
  leatherScript,
  type Row,
  unisatAddresses,
  unisatScript,
} from './differential-scripts';
import { LEATHER_APP_DIST, LEATHER_DEVNET_PORT, UNISAT_APP_DIST, UNISAT_DEVNET_PORT } from './ports';
import type { Side } from './sides';

/** What the tier needs of one real wallet beside the kit's driver (its build, seed and popups). */
export interface TierTarget {
  /** The wallet's name as its maker writes it. */
  name: string;
  /** Its devnet's network: the network the extension can be pointed at a devnet on. */
  network: 'regtest' | 'testnet';
  /** How a call reaches it: JSON-RPC `request(method, params)`, or a method of its own per call. */
  calls: 'rpc' | 'methods';
  /** The app build the tier serves for it (its devnet's origin baked in) and that devnet's port. */
  appDist: string;
  devnetPort: number;
  /** The differential script and the addresses its connect call answered. */
  script(side: Side, devnet: Devnet): Promise<Row[]>;
  addresses(rows: Row[]): string[];
}

/** The tier's real wallets: every other file of the tier takes them from here. */
export const TARGETS = {
  leather: {
    name: 'Leather',
    network: 'regtest',
    calls: 'rpc',
    appDist: LEATHER_APP_DIST,
    devnetPort: LEATHER_DEVNET_PORT,
    script: leatherScript,
    addresses: leatherAddresses,
  },
  // UniSat has no regtest, so its devnet speaks testnet.
  unisat: {
    name: 'UniSat',
    network: 'testnet',
    calls: 'methods',
    appDist: UNISAT_APP_DIST,
    devnetPort: UNISAT_DEVNET_PORT,
    script: unisatScript,
    addresses: unisatAddresses,
  },
} as const satisfies Record<RealWalletName, TierTarget>;

/**
 * The global the wallet's provider is injected as: its `btc_providers` id in the family table, which
 * is the provider's path on `window` (WBIP004).
 */
export function providerGlobal(name: RealWalletName): string {
  const [path] = familyById(name)?.btcProviderIds ?? [];
  if (!path) throw new Error(`The family table has no btc_providers id for ${name}.`);
  return path;
}

/** The tier's wallets, in order. */
export const TARGET_NAMES = Object.keys(TARGETS) as RealWalletName[];
