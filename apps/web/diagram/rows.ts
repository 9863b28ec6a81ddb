import { type AssetMark, type AssetNote, formatBtc, formatRuneAmount, type TxFlow } from '@satchel/core';
import { enDiagram as t } from '../locales/en-diagram';
import { shortAddress } from './layout';

/** How a band is coloured: whose coins go in, where they go out. */
type Tone = 'yours' | 'theirs' | 'recipient' | 'change' | 'data' | 'fee';

/** One band of the diagram with its three label lines. */
export interface Row {
  /** The test id's tail: `input-0`, `output-2`, `fee`, `input-wallet`, `output-more`. */
  id: string;
  value: bigint | undefined;
  head: string;
  headMono: boolean;
  amount: string;
  tag: string;
  /** Said louder: an input the wallet does not own. */
  tagWarn: boolean;
  tone: Tone;
  /** Undefined: nothing to mark (the wallet's own coin choice). */
  assets: AssetNote | undefined;
}

/** The most rows a side draws; more are summed into one "+N more" row (the table lists all). */
export const MAX_ROWS = 10;

export const amountText = (value: bigint | undefined, unknown: string = t.unknownAmount) =>
  value === undefined ? unknown : `${formatBtc(value)} BTC`;

const OUTPUT_TAG = {
  recipient: t.recipient,
  change: t.change,
  op_return: t.opReturn,
  runestone: t.runestone,
} as const;

const OUTPUT_TONE = {
  recipient: 'recipient',
  change: 'change',
  op_return: 'data',
  runestone: 'data',
} as const;

export function inputRows(flow: TxFlow): Row[] {
  if (!flow.inputs) {
    return [
      {
        id: 'input-wallet',
        value: undefined,
        head: t.yourWallet,
        headMono: false,
        amount: t.picksCoins,
        tag: t.yours,
        tagWarn: false,
        tone: 'yours',
        assets: undefined,
      },
    ];
  }
  return flow.inputs.map((input) => ({
    id: `input-${input.index}`,
    value: input.value,
    head: shortAddress(input.address ?? input.outpoint, 6, input.address ? 4 : 6),
    headMono: true,
    amount: amountText(input.value),
    tag: input.owned ? t.yours : t.notYours,
    tagWarn: !input.owned,
    tone: input.owned ? 'yours' : 'theirs',
    assets: input.assets,
  }));
}

export function outputRows(flow: TxFlow): Row[] {
  return flow.outputs.map((output) => ({
    id: `output-${output.index}`,
    value: output.value,
    head:
      output.role === 'op_return'
        ? t.opReturnLabel
        : output.role === 'runestone'
          ? t.runestoneLabel
          : output.address
            ? shortAddress(output.address)
            : t.script,
    headMono: output.address !== undefined && output.role !== 'op_return' && output.role !== 'runestone',
    amount: amountText(output.value, t.walletDecides),
    tag: OUTPUT_TAG[output.role],
    tagWarn: false,
    tone: OUTPUT_TONE[output.role],
    assets: output.assets,
  }));
}

export function feeRow(flow: TxFlow): Row {
  return {
    id: 'fee',
    value: flow.fee,
    head: t.fee,
    headMono: false,
    amount: amountText(flow.fee, flow.inputs ? t.unknownAmount : t.walletDecides),
    tag: flow.feeRate === undefined ? '' : `${flow.feeRate.toFixed(1)} sat/vB`,
    tagWarn: false,
    tone: 'fee',
    assets: flow.feeAssets,
  };
}

/** Keeps MAX_ROWS rows: the first MAX_ROWS − 1 and one summing the rest. */
export function collapse(rows: Row[], side: 'input' | 'output'): Row[] {
  if (rows.length <= MAX_ROWS) return rows;
  const kept = rows.slice(0, MAX_ROWS - 1);
  const rest = rows.slice(MAX_ROWS - 1);
  const value = rest.reduce<bigint | undefined>(
    (sum, row) => (sum === undefined || row.value === undefined ? undefined : sum + row.value),
    0n,
  );
  const notes = rest.map((row) => row.assets).filter((a): a is AssetNote => a !== undefined);
  return [
    ...kept,
    {
      id: `${side}-more`,
      value,
      head: t.more.replace('{n}', String(rest.length)),
      headMono: false,
      amount: amountText(value),
      tag: '',
      tagWarn: rest.some((row) => row.tagWarn),
      tone: rest[0]?.tone ?? 'data',
      assets: { marks: notes.flatMap((n) => n.marks), complete: notes.every((n) => n.complete) },
    },
  ];
}

const isRune = (m: AssetMark): m is Extract<AssetMark, { kind: 'rune' }> => m.kind === 'rune';

/** A rune mark as ord writes a balance: `40 SATCHEL•RUNE ¤`. */
export function runeText(mark: Extract<AssetMark, { kind: 'rune' }>): string {
  const amount = mark.amount === undefined ? '' : `${formatRuneAmount(mark.amount, mark.divisibility)} `;
  return `${amount}${mark.spacedName}${mark.symbol ? ` ${mark.symbol}` : ''}`;
}

/** The marks in words, for the table and the markers' tooltips. */
export function assetsText(note: AssetNote | undefined): string {
  if (!note) return '';
  const named = [
    ...note.marks
      .filter((m) => m.kind === 'inscription')
      .map((m) => t.inscriptionNamed.replace('{id}', m.id)),
    ...note.marks.filter(isRune).map(runeText),
  ];
  if (named.length === 0) return note.complete ? t.none : t.unknownAssets;
  return note.complete ? named.join('; ') : `${named.join('; ')}; ${t.maybeMore}`;
}

export function inscriptionsOf(note: AssetNote | undefined): string[] {
  return (note?.marks ?? []).flatMap((m) => (m.kind === 'inscription' ? [m.id] : []));
}

export function runesOf(note: AssetNote | undefined) {
  return (note?.marks ?? []).filter(isRune);
}
