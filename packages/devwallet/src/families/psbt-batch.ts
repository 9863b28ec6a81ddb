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
import type { Signer } from '../signer';
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
  await approvePsbtBatch(
    wallet,
    family,
    method,
    requests.map((request) => request.tx),
    signer,
  );
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

/**
 * The one prompt of a batch, listing every transaction; a family that signs with its wallet's own
 * code calls it with the signer it took first.
 */
export async function approvePsbtBatch(
  wallet: DevWallet,
  family: Family,
  method: string,
  txs: readonly btc.Transaction[],
  signer: Signer,
): Promise<void> {
  const details: DetailLine[] = [['Transactions', String(txs.length)]];
  txs.forEach((tx, n) => {
    const summary = summarizeForApproval(tx, signer.ring, signer.network);
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
  await wallet.ask({ family, method, title: `Sign ${txs.length} transactions?`, details });
}
