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
