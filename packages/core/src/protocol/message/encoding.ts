import { base64 } from '@scure/base';

/** Strict base64 decode; undefined for anything that is not canonical padded base64. */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined;
  const clean = text.trim();
  if (clean === '' || clean.length % 4 !== 0) return undefined;
  try {
    return base64.decode(clean);
  } catch {
    return undefined;
  }
}

export function encodeBase64(bytes: Uint8Array): string {
  return base64.encode(bytes);
}

/** Bitcoin CompactSize (varint) encoding. */
export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
