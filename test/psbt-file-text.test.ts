import { psbtFileText } from '@satchel/core';
import { decodePsbtText, PSBT_MAGIC } from '@satchel/core/psbt';
import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { namedPsbts } from './fixtures/psbt/psbts';

/**
 * A binary `.psbt` file of ~130 KB threw a RangeError from
 * `btoa(String.fromCharCode(...bytes))` (one argument per byte overflows the call stack).
 */
describe('psbtFileText with large binary files', () => {
  it('behavior: 200 KB of binary PSBT bytes become their exact base64', () => {
    const bytes = new Uint8Array(200 * 1024);
    bytes.set(PSBT_MAGIC);
    for (let i = PSBT_MAGIC.length; i < bytes.length; i++) bytes[i] = (i * 131 + 7) & 0xff;
    const text = psbtFileText(bytes);
    expect(text).toBe(base64.encode(bytes));
    expect(Buffer.from(base64.decode(text)).equals(bytes)).toBe(true);
  });

  it('behavior: a real 200 KB PSBT file loads and decodes', () => {
    // A valid PSBT made large by one proprietary global entry (BIP-174 type 0xFC) of 200 KB.
    const small = base64.decode(namedPsbts().p2wpkhSpend as string);
    const size = 200 * 1024;
    const key = Uint8Array.of(0xfc, 0x03, 0x73, 0x61, 0x74);
    const entry = new Uint8Array(1 + key.length + 5 + size);
    entry[0] = key.length;
    entry.set(key, 1);
    entry[1 + key.length] = 0xfe; // compact size: 4-byte little-endian length follows
    new DataView(entry.buffer).setUint32(2 + key.length, size, true);
    entry.fill(0xab, 6 + key.length);
    const bytes = new Uint8Array(small.length + entry.length);
    bytes.set(small.subarray(0, PSBT_MAGIC.length));
    bytes.set(entry, PSBT_MAGIC.length);
    bytes.set(small.subarray(PSBT_MAGIC.length), PSBT_MAGIC.length + entry.length);

    const decoded = decodePsbtText(psbtFileText(bytes));
    expect(decoded.encoding).toBe('base64');
    expect(Buffer.from(decoded.bytes).equals(bytes)).toBe(true);
  });

  it('behavior: a text file is still trimmed, not re-encoded', () => {
    expect(psbtFileText(new TextEncoder().encode('  cHNidP8BAA==\n'))).toBe('cHNidP8BAA==');
  });
});
