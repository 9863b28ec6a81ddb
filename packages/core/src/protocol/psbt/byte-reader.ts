import { CompactSizeError, readCompactSize } from '../../primitives/bytes/compact-size';

/** Thrown by the reader; the decoder turns it into a SatchelError naming what is wrong. */
export class PsbtFormatError extends Error {}

/** Minimal forward-only cursor over PSBT bytes (BIP-174 lengths are CompactSizes). */
export class ByteReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  get position(): number {
    return this.offset;
  }

  private need(n: number): void {
    if (this.offset + n > this.bytes.length) throw new PsbtFormatError('the PSBT is truncated');
  }

  take(n: number): Uint8Array {
    this.need(n);
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }

  compactSize(): number {
    try {
      const { value, next } = readCompactSize(this.bytes, this.offset);
      this.offset = next;
      return value;
    } catch (error) {
      if (!(error instanceof CompactSizeError)) throw error;
      throw new PsbtFormatError(error.problem === 'truncated' ? 'the PSBT is truncated' : error.message);
    }
  }
}

export function readU32LE(bytes: Uint8Array): number {
  if (bytes.length !== 4) throw new PsbtFormatError('expected a 4-byte integer');
  return new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true);
}

export function readU64LE(bytes: Uint8Array, offset = 0): bigint {
  if (bytes.length < offset + 8) throw new PsbtFormatError('expected an 8-byte amount');
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 8).getBigUint64(0, true);
}
