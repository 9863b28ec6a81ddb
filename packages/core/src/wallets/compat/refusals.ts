import type { Refusal } from './types';

/**
 * The texts the two signing libraries throw, which wallets built on them pass on: bitcoinjs-lib's
 * `checkSighashTypeAllowed`, @scure/btc-signer's `signIdx`.
 */
export const BITCOINJS_SIGHASH_WORDS =
  'Sighash type is not allowed. Retry the sign method passing the sighashTypes array of whitelisted types. Sighash type: {sighashName}';
export const SCURE_LEAF_WORDS = 'No taproot scripts signed';

/** A refusal in a library's words, sourced where the wallet's users saw it. */
export function libraryRefusal(words: string, source: string): Refusal {
  return { words, quoted: true, source };
}

/** What a wallet that knows only some networks does on another: it has no account there. */
export function networkRefusal(name: string, source: string): Refusal {
  return { words: `${name} has no account on this network.`, quoted: false, source };
}

/** bitcoinjs-lib's `sighashTypeToString`: `SIGHASH_ANYONECANPAY | SIGHASH_SINGLE`. */
export function bitcoinjsSighashName(sighash: number): string {
  const base = ['SIGHASH_DEFAULT', 'SIGHASH_ALL', 'SIGHASH_NONE', 'SIGHASH_SINGLE'][sighash & 0x1f];
  const name = base ?? `0x${(sighash & 0x1f).toString(16)}`;
  return sighash & 0x80 ? `SIGHASH_ANYONECANPAY | ${name}` : name;
}

/** A refusal's words for one input. */
export function refusalWords(refusal: Refusal, input: { index: number; sighash: number }): string {
  return refusal.words
    .replaceAll('{index}', String(input.index))
    .replaceAll('{sighashName}', bitcoinjsSighashName(input.sighash))
    .replaceAll('{sighash}', String(input.sighash));
}
