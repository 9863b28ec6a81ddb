import { base64 } from '@scure/base';
import type * as btc from '@scure/btc-signer';

/**
 * Writes input map entries straight into a PSBT's bytes (BIP-174 key-value maps), past the
 * checks a well-behaved library makes, to craft what a hostile or buggy wallet could return.
 */

type Entry = [key: Uint8Array, value: Uint8Array];

function compactSize(n: number): number[] {
  if (n < 0xfd) return [n];
  return [0xfd, n & 0xff, n >> 8];
}

function readCompact(bytes: Uint8Array, at: number): [number, number] {
  const first = bytes[at] as number;
  if (first < 0xfd) return [first, at + 1];
  return [(bytes[at + 1] as number) | ((bytes[at + 2] as number) << 8), at + 3];
}

function readMap(bytes: Uint8Array, start: number): [Entry[], number] {
  const entries: Entry[] = [];
  let at = start;
  for (;;) {
    const [keyLength, afterKeyLength] = readCompact(bytes, at);
    if (keyLength === 0) return [entries, afterKeyLength];
    const key = bytes.subarray(afterKeyLength, afterKeyLength + keyLength);
    const [valueLength, afterValueLength] = readCompact(bytes, afterKeyLength + keyLength);
    entries.push([key, bytes.subarray(afterValueLength, afterValueLength + valueLength)]);
    at = afterValueLength + valueLength;
  }
}

const writeMap = (entries: Entry[]) =>
  entries.flatMap(([k, v]) => [...compactSize(k.length), ...k, ...compactSize(v.length), ...v]).concat(0);

/** `tx`'s PSBT with input `index`'s entries of the given key types replaced by `entries`. */
export function withInputEntries(
  tx: btc.Transaction,
  index: number,
  replace: number[],
  entries: Entry[],
): string {
  const bytes = tx.toPSBT();
  let at = 5;
  const maps: Entry[][] = [];
  for (let i = 0; i < 1 + tx.inputsLength + tx.outputsLength; i++) {
    const [map, next] = readMap(bytes, at);
    maps.push(map);
    at = next;
  }
  const input = maps[1 + index] as Entry[];
  maps[1 + index] = [...input.filter(([k]) => !replace.includes(k[0] as number)), ...entries];
  return base64.encode(Uint8Array.of(...bytes.subarray(0, 5), ...maps.flatMap(writeMap)));
}

export const key = (type: number, ...data: Uint8Array[]) =>
  Uint8Array.of(type, ...data.flatMap((d) => [...d]));
