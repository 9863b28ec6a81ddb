import defaultBases from '../default-bases.json' with { type: 'json' };
import type { BitcoinNetwork, EnvLike } from '../networks';

/**
 * sats-connect.md §4: `https://ordinals${suffix}.xverse.app/v1`. Xverse has no regtest service,
 * so regtest defaults to the devnet's compatible one on its default port (SPEC R8.2).
 */
export const DEFAULT_ORDERING_BASES: Record<BitcoinNetwork, string> = defaultBases.ordering;

/** Ordering base for a network: `VITE_ORDERING_BASE_<NETWORK>` overrides the default. */
export function orderingBaseUrl(network: BitcoinNetwork, env: EnvLike = {}): string {
  const override = env[`VITE_ORDERING_BASE_${network.toUpperCase()}`];
  const base =
    typeof override === 'string' && override.trim() !== ''
      ? override.trim()
      : DEFAULT_ORDERING_BASES[network];
  return base.replace(/\/+$/, '');
}
