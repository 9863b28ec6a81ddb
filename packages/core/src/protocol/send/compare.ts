import { hex } from '@scure/base';
import { Errors } from '../../primitives/errors';
import { decodePsbtText } from '../psbt/decode';
import type { DecodedPsbt } from '../psbt/reader';

/**
 * What a transaction spends and pays, in order: the part a signature commits to (BIP-143/341).
 * Only the unsigned transaction is compared: signatures, finalized scripts and any other PSBT field
 * a wallet adds may differ (BIP-174 signer and finalizer roles add exactly those).
 */
function shape(psbt: DecodedPsbt): string[] {
  const lines = [`version ${psbt.txVersion}`, `locktime ${psbt.lockTime}`];
  for (const input of psbt.inputs) lines.push(`in ${input.txid}:${input.vout} seq ${input.sequence}`);
  for (const output of psbt.outputs) lines.push(`out ${hex.encode(output.script)} ${output.amount}`);
  return lines;
}

/** Text (base64 or hex) decoded here, or the form the flow already decoded. */
const decodedForm = (psbt: string | DecodedPsbt): DecodedPsbt =>
  typeof psbt === 'string' ? decodePsbtText(psbt).psbt : psbt;

/**
 * What the wallet hands back must be the transaction the person reviewed: the same
 * inputs, outputs, amounts, version and locktime, so recipients, amounts and the fee (inputs −
 * outputs) are all unchanged. A wallet that adds an input, moves change or raises the fee is refused
 * before anything is broadcast.
 * @throws SatchelError `The wallet returned a transaction that differs from the one you reviewed.`
 */
export function assertSameTransaction(
  reviewedPsbt: string | DecodedPsbt,
  returnedPsbt: string | DecodedPsbt,
): void {
  let reviewed: string[];
  let returned: string[];
  try {
    reviewed = shape(decodedForm(reviewedPsbt));
    returned = shape(decodedForm(returnedPsbt));
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
