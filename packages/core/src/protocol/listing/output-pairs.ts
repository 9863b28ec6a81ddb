import { hex } from '@scure/base';
import { ByteWriter } from '../../primitives/bytes';
import { ByteReader } from '../psbt/byte-reader';
import { PSBT_MAGIC, PsbtGlobalKey } from '../psbt/keys';
import { type Entry, readMap } from '../psbt/psbt-maps';
import type { DecodedPsbt } from '../psbt/reader';

/** The unsigned transaction of the pair: the listing's version, lock time and input, one output. */
function pairTransaction(decoded: DecodedPsbt, output: number): Uint8Array {
  const input = decoded.inputs[0] as DecodedPsbt['inputs'][number];
  const out = decoded.outputs[output] as DecodedPsbt['outputs'][number];
  return new ByteWriter(128)
    .u32(decoded.txVersion)
    .varint(1)
    .bytes(hex.decode(input.txid).reverse())
    .u32(input.vout)
    .varint(0)
    .u32(input.sequence)
    .varint(1)
    .u64(out.amount)
    .varbytes(out.script)
    .u32(decoded.lockTime)
    .finish();
}

function writeMap(w: ByteWriter, entries: readonly Entry[]): void {
  for (const e of entries) {
    w.varint(1 + e.keyData.length)
      .u8(e.type)
      .bytes(e.keyData)
      .varbytes(e.value);
  }
  w.u8(0);
}

/**
 * A one-input listing PSBT cut down to its input and one of its first `outputs` outputs, each pair
 * a PSBT of its own: the global map with the transaction (or, in a BIP-370 PSBT, the counts) of
 * that pair, and the input's and the output's maps byte for byte, so the seller's signature and
 * every field beside it are judged as they are. SIGHASH_SINGLE|ANYONECANPAY commits to the input,
 * the output at its index, the version and the lock time alone (BIP-143, BIP-341), so the seller's
 * signature verifies in the pair with output k exactly when output k is the one it signed.
 * Reads only the maps it needs: the cost does not grow with the outputs after them.
 */
export function outputPairs(
  bytes: Uint8Array,
  decoded: DecodedPsbt,
  outputs: number,
): (index: number) => Uint8Array {
  const body = bytes.subarray(PSBT_MAGIC.length);
  const reader = new ByteReader(body);
  const global = readMap(reader, 'the global map');
  const inputStart = reader.position;
  readMap(reader, 'input 0');
  const input = body.subarray(inputStart, reader.position);
  const maps: Uint8Array[] = [];
  for (let i = 0; i < Math.min(outputs, decoded.outputs.length); i++) {
    const start = reader.position;
    readMap(reader, `output ${i}`);
    maps.push(body.subarray(start, reader.position));
  }
  return (index) => {
    const one = Uint8Array.of(1);
    const pairGlobal = global.map((e): Entry => {
      if (e.type === PsbtGlobalKey.UNSIGNED_TX) return { ...e, value: pairTransaction(decoded, index) };
      if (e.type === PsbtGlobalKey.INPUT_COUNT || e.type === PsbtGlobalKey.OUTPUT_COUNT)
        return { ...e, value: one };
      return e;
    });
    const w = new ByteWriter(512).bytes(PSBT_MAGIC);
    writeMap(w, pairGlobal);
    return w
      .bytes(input)
      .bytes(maps[index] as Uint8Array)
      .finish();
  };
}
