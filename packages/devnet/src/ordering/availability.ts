import type { OrderKind } from '@satchel/core/ordering';
import { parseRuneName } from '@satchel/core/runes';
import { minimumAtHeight, runeLetters, spacedName } from '../ord/rune';
import { mintWindow } from '../ord/runes';
import type { RuneEntry } from '../ord/state';
import { runeEntryOf, type ServiceContext } from './context';
import { txState } from './funding';

/**
 * Whether a rune can be etched or minted on this devnet right now, by the rules of ord's runes
 * specification as the devnet's ord index applies them: a name is etched once and only once it
 * is unlocked at that height ("Etching"); a mint needs terms, room under the cap and the next
 * block inside the height window ("Minting"). Terms, mints and windows are the index's.
 */

const lettersOf = (runeName: string) => parseRuneName(runeName).letters;

/** Orders of this kind and rune whose transaction is broadcast but not yet confirmed. */
export function inFlight(ctx: ServiceContext, kind: OrderKind, runeName: string): number {
  const letters = lettersOf(runeName);
  let count = 0;
  for (const o of ctx.store.orders.values()) {
    if (
      o.kind === kind &&
      o.state === 'executing' &&
      txState(ctx.node.chain, o.revealTxid) !== 'confirmed' &&
      lettersOf(String(o.request.runeName)) === letters
    ) {
      count++;
    }
  }
  return count;
}

/** Why `entry` cannot be minted in the next block, counting mints already on their way; or undefined. */
function mintBlocker(ctx: ServiceContext, entry: RuneEntry, pending = 0): string | undefined {
  const name = spacedName(entry.rune, entry.spacers);
  if (!entry.terms) return `Rune ${name} cannot be minted.`;
  // `RuneEntry::mintable`: a rune without a cap has none to give.
  if (entry.mints + BigInt(pending) >= (entry.terms.cap ?? 0n)) return `Rune ${name} is minted out.`;
  const next = BigInt(ctx.node.chain.height + 1);
  const { start, end } = mintWindow(entry);
  if (start !== undefined && next < start) return `Minting ${name} opens at block ${start}.`;
  if (end !== undefined && next >= end) return `Minting ${name} has closed.`;
  return undefined;
}

/**
 * Why ord would not take `runeName` as an etching in the next block: names unlock over time
 * (`Rune::minimum_at_height`), shorter ones later, or undefined when it is unlocked.
 */
function lockedNameBlocker(ctx: ServiceContext, runeName: string): string | undefined {
  const next = ctx.node.chain.height + 1;
  const minimum = minimumAtHeight(next);
  if (parseRuneName(runeName).value >= minimum) return undefined;
  const first = runeLetters(minimum);
  return (
    `Rune ${runeName} is still locked at block ${next}: ord accepts names of ${first.length + 1} ` +
    `or more letters, or of ${first.length} letters from ${first} on.`
  );
}

/** Why a funded order's rune can no longer be etched or minted, or undefined. */
export function fundedOrderBlocker(
  ctx: ServiceContext,
  kind: OrderKind,
  runeName: string,
): string | undefined {
  const entry = runeEntryOf(ctx, runeName);
  if (kind === 'etch') {
    return entry || inFlight(ctx, 'etch', runeName) > 0
      ? `Rune ${runeName} was etched by another order first.`
      : lockedNameBlocker(ctx, runeName);
  }
  return entry
    ? mintBlocker(ctx, entry, inFlight(ctx, 'mint', runeName))
    : `Rune ${runeName} has not been etched on this devnet.`;
}

/** Why a new estimate or order for this rune is refused, or undefined. */
export function newOrderBlocker(ctx: ServiceContext, kind: OrderKind, runeName: string): string | undefined {
  const entry = runeEntryOf(ctx, runeName);
  if (kind === 'etch') {
    if (entry) return `Rune ${spacedName(entry.rune, entry.spacers)} is already etched.`;
    if (inFlight(ctx, 'etch', runeName) > 0) return `Rune ${runeName} is being etched by another order.`;
    return lockedNameBlocker(ctx, runeName);
  }
  return entry
    ? mintBlocker(ctx, entry, inFlight(ctx, 'mint', runeName))
    : `Rune ${runeName} has not been etched on this devnet.`;
}
