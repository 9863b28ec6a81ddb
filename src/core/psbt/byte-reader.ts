/** Thrown by the reader; the decoder turns it into a SatchelError naming what is wrong. */
export class PsbtFormatError extends Error {}

/** Minimal forward-only cursor over PSBT bytes (CompactSize per the Bitcoin wire format). */
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

  byte(): number {
    this.need(1);
    return this.bytes[this.offset++] as number;
  }

  take(n: number): Uint8Array {
    this.need(n);
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }

  compactSize(): number {
    const first = this.byte();
    if (first < 0xfd) return first;
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    const raw = this.take(width);
    let value = 0;
    for (let i = width - 1; i >= 0; i--) value = value * 256 + (raw[i] as number);
    // Non-minimal encodings are invalid per the serialization rules.
    const min = width === 2 ? 0xfd : width === 4 ? 0x10000 : 0x100000000;
    if (value < min) throw new PsbtFormatError('non-canonical CompactSize');
    if (!Number.isSafeInteger(value)) throw new PsbtFormatError('CompactSize out of range');
    return value;
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
