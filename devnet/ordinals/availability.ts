import type { OrderKind } from '../../src/core/runes/types';
import type { ServiceContext } from './context';
import { runeLetters } from './requests';
import type { EtchedRune } from './store';

/**
 * Whether a rune can be etched or minted on this devnet right now. The rules follow ord's runes
 * specification: a name is etched once; a mint needs mint terms, room under the cap, and the
 * next block inside the height window.
 */

/** Orders of this kind and rune whose transaction is broadcast but not yet confirmed. */
export function inFlight(ctx: ServiceContext, kind: OrderKind, letters: string): number {
  let count = 0;
  for (const o of ctx.store.orders.values()) {
    if (o.kind === kind && o.state === 'executing' && runeLetters(String(o.request.runeName)) === letters) {
      count++;
    }
  }
  return count;
}

/** Why `rune` cannot be minted in the next block, counting mints already on their way; or undefined. */
export function mintBlocker(ctx: ServiceContext, rune: EtchedRune, pending = 0): string | undefined {
  if (!rune.mintable) return `Rune ${rune.name} cannot be minted.`;
  if (rune.cap !== undefined && BigInt(rune.mints + pending) >= BigInt(rune.cap)) {
    return `Rune ${rune.name} is minted out.`;
  }
  const next = BigInt(ctx.node.chain.height + 1);
  if (rune.heightStart !== undefined && next < BigInt(rune.heightStart)) {
    return `Minting ${rune.name} opens at block ${rune.heightStart}.`;
  }
  if (rune.heightEnd !== undefined && next >= BigInt(rune.heightEnd)) {
    return `Minting ${rune.name} has closed.`;
  }
  return undefined;
}

/** Why a funded order's rune can no longer be etched or minted, or undefined. */
export function fundedOrderBlocker(
  ctx: ServiceContext,
  kind: OrderKind,
  runeName: string,
): string | undefined {
  const letters = runeLetters(runeName);
  const rune = ctx.store.runes.get(letters);
  if (kind === 'etch') {
    return rune || inFlight(ctx, 'etch', letters) > 0
      ? `Rune ${runeName} was etched by another order first.`
      : undefined;
  }
  return rune
    ? mintBlocker(ctx, rune, inFlight(ctx, 'mint', letters))
    : `Rune ${runeName} has not been etched on this devnet.`;
}

/** Why a new estimate or order for this rune is refused, or undefined. */
export function newOrderBlocker(ctx: ServiceContext, kind: OrderKind, runeName: string): string | undefined {
  const rune = ctx.store.runes.get(runeLetters(runeName));
  if (kind === 'etch') return rune ? `Rune ${rune.name} is already etched.` : undefined;
  return rune ? mintBlocker(ctx, rune) : `Rune ${runeName} has not been etched on this devnet.`;
}
