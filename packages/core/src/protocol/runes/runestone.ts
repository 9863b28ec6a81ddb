/**
 * Runestone encoding (ord's runes specification, "Runestones"): an output
 * `OP_RETURN OP_13 <pushes>` whose concatenated pushes are LEB128 integers, read as tag/value
 * pairs, then after the Body tag as edicts. Only what the app and the devnet write is encoded here;
 * reading is the devnet index's job.
 */

/** Field tags (ord's runes specification, "Fields"). */
export const Tag = {
  Body: 0n,
  Divisibility: 1n,
  Flags: 2n,
  Spacers: 3n,
  Rune: 4n,
  Symbol: 5n,
  Premine: 6n,
  Cap: 8n,
  Amount: 10n,
  HeightStart: 12n,
  HeightEnd: 14n,
  OffsetStart: 16n,
  OffsetEnd: 18n,
  Mint: 20n,
  Pointer: 22n,
} as const;

/** Bits of the Flags field (ord's runes specification, "Flags"). */
export const Flag = { Etching: 1n << 0n, Terms: 1n << 1n, Turbo: 1n << 2n } as const;

const OP_RETURN = 0x6a;
const OP_13 = 0x5d;
/** Bitcoin Core's standardness limit for one data push. */
const MAX_PUSH = 520;

/** Unsigned LEB128, the integer encoding runestones use. */
export function leb128(value: bigint): number[] {
  if (value < 0n) throw new RangeError('LEB128 values are unsigned');
  const out: number[] = [];
  let n = value;
  while (n >> 7n > 0n) {
    out.push(Number(n & 0x7fn) | 0x80);
    n >>= 7n;
  }
  out.push(Number(n));
  return out;
}

/** A rune's id: the block height and the index in that block of its etching transaction. */
export interface RuneId {
  block: bigint;
  tx: bigint;
}

/** Moves `amount` of rune `id` to output `output` (ord's runes specification, "Edicts"). */
export interface Edict {
  id: RuneId;
  amount: bigint;
  output: number;
}

/** `840000:3` → `{block: 840000n, tx: 3n}`. */
export function parseRuneId(text: string): RuneId {
  const match = /^(\d{1,20}):(\d{1,10})$/.exec(text);
  if (!match) throw new RangeError(`Not a rune id: ${text}`);
  return { block: BigInt(match[1] ?? 0), tx: BigInt(match[2] ?? 0) };
}

/**
 * The runestone output script for `fields` (tag/value pairs, written in order) and `edicts`
 * (sorted by id and delta-encoded after the Body tag, as the specification requires).
 */
export function runestoneScript(
  fields: readonly (readonly [bigint, bigint])[],
  edicts: readonly Edict[] = [],
): Uint8Array {
  const payload = fields.flatMap(([tag, value]) => [...leb128(tag), ...leb128(value)]);
  if (edicts.length > 0) {
    payload.push(...leb128(Tag.Body));
    const sorted = [...edicts].sort((a, b) =>
      a.id.block === b.id.block ? Number(a.id.tx - b.id.tx) : Number(a.id.block - b.id.block),
    );
    let previous: RuneId = { block: 0n, tx: 0n };
    for (const edict of sorted) {
      const blockDelta = edict.id.block - previous.block;
      const txDelta = blockDelta === 0n ? edict.id.tx - previous.tx : edict.id.tx;
      payload.push(
        ...leb128(blockDelta),
        ...leb128(txDelta),
        ...leb128(edict.amount),
        ...leb128(BigInt(edict.output)),
      );
      previous = edict.id;
    }
  }
  const bytes = [OP_RETURN, OP_13];
  for (let i = 0; i < payload.length; i += MAX_PUSH) {
    const chunk = payload.slice(i, i + MAX_PUSH);
    // Direct pushes up to 75 bytes, OP_PUSHDATA1 up to 255, OP_PUSHDATA2 beyond.
    if (chunk.length <= 75) bytes.push(chunk.length);
    else if (chunk.length <= 255) bytes.push(0x4c, chunk.length);
    else bytes.push(0x4d, chunk.length & 0xff, chunk.length >> 8);
    bytes.push(...chunk);
  }
  return Uint8Array.from(bytes);
}
