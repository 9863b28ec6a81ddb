/** Grows a byte buffer while serializing (little-endian integers, CompactSize). */
export class ByteWriter {
  private buf: Uint8Array;
  private view: DataView;
  length = 0;

  constructor(initial = 256) {
    this.buf = new Uint8Array(initial);
    this.view = new DataView(this.buf.buffer);
  }

  private reserve(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  bytes(data: Uint8Array): this {
    this.reserve(data.length);
    this.buf.set(data, this.length);
    this.length += data.length;
    return this;
  }

  u8(v: number): this {
    this.reserve(1);
    this.buf[this.length++] = v & 0xff;
    return this;
  }

  u32(v: number): this {
    this.reserve(4);
    this.view.setUint32(this.length, v >>> 0, true);
    this.length += 4;
    return this;
  }

  u64(v: bigint): this {
    this.reserve(8);
    this.view.setBigUint64(this.length, v, true);
    this.length += 8;
    return this;
  }

  /** CompactSize as defined by Core's serialize.h. */
  varint(n: number): this {
    if (n < 0xfd) return this.u8(n);
    if (n <= 0xffff) {
      this.u8(0xfd);
      this.reserve(2);
      this.view.setUint16(this.length, n, true);
      this.length += 2;
      return this;
    }
    if (n <= 0xffffffff) return this.u8(0xfe).u32(n);
    return this.u8(0xff).u64(BigInt(n));
  }

  varbytes(data: Uint8Array): this {
    return this.varint(data.length).bytes(data);
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}
