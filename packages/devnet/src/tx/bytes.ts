import { sha256 } from '@noble/hashes/sha2.js';
import { MAX_COMPACT_SIZE, readCompactSize } from '@satchel/core/internal';
import { hex } from '@scure/base';

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

export { ByteWriter } from '@satchel/core/internal';

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
