import type { IndexedOutput } from '../../clients/indexer/types';
import { type AssetMark, type AssetNote, NO_ASSETS, UNKNOWN_ASSETS } from './types';

/**
 * What the index says one unspent output carries. An output it has not processed, or one already
 * spent (its assets have moved on), is unknown; a server that does not index inscriptions or runes
 * cannot vouch for the kind it skips.
 */
export function noteOfIndexedOutput(output: IndexedOutput | undefined): AssetNote {
  if (!output?.indexed || output.spent) return UNKNOWN_ASSETS;
  const marks: AssetMark[] = [
    ...(output.inscriptions ?? []).map((id): AssetMark => ({ kind: 'inscription', id })),
    ...(output.runes ?? []).map(
      (pile): AssetMark => ({
        kind: 'rune',
        spacedName: pile.spacedName,
        amount: pile.amount,
        divisibility: pile.divisibility,
        symbol: pile.symbol,
      }),
    ),
  ];
  const complete = output.inscriptions !== undefined && output.runes !== undefined;
  return marks.length === 0 && complete ? NO_ASSETS : { marks, complete };
}

/** Free of assets when the index vouches for the outpoint, else unknown. */
export function vouchedNote(outpoint: string, free: ReadonlySet<string> | undefined): AssetNote {
  return free?.has(outpoint) ? NO_ASSETS : UNKNOWN_ASSETS;
}
