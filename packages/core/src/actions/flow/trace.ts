import type { AssetMark, AssetNote, OutputRole } from './types';

interface TracedInput {
  value: bigint | undefined;
  assets: AssetNote;
}

interface TracedOutput {
  value: bigint | undefined;
  role: OutputRole;
}

interface Target {
  marks: AssetMark[];
  complete: boolean;
}

const isRune = (mark: AssetMark): mark is Extract<AssetMark, { kind: 'rune' }> => mark.kind === 'rune';

/**
 * Where the inputs' inscriptions and runes end up, without decoding anything the transaction
 * does not say plainly. Inscriptions ride their sats, which flow first in, first out: input sats
 * in order fill the outputs in order and the rest is the fee (ord's docs, "Inscriptions" and
 * "Ordinal theory": sat transfer). An inscription is placed only when its input's whole range of
 * sats lands in one output (or wholly in the fee); when the range straddles several, each of
 * them is marked as possibly carrying it. Runes without a runestone all go to the first output
 * that is not an OP_RETURN (ord's runes specification, "Transferring"); with a runestone its
 * edicts decide, so every output may get some.
 */
export function traceAssets(
  inputs: readonly TracedInput[],
  outputs: readonly TracedOutput[],
): { outputs: AssetNote[]; fee: AssetNote } {
  const targets: Target[] = outputs.map(() => ({ marks: [], complete: true }));
  const fee: Target = { marks: [], complete: true };
  const everywhere = () => {
    for (const t of [...targets, fee]) t.complete = false;
  };

  // Output i holds sats [ends[i-1], ends[i]) of the transaction's sat stream.
  const ends: (bigint | undefined)[] = [];
  let end: bigint | undefined = 0n;
  for (const output of outputs) {
    end = end === undefined || output.value === undefined ? undefined : end + output.value;
    ends.push(end);
  }

  let start: bigint | undefined = 0n;
  for (const input of inputs) {
    const inscriptions = input.assets.marks.filter((m) => m.kind === 'inscription');
    const carries = inscriptions.length > 0 || !input.assets.complete;
    const from = start;
    start = start === undefined || input.value === undefined ? undefined : start + input.value;
    if (!carries) continue;
    if (from === undefined || start === undefined || end === undefined) {
      everywhere();
      continue;
    }
    const to = start;
    const hit: Target[] = [];
    outputs.forEach((_, i) => {
      const lo = i === 0 ? 0n : (ends[i - 1] as bigint);
      const hi = ends[i] as bigint;
      if (lo < to && from < hi) hit.push(targets[i] as Target);
    });
    if (to > end) hit.push(fee);
    for (const target of hit) {
      if (!input.assets.complete || hit.length > 1) target.complete = false;
      if (hit.length === 1) target.marks.push(...inscriptions);
    }
  }

  const runes = inputs.flatMap((input) => input.assets.marks.filter(isRune));
  const runesUnknown = inputs.some((input) => !input.assets.complete);
  if (runes.length > 0 || runesUnknown) {
    const receivers = outputs
      .map((output, i) => ({ output, target: targets[i] as Target }))
      .filter(({ output }) => output.role !== 'op_return' && output.role !== 'runestone');
    if (outputs.some((o) => o.role === 'runestone')) {
      for (const { target } of receivers) target.complete = false;
    } else if (receivers[0]) {
      receivers[0].target.marks.push(...sumRunes(runes));
      if (runesUnknown) receivers[0].target.complete = false;
    }
  }
  return { outputs: targets, fee };
}

/** One mark per rune, amounts added up (unknown when any part is). */
export function sumRunes(marks: readonly Extract<AssetMark, { kind: 'rune' }>[]): AssetMark[] {
  const byName = new Map<string, Extract<AssetMark, { kind: 'rune' }>>();
  for (const mark of marks) {
    const seen = byName.get(mark.spacedName);
    if (!seen) {
      byName.set(mark.spacedName, { ...mark });
      continue;
    }
    seen.amount =
      seen.amount === undefined || mark.amount === undefined ? undefined : seen.amount + mark.amount;
  }
  return [...byName.values()];
}
