import type * as btc from '@scure/btc-signer';
import { cleanPSBTFields, PSBTInput, PSBTInputCoder } from '@scure/btc-signer/psbt.js';

type InputMap = ReturnType<btc.Transaction['getInput']>;

/** BIP-174 compact size at `at`: its value and where the next field starts. */
function compactSize(bytes: Uint8Array, at: number): [number, number] {
  const first = bytes[at] as number;
  if (first < 0xfd) return [first, at + 1];
  const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
  let value = 0;
  for (let i = width - 1; i >= 0; i--) value = value * 256 + (bytes[at + 1 + i] as number);
  return [value, at + 1 + width];
}

/** Where the global map of a PSBT ends (after its 0x00 separator); the magic is 5 bytes. */
function globalMapEnd(bytes: Uint8Array): number {
  let at = 5;
  for (;;) {
    const [keyLength, key] = compactSize(bytes, at);
    if (keyLength === 0) return key;
    const [valueLength, value] = compactSize(bytes, key + keyLength);
    at = value + valueLength;
  }
}

/** An input's map as scure's `toPSBT` writes a version 0 PSBT: no outpoint, no empty signatures. */
function inputMap(input: InputMap): Uint8Array {
  const map = cleanPSBTFields(0, PSBTInput, input as never) as InputMap;
  if (map.partialSig && map.partialSig.length === 0) delete map.partialSig;
  if (map.finalScriptSig && map.finalScriptSig.length === 0) delete map.finalScriptSig;
  if (map.finalScriptWitness && map.finalScriptWitness.length === 0) delete map.finalScriptWitness;
  return PSBTInputCoder.encode(map as never);
}

/**
 * `tx.toPSBT()` in time linear in the PSBT's size. @scure/btc-signer 2.4 writes the whole PSBT
 * through one writer whose separator-terminated maps copy everything written so far at each key
 * (micro-packed's `array` with a terminator), so a PSBT of n inputs costs n² bytes copied: seconds
 * at a few thousand inputs. Here each input map is encoded on its own and put between the global
 * map and the output maps scure writes for the transaction with its input maps left empty, which
 * costs it linear time; the bytes are the same (psbt-bytes.test.ts). A version 2 PSBT, or an input
 * with unknown or proprietary fields, is left to scure.
 */
export function psbtBytes(tx: btc.Transaction): Uint8Array {
  const inputs = Array.from({ length: tx.inputsLength }, (_, index) => tx.getInput(index));
  // The version toPSBT writes: the PSBT's own (a version 2 one read keeps it), else the option's.
  const version = (tx as unknown as { global: { version?: number } }).global.version || tx.opts.PSBTVersion;
  if (version !== 0 || inputs.some((input) => input.unknown?.length || input.proprietary?.length)) {
    return tx.toPSBT();
  }
  // The same transaction with only the outpoints and sequences, which a version 0 PSBT keeps in
  // its unsigned transaction, so its input maps are empty. (scure's `clone` goes through toPSBT.)
  const internal = tx as unknown as { inputs: Partial<InputMap>[] };
  const full = internal.inputs;
  internal.inputs = full.map(({ txid, index, sequence }) => ({ txid, index, sequence }));
  let frame: Uint8Array;
  try {
    frame = tx.toPSBT();
  } finally {
    internal.inputs = full;
  }
  const head = globalMapEnd(frame);
  const maps = inputs.map(inputMap);
  const outputs = frame.subarray(head + inputs.length);
  const out = new Uint8Array(head + maps.reduce((sum, map) => sum + map.length, 0) + outputs.length);
  out.set(frame.subarray(0, head), 0);
  let at = head;
  for (const map of maps) {
    out.set(map, at);
    at += map.length;
  }
  out.set(outputs, at);
  return out;
}
