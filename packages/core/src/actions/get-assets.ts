import type { IndexerClient, InscriptionInfo } from '../clients/indexer';
import { runeUnits } from '../clients/indexer';

export interface GetAssetsParameters {
  indexer: IndexerClient;
  /** The addresses to look at: the wallet's ordinals and payment addresses (one if they are the same). */
  addresses: readonly string[];
  /** At most this many inscriptions are described (one request each). Default 60. */
  limit?: number;
}

export interface RuneHolding {
  /** With spacers, e.g. `UNCOMMON•GOODS`. */
  spacedName: string;
  /** Exact, in the rune's base units. */
  amount: bigint;
  divisibility: number;
  symbol: string | undefined;
  address: string;
}

export interface GetAssetsReturnType {
  inscriptions: (InscriptionInfo & { contentUrl: string })[];
  runes: RuneHolding[];
  /** More inscriptions exist than `limit` described. */
  truncated: boolean;
}

/**
 * The inscriptions and rune balances the index reports for the wallet's addresses.
 * Rune amounts are exact bigints in base units; the page formats them with the divisibility.
 * @throws SatchelError when the index cannot be read or answers something malformed.
 */
export async function getAssets(params: GetAssetsParameters): Promise<GetAssetsReturnType> {
  const limit = params.limit ?? 60;
  const addresses = [...new Set(params.addresses)];
  const holdings = await Promise.all(addresses.map((a) => params.indexer.getAddressAssets(a)));
  const ids = holdings.flatMap((h) => h.inscriptions ?? []);
  const described = await Promise.all(ids.slice(0, limit).map((id) => params.indexer.getInscription(id)));
  const runes = holdings.flatMap((h, i) =>
    (h.runeBalances ?? []).map((balance) => ({ balance, address: addresses[i] as string })),
  );
  const withUnits = await Promise.all(
    runes.map(async ({ balance, address }) => {
      // Address balances are decimals; the rune's divisibility turns them into exact base units.
      const rune = await params.indexer.getRune(balance.spacedName.replace(/[•.]/g, ''));
      const divisibility = rune?.divisibility ?? 0;
      return {
        spacedName: balance.spacedName,
        amount: runeUnits(balance.decimal, divisibility),
        divisibility,
        symbol: balance.symbol ?? rune?.symbol,
        address,
      };
    }),
  );
  return {
    inscriptions: described
      .filter((i): i is InscriptionInfo => i !== undefined)
      .map((i) => ({ ...i, contentUrl: params.indexer.contentUrl(i.id) })),
    runes: withUnits,
    truncated: ids.length > limit,
  };
}
