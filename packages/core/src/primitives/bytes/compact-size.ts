/**
 * Bitcoin's CompactSize ("varint") as serialized by Bitcoin Core (serialize.h, ReadCompactSize):
 * one byte below 0xfd, else a 0xfd/0xfe/0xff marker and a 2/4/8-byte little-endian value.
 * Shared by the PSBT reader (BIP-174 key and value lengths) and the devnet's transaction parser.
 */

/** Why a CompactSize could not be read; callers map it to their own error type. */
export type CompactSizeProblem = 'truncated' | 'non-canonical' | 'too-large';

export class CompactSizeError extends Error {
  constructor(readonly problem: CompactSizeProblem) {
    super(
      problem === 'truncated'
        ? 'truncated CompactSize'
        : problem === 'non-canonical'
          ? 'non-canonical CompactSize'
          : 'CompactSize too large',
    );
    this.name = 'CompactSizeError';
  }
}

/** Bitcoin Core's MAX_SIZE (32 MiB): ReadCompactSize refuses larger sizes by default. */
export const MAX_COMPACT_SIZE = 0x02000000;

/** Smallest value each marker may encode: a smaller one has a shorter encoding and is refused. */
const MIN_OF_WIDTH: Record<number, number> = { 2: 0xfd, 4: 0x10000, 8: 0x100000000 };

export interface CompactSizeRead {
  value: number;
  /** Offset just past the CompactSize. */
  next: number;
}

/**
 * Reads the CompactSize at `offset`. Non-minimal encodings are refused (as Core does); so are
 * values above `max`, which defaults to the largest integer a JavaScript number holds exactly.
 */
export function readCompactSize(
  bytes: Uint8Array,
  offset: number,
  max: number = Number.MAX_SAFE_INTEGER,
): CompactSizeRead {
  const first = bytes[offset];
  if (first === undefined) throw new CompactSizeError('truncated');
  let value = first;
  let width = 0;
  if (first >= 0xfd) {
    width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    if (offset + 1 + width > bytes.length) throw new CompactSizeError('truncated');
    value = 0;
    for (let i = width; i >= 1; i--) value = value * 256 + (bytes[offset + i] as number);
    if (value < (MIN_OF_WIDTH[width] as number)) throw new CompactSizeError('non-canonical');
  }
  // Above 2^53 the sum above is already inexact; the bound check still refuses it.
  if (value > max || !Number.isSafeInteger(value)) throw new CompactSizeError('too-large');
  return { value, next: offset + 1 + width };
}
