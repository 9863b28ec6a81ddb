import { Errors } from '../primitives/errors';
import { parseRuneId } from '../protocol/runes/runestone';
import { buildRunesTransfer } from '../protocol/send';
import {
  type AssetMark,
  type AssetNote,
  NO_ASSETS,
  noteOfIndexedOutput,
  sumRunes,
  UNKNOWN_ASSETS,
  vouchedNote,
} from './flow';
import { runeHolding } from './internal/asset-lookups';
import { fundingUtxo, named } from './internal/funding';
import { feeCoins, plan, type TransferContext, type TransferPlan } from './internal/transfer-plan';

export interface PlanRunesTransferParameters extends TransferContext {
  /** The rune's spaced name, as the assets list shows it. */
  rune: string;
  /** In base units (the page converts the typed decimal with the rune's divisibility). */
  amount: bigint;
}

/**
 * Sends `amount` of a rune to `recipient` by one edict; every other rune on the spent
 * outputs returns to the owner. Outputs that also carry an inscription are never used.
 * @throws SatchelError when the wallet holds too little of the rune, and the building errors.
 */
export async function planRunesTransfer(params: PlanRunesTransferParameters): Promise<TransferPlan> {
  const { payment } = params;
  const owner = params.ordinals ?? payment;
  if (!payment || !owner) throw Errors.noConnectedAddress();
  const { rune, holding } = await runeHolding(params, owner, params.rune, params.amount, {
    withInscriptions: false,
  });
  const runeUtxos = holding.map((o) => {
    const [txid = '', vout = '0'] = o.outpoint.split(':');
    return fundingUtxo(owner, { txid, vout: Number(vout), value: o.value }, named(params));
  });
  const used = new Set(holding.map((o) => o.outpoint));
  const { coins: all, free } = await feeCoins(params, payment);
  const coins = all.filter((c) => !used.has(`${c.txid}:${c.vout}`));
  const built = buildRunesTransfer({
    runeUtxos,
    runeId: parseRuneId(rune.id),
    amount: params.amount,
    recipientAddress: params.recipient.trim(),
    ownerAddress: owner.address,
    paymentUtxos: coins,
    paymentAddress: payment.address,
    feeRate: params.feeRate,
    network: params.network,
  });
  const runic = holding.map(noteOfIndexedOutput);
  const paying = built.selection.inputs.map((u) => vouchedNote(`${u.txid}:${u.vout}`, free));
  return plan('runes', params, built, {
    asset: rune.spacedName,
    amount: params.amount,
    postage: built.postage,
    inputAssets: [...runic, ...paying],
    outputAssets: runesTransferOutputs(runic, paying, rune, params.amount, built.selection.change > 0n),
  });
}

/**
 * buildRunesTransfer's outputs: 0 the runestone, 1 the recipient (the edict's amount), 2 the owner
 * (every other rune, by the runestone's pointer), 3 the change if any. Unknown where an input the
 * index could not vouch for may add more.
 */
function runesTransferOutputs(
  runic: readonly AssetNote[],
  paying: readonly AssetNote[],
  rune: { spacedName: string; divisibility: number; symbol: string | undefined },
  amount: bigint,
  withChange: boolean,
): AssetNote[] {
  const allKnown = [...runic, ...paying].every((note) => note.complete);
  const held = sumRunes(runic.flatMap((note) => note.marks.filter((m) => m.kind === 'rune')));
  const kept = held.flatMap((mark): AssetMark[] => {
    if (mark.kind !== 'rune' || mark.spacedName !== rune.spacedName) return [mark];
    const left = mark.amount === undefined ? undefined : mark.amount - amount;
    return left === 0n ? [] : [{ ...mark, amount: left }];
  });
  const sent: AssetMark = {
    kind: 'rune',
    spacedName: rune.spacedName,
    amount,
    divisibility: rune.divisibility,
    symbol: rune.symbol,
  };
  const change = paying.every((note) => note.complete) ? NO_ASSETS : UNKNOWN_ASSETS;
  return [
    NO_ASSETS,
    { marks: [sent], complete: true },
    { marks: kept, complete: allKnown },
    ...(withChange ? [change] : []),
  ];
}
