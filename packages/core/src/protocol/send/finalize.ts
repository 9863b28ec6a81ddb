import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describeCause, ErrorCode, SatchelError } from '../../primitives/errors';
import { decodePsbtText } from '../psbt/decode';

export interface FinalizedTransaction {
  hex: string;
  txid: string;
}

/**
 * Finalizes every input of a signed PSBT (BIP-174 finalizer role) and extracts the network
 * transaction. Refuses with a clear error when an input carries no signature.
 */
export function finalizePsbt(psbtBase64: string): FinalizedTransaction {
  const { bytes } = decodePsbtText(psbtBase64);
  let tx: Transaction;
  try {
    tx = Transaction.fromPSBT(bytes, { allowLegacyWitnessUtxo: true, allowUnknownOutputs: true });
  } catch (cause) {
    throw new SatchelError(ErrorCode.INVALID_PSBT, `Invalid PSBT: ${describeCause(cause)}.`, { cause });
  }
  const unsigned: number[] = [];
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i);
    const signed =
      input.finalScriptSig?.length ||
      input.finalScriptWitness?.length ||
      input.partialSig?.length ||
      input.tapKeySig ||
      input.tapScriptSig?.length;
    if (!signed) unsigned.push(i);
  }
  if (unsigned.length > 0) {
    throw new SatchelError(ErrorCode.SIGNING_FAILED, 'The PSBT is not fully signed.', {
      details: `Unsigned inputs: ${unsigned.join(', ')}.`,
    });
  }
  try {
    // Wallets may hand back some or all inputs already finalized (Unisat's autoFinalized,
    // Xverse's finalize); finalizing those again would fail, so only the rest are finalized.
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      if (!input.finalScriptSig?.length && !input.finalScriptWitness?.length) tx.finalizeIdx(i);
    }
    const raw = tx.extract();
    return { hex: hex.encode(raw), txid: tx.id };
  } catch (cause) {
    throw new SatchelError(ErrorCode.INVALID_PSBT, 'The PSBT could not be finalized.', {
      details: describeCause(cause),
      cause,
    });
  }
}
