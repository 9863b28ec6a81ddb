/**
 * Sat positions under ordinal theory's first-in, first-out rule (docs.ordinals.com, "Overview";
 * ord's `bip.mediawiki`): a transaction's input sats, input after input, fill its outputs in
 * order; the sats left over are the fee.
 */

/** Sats `[start, end)` of a transaction's sat stream. */
export interface SatRange {
  start: bigint;
  end: bigint;
}

/** Each value's range when the values are laid end to end (inputs or outputs alike). */
export function satRanges(values: readonly bigint[]): SatRange[] {
  let start = 0n;
  return values.map((value) => {
    const range = { start, end: start + value };
    start = range.end;
    return range;
  });
}

/** Where sat `offset` of input `input` lands: an output and its offset there, or `fee`. */
export type SatLocation = { output: number; offset: bigint } | 'fee';

/**
 * The output (and offset in it) that receives sat `offset` of input `input`.
 * @throws RangeError when the input has no such sat.
 */
export function locateSat(
  inputs: readonly bigint[],
  outputs: readonly bigint[],
  input: number,
  offset: bigint,
): SatLocation {
  const from = satRanges(inputs)[input];
  if (!from || offset < 0n || from.start + offset >= from.end) {
    throw new RangeError(`Input ${input} has no sat at offset ${offset}.`);
  }
  const position = from.start + offset;
  const ranges = satRanges(outputs);
  const index = ranges.findIndex((r) => r.start <= position && position < r.end);
  if (index === -1) return 'fee';
  return { output: index, offset: position - (ranges[index] as SatRange).start };
}
