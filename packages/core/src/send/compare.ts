import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { Errors } from '../errors';
import { decodePsbtText } from '../psbt/decode';

function unsignedTransaction(psbtText: string): Transaction {
  // Only the unsigned transaction is compared: signatures, finalized scripts and any other PSBT
  // field a wallet adds may differ (BIP-174 signer and finalizer roles add exactly those).
  return Transaction.fromPSBT(decodePsbtText(psbtText).bytes, {
    allowLegacyWitnessUtxo: true,
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
  });
}

/** What a transaction spends and pays, in order: the part a signature commits to (BIP-143/341). */
function shape(tx: Transaction): string[] {
  const lines = [`version ${tx.version}`, `locktime ${tx.lockTime}`];
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i);
    lines.push(`in ${input.txid ? hex.encode(input.txid) : '?'}:${input.index} seq ${input.sequence}`);
  }
  for (let i = 0; i < tx.outputsLength; i++) {
    const output = tx.getOutput(i);
    lines.push(`out ${output.script ? hex.encode(output.script) : '?'} ${output.amount}`);
  }
  return lines;
}

/**
 * What the wallet hands back must be the transaction the person reviewed: the same
 * inputs, outputs, amounts, version and locktime, so recipients, amounts and the fee (inputs −
 * outputs) are all unchanged. A wallet that adds an input, moves change or raises the fee is refused
 * before anything is broadcast.
 * @throws SatchelError `The wallet returned a transaction that differs from the one you reviewed.`
 */
export function assertSameTransaction(reviewedPsbt: string, returnedPsbt: string): void {
  let reviewed: string[];
  let returned: string[];
  try {
    reviewed = shape(unsignedTransaction(reviewedPsbt));
    returned = shape(unsignedTransaction(returnedPsbt));
  } catch (cause) {
    throw Errors.walletChangedTransaction({ details: 'The returned PSBT could not be read.', cause });
  }
  const index = reviewed.findIndex((line, i) => returned[i] !== line);
  if (index === -1 && reviewed.length === returned.length) return;
  const at = index === -1 ? reviewed.length : index;
  throw Errors.walletChangedTransaction({
    details: `Reviewed: ${reviewed[at] ?? 'nothing'}; returned: ${returned[at] ?? 'nothing'}.`,
  });
}
