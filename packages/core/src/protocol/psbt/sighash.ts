import { SigHash } from '@scure/btc-signer';
import { scriptKind } from './scripts';

/** The input fields that tell whether an input is taproot (BIP-371 fields or a v1 witness program). */
export interface SighashInputHints {
  witnessUtxo?: { script: Uint8Array };
  tapInternalKey?: Uint8Array;
  tapKeySig?: Uint8Array;
  tapLeafScript?: readonly unknown[];
  tapControlBlocks?: readonly unknown[];
}

/**
 * Whether an input spends a taproot output. The spent script decides when it is known; otherwise
 * the BIP-371 fields only a taproot input carries do. Missing or malformed hints (`null`, a
 * `witnessUtxo` without a script) prove nothing, so they do not make an input taproot.
 */
export function isTaprootInput(input: SighashInputHints | null | undefined): boolean {
  if (!input || typeof input !== 'object') return false;
  const script = input.witnessUtxo?.script;
  if (script instanceof Uint8Array) return scriptKind(script) === 'p2tr';
  return Boolean(
    input.tapInternalKey ||
      input.tapKeySig ||
      (Array.isArray(input.tapLeafScript) && input.tapLeafScript.length > 0) ||
      (Array.isArray(input.tapControlBlocks) && input.tapControlBlocks.length > 0),
  );
}

/**
 * The one default-sighash rule, used by validation, the inspector, the connectors and
 * the Dev Wallet: taproot inputs default to SIGHASH_DEFAULT 0x00 (BIP-341), others to
 * SIGHASH_ALL 0x01 (BIP-143 and legacy inputs have no 0x00). Pass the spent output as `witnessUtxo`
 * whenever it is known.
 *
 * With nothing known about the input (`null`, `undefined`, no hints) the answer is SIGHASH_ALL:
 * 0x00 is only defined for taproot key and script paths (BIP-341), while 0x01 is valid on every
 * input type and, on a taproot input, commits to the same transaction data as 0x00 (BIP-341
 * "SIGHASH_ALL ... signs the same data, plus the hash type byte"), so it is never the weaker choice.
 */
export function defaultSighash(input?: SighashInputHints | null): number {
  return isTaprootInput(input) ? SigHash.DEFAULT : SigHash.ALL;
}

const NAMES: Record<number, string> = {
  0: 'DEFAULT',
  1: 'ALL',
  2: 'NONE',
  3: 'SINGLE',
  129: 'ALL|ANYONECANPAY',
  130: 'NONE|ANYONECANPAY',
  131: 'SINGLE|ANYONECANPAY',
};

/** `0x83 (SINGLE|ANYONECANPAY)`, or the hex alone for a value no standard defines. */
export function describeSighash(sighash: number): string {
  const hexText = `0x${sighash.toString(16).padStart(2, '0')}`;
  const name = NAMES[sighash];
  return name ? `${hexText} (${name})` : hexText;
}

/** Standard hash types; DEFAULT exists only for taproot (BIP-341). */
export function isKnownSighash(sighash: number, taproot: boolean): boolean {
  if (sighash === 0x00) return taproot;
  return NAMES[sighash] !== undefined;
}

/** The base type of a hash type: the low five bits of BIP-143 and legacy signing, 1–3 for BIP-341. */
function baseType(sighash: number): number {
  return sighash & 0x1f;
}

/**
 * Whether signing input `index` with `sighash` commits to nothing of the outputs. SINGLE signs the
 * output at the input's own index; where there is none, BIP-143 hashes zeros in place of the
 * outputs (and legacy signing signs the number one in place of the whole transaction), so the
 * signature fits any transaction spending the coin, and BIP-341 makes such a signature invalid.
 */
export function singleWithoutOutput(sighash: number, index: number, outputCount: number): boolean {
  return isSighashSingle(sighash) && index >= outputCount;
}

/** SINGLE, with or without ANYONECANPAY. */
export function isSighashSingle(sighash: number): boolean {
  return baseType(sighash) === 0x03;
}

/** The refusal of a SINGLE input with no output at its index, for every script type. */
export function singleWithoutOutputMessage(index: number | '{index}'): string {
  return `Input ${index} asks SIGHASH_SINGLE but the transaction has no output ${index}: its signature would let anyone spend it.`;
}

/**
 * What a signature of input `index` with `sighash` leaves others free to change, in plain words
 * (BIP-143 and BIP-341 hash types): NONE signs no output, SINGLE only the output at the input's
 * index, ANYONECANPAY no other input. Undefined for DEFAULT and ALL, which sign everything.
 */
export function sighashLetsOthers(sighash: number, index: number): string | undefined {
  const outputs =
    baseType(sighash) === 0x02
      ? 'change every output'
      : baseType(sighash) === 0x03
        ? `change every output but output ${index}`
        : undefined;
  const inputs = sighash & 0x80 ? 'add inputs' : undefined;
  const what = [outputs, inputs].filter((part) => part !== undefined);
  return what.length > 0 ? `Its signature lets others ${what.join(' and ')}.` : undefined;
}
