import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describeCause } from '../../primitives/errors';
import { PSBT_MAGIC_HEX } from '../../protocol/psbt/keys';

/** Unisat accepts both encodings and returns hex; we accept both back (docs/wallet-interfaces.md §0). */
export function psbtBytes(encoded: string): Uint8Array {
  const text = encoded.trim();
  if (text.toLowerCase().startsWith(PSBT_MAGIC_HEX)) return hex.decode(text.toLowerCase());
  return base64.decode(text);
}

export function base64ToHex(psbtBase64: string): string {
  return hex.encode(psbtBytes(psbtBase64));
}

function parse(bytes: Uint8Array): Transaction {
  // Wallets hand back PSBTs with scripts we need not understand; keep them.
  return Transaction.fromPSBT(bytes, {
    allowUnknown: true,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
  });
}

interface NormalisedPsbt {
  psbtBase64: string;
  psbtHex: string;
  finalized: boolean;
  txid?: string;
}

/**
 * One result whatever the wallet returned. When the caller asked to finalize and the
 * wallet did not (Xverse, Magic Eden, Leather never do without broadcast), only the inputs that
 * were requested are finalized: the others may belong to a counter-party (docs/wallet-interfaces.md §0).
 */
export function normalisePsbt(
  signed: string,
  options: { finalize?: boolean; signedIndexes?: number[]; txid?: string | undefined },
): NormalisedPsbt {
  let bytes = psbtBytes(signed);
  let finalized = false;
  try {
    const tx = parse(bytes);
    if (options.finalize && !tx.isFinal) {
      for (const index of options.signedIndexes ?? []) tx.finalizeIdx(index);
      bytes = tx.toPSBT();
    }
    finalized = tx.isFinal;
  } catch (error) {
    // A PSBT we cannot finalize is still a valid signed result; report it as not finalized.
    if (options.finalize)
      console.warn(`[satchel] could not finalize the signed PSBT: ${describeCause(error)}`);
  }
  const result: NormalisedPsbt = { psbtBase64: base64.encode(bytes), psbtHex: hex.encode(bytes), finalized };
  if (options.txid) result.txid = options.txid;
  return result;
}

/** Every index named in `signInputs`, sorted and without duplicates. */
export function requestedIndexes(signInputs: Record<string, number[]>): number[] {
  return [...new Set(Object.values(signInputs).flat())].sort((a, b) => a - b);
}
