import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { MAX_COMPACT_SIZE, readCompactSize } from '../../src/core/bytes/compact-size';

/** Bitcoin's double SHA-256, used for txids, block hashes and merkle nodes. */
export function sha256d(data: Uint8Array): Uint8Array {
  return sha256(sha256(data));
}

/** Hashes are shown byte-reversed (big-endian) everywhere in RPC and Esplora. */
export function toDisplayHex(hash: Uint8Array): string {
  return hex.encode(Uint8Array.from(hash).reverse());
}

export function fromDisplayHex(text: string): Uint8Array {
  return hex.decode(text).reverse();
}

export const HASH_RE = /^[0-9a-fA-F]{64}$/;

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

/** Reads a byte buffer front to back; throws on truncation so decode errors surface as -22. */
export class ByteReader {
  pos = 0;
  private readonly view: DataView;

  constructor(readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  get remaining(): number {
    return this.data.length - this.pos;
  }

  private need(n: number): void {
    if (this.pos + n > this.data.length) throw new Error('unexpected end of data');
  }

  u8(): number {
    this.need(1);
    return this.data[this.pos++] as number;
  }

  u32(): number {
    this.need(4);
    const v = this.view.getUint32(this.pos, true);
    this.pos += 4;
    return v;
  }

  u64(): bigint {
    this.need(8);
    const v = this.view.getBigUint64(this.pos, true);
    this.pos += 8;
    return v;
  }

  bytes(n: number): Uint8Array {
    this.need(n);
    const out = this.data.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  /** CompactSize; non-canonical and over-MAX_SIZE values are rejected like Core's ReadCompactSize. */
  varint(): number {
    const { value, next } = readCompactSize(this.data, this.pos, MAX_COMPACT_SIZE);
    this.pos = next;
    return value;
  }

  varbytes(): Uint8Array {
    const n = this.varint();
    if (n > 0x02000000) throw new Error('size too large');
    return this.bytes(n);
  }
}
