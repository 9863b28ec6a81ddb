import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { IndexedOutput } from './types';

/**
 * Whether an output's assets are known: the server tracks both inscriptions and runes, and the
 * output is among the unspent ones its index has processed (an output in a block the index has
 * not reached yet, or in the mempool, reads as empty whatever it carries).
 */
export function assetsKnown(output: IndexedOutput): boolean {
  return output.inscriptions !== undefined && output.runes !== undefined && (output.indexed || output.spent);
}

export function carriesAssets(output: IndexedOutput): boolean {
  return (output.inscriptions?.length ?? 0) > 0 || (output.runes?.length ?? 0) > 0;
}

/**
 * Outpoints the app must not spend as plain bitcoin: those carrying an inscription
 * or a rune, and those whose assets the indexer cannot vouch for (see `assetsKnown`).
 */
export function protectedOutpoints(outputs: Iterable<IndexedOutput>): Set<string> {
  const result = new Set<string>();
  for (const output of outputs)
    if (carriesAssets(output) || !assetsKnown(output)) result.add(output.outpoint);
  return result;
}

/** Outpoints the indexer reports unspent and free of inscriptions and runes. */
export function freeOutpoints(outputs: Iterable<IndexedOutput>): Set<string> {
  const result = new Set<string>();
  for (const output of outputs) {
    if (!output.spent && assetsKnown(output) && !carriesAssets(output)) result.add(output.outpoint);
  }
  return result;
}

/**
 * A rune amount in base units from ord's decimal text and the rune's divisibility: `11.5` with
 * divisibility 2 is 1150. Refuses text with more decimals than the divisibility allows.
 */
export function runeUnits(decimal: string, divisibility: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match || !Number.isInteger(divisibility) || divisibility < 0) {
    throw new SatchelError(ErrorCode.INVALID_PARAMS, 'Not a rune amount.', { details: decimal });
  }
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > divisibility) {
    throw new SatchelError(
      ErrorCode.INVALID_PARAMS,
      `The amount has more than ${divisibility} decimal places.`,
      { details: decimal },
    );
  }
  return BigInt(whole + fraction.padEnd(divisibility, '0'));
}
