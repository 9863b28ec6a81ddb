import { FAMILIES, type Family } from '../config';
import type { FamilyFacts } from './entry';
import { DEV_WALLET_FAMILIES } from './table';

export type { FamilyFacts } from './entry';

/**
 * What the suite and the tools need to know about each Dev Wallet family: each family's facts, in
 * its entry (`families/<id>/index.ts`), so no other list of families is kept by hand.
 */
export const FAMILY_FACTS: Readonly<Record<Family, FamilyFacts>> = Object.fromEntries(
  FAMILIES.map((family) => [family, DEV_WALLET_FAMILIES[family].facts]),
) as Record<Family, FamilyFacts>;

/**
 * Families whose real wallet speaks only Bitcoin mainnet on its main provider, so the Dev Wallet
 * answers them with mainnet addresses whatever network it is set to: those whose
 * facts say so (`mainnetAddresses`). Each family's entry cites the wallet's documentation.
 */
export const MAINNET_ONLY_FAMILIES: ReadonlySet<Family> = new Set<Family>(
  FAMILIES.filter((family) => FAMILY_FACTS[family].mainnetAddresses),
);
