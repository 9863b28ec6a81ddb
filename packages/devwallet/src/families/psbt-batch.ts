import type { BitcoinNetwork } from '@satchel/core/networks';
import type * as btc from '@scure/btc-signer';
import type { DetailLine } from '../approvals';
import { type Family, hasQuirk } from '../config';
import {
  type FinalizeMode,
  type InputToSign,
  type SignedPsbt,
  signPsbt,
  summarizeForApproval,
} from '../psbt-signing';
import type { DevWallet } from '../wallet';

/** One PSBT of a batch, already decoded and checked by the family's own rules. */
export interface BatchSignRequest {
  tx: btc.Transaction;
  inputs: InputToSign[] | undefined;
  finalize: FinalizeMode;
}

const sats = (value: bigint | undefined) => (value === undefined ? '?' : `${value.toString()} sats`);

/**
 * The batch methods of the wallets (Unisat/OKX `signPsbts`, v1 `signMultipleTransactions`) show
 * one prompt listing every transaction and sign all of them on one approval: a refusal refuses
 * the whole batch, and nothing is signed before the approval.
 */
export async function signPsbtBatch(
  wallet: DevWallet,
  family: Family,
  method: string,
  requests: readonly BatchSignRequest[],
  network: BitcoinNetwork = wallet.networkFor(family),
): Promise<SignedPsbt[]> {
  const signer = wallet.signer(network);
  const details: DetailLine[] = [['Transactions', String(requests.length)]];
  requests.forEach((request, n) => {
    const summary = summarizeForApproval(request.tx, signer.ring, network);
    const label = `PSBT ${n + 1}`;
    summary.inputs.forEach((row, i) => {
      details.push([
        `${label} input ${i}`,
        `${row.address} · ${sats(row.value)}${row.mine ? ' (yours)' : ''}`,
      ]);
    });
    summary.outputs.forEach((row, i) => {
      details.push([
        `${label} output ${i}`,
        `${row.address} · ${sats(row.value)}${row.mine ? ' (yours)' : ''}`,
      ]);
    });
    details.push([`${label} fee`, sats(summary.fee)]);
  });
  await wallet.ask({ family, method, title: `Sign ${requests.length} transactions?`, details });
  // The `signs-nothing` quirk holds for a batch as for one PSBT: approved, nothing signed.
  if (hasQuirk(wallet.config, family, 'signs-nothing')) {
    return requests.map((request) => ({ tx: request.tx, signedIndexes: [] }));
  }
  return requests.map((request) =>
    signPsbt(request.tx, signer, {
      finalize: request.finalize,
      ...(request.inputs ? { inputs: request.inputs } : {}),
    }),
  );
}
