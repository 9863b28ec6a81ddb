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
 * the BIP-371 fields only a taproot input carries do.
 */
export function isTaprootInput(input: SighashInputHints): boolean {
  if (input.witnessUtxo) return scriptKind(input.witnessUtxo.script) === 'p2tr';
  return Boolean(
    input.tapInternalKey || input.tapKeySig || input.tapLeafScript?.length || input.tapControlBlocks?.length,
  );
}

/**
 * The one default-sighash rule, used by validation, the inspector, the connectors and
 * the Dev Wallet: taproot inputs default to SIGHASH_DEFAULT 0x00 (BIP-341), others to
 * SIGHASH_ALL 0x01. Pass the spent output as `witnessUtxo` whenever it is known.
 */
export function defaultSighash(input: SighashInputHints): number {
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
