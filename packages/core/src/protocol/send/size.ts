import type { OutputType } from '../psbt/scripts';

/** Input templates this app can fund a send from (single-key, key-path). */
export type SpendableInputType = 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh' | 'p2tr';

/**
 * Signed-input weight in weight units (BIP-141), assuming a compressed key and a worst-case
 * 72-byte DER signature so fees never fall short:
 * outpoint 36 + sequence 4 + scriptSig length/contents, ×4; witness counted ×1.
 */
export const INPUT_WEIGHT: Readonly<Record<SpendableInputType, number>> = {
  p2pkh: (36 + 4 + 1 + 107) * 4, // scriptSig: push72 sig + push33 key
  'p2sh-p2wpkh': (36 + 4 + 1 + 23) * 4 + 108, // scriptSig: push of the 22-byte p2wpkh program
  p2wpkh: (36 + 4 + 1) * 4 + 108, // witness: count + 72-byte sig + 33-byte key, with lengths
  p2tr: (36 + 4 + 1) * 4 + 66, // witness: count + 64-byte Schnorr signature (SIGHASH_DEFAULT)
};

/** scriptPubKey lengths of each output template. */
const SCRIPT_LENGTH: Readonly<Record<OutputType, number>> = {
  p2pkh: 25,
  p2sh: 23,
  p2wpkh: 22,
  p2wsh: 34,
  p2tr: 34,
};

export function compactSizeLength(n: number): number {
  return n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffffffff ? 5 : 9;
}

/** Output weight from its script length: amount 8 + length prefix + script, all ×4. */
export function outputWeight(scriptLength: number): number {
  return (8 + compactSizeLength(scriptLength) + scriptLength) * 4;
}

export function outputTypeWeight(type: OutputType): number {
  return outputWeight(SCRIPT_LENGTH[type]);
}

/** version, locktime and the two counts (×4), plus the segwit marker and flag (2 WU) if any input has a witness. */
export function overheadWeight(inputCount: number, outputCount: number, hasWitness: boolean): number {
  return (8 + compactSizeLength(inputCount) + compactSizeLength(outputCount)) * 4 + (hasWitness ? 2 : 0);
}

/** Virtual size (BIP-141: weight / 4, rounded up) of a transaction once all inputs are signed. */
export function estimateVsize(
  inputTypes: readonly SpendableInputType[],
  outputTypes: readonly OutputType[],
): number {
  const hasWitness = inputTypes.some((type) => type !== 'p2pkh');
  let weight = overheadWeight(inputTypes.length, outputTypes.length, hasWitness);
  for (const type of inputTypes) weight += INPUT_WEIGHT[type];
  for (const type of outputTypes) weight += outputTypeWeight(type);
  return Math.ceil(weight / 4);
}
