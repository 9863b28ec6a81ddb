import type { ExplorerClient } from '../clients/explorer';
import type { BitcoinNetwork } from '../primitives/networks';
import { buildCancel } from '../protocol/send/replace';
import type { Account } from '../wallets/kit/types';
import { type ReplacementPlan, readOriginal, replacementPlan } from './internal/original-send';

export interface CancelSendParameters {
  explorer: ExplorerClient;
  network: BitcoinNetwork;
  payment: Account | undefined;
  /** The app's own unconfirmed send. */
  txid: string;
  /** Target rate (sat/vB); below BIP-125's minimum for this replacement, the minimum is paid. */
  feeRate: number;
  /** The explorer's fastest estimate (sat/vB), for the fee guard's ceiling. */
  fastestRate?: number;
  /** The wallet's display name, for the `Errors.noUsablePublicKey` refusal when an input needs its key. */
  walletName?: string;
  signal?: AbortSignal;
}

export type CancelSendReturnType = ReplacementPlan;

/**
 * Cancel: a replacement (BIP-125) spending exactly the original's inputs and paying
 * all of it, less a higher fee, back to the payment address, so the payment never happens if it
 * confirms first. Only the original's own coins are spent, so nothing carrying an inscription or
 * a rune can be added. The plan is reviewed with the fee guard (only the rate is judged: nothing
 * leaves the wallet) and carried out by `executeSend`.
 * @throws SatchelError when the send cannot be replaced (confirmed, gone, not from the payment
 * address, spent by a later transaction), for a bad rate, or when only dust would be left.
 */
export async function cancelSend(params: CancelSendParameters): Promise<CancelSendReturnType> {
  const call = params.signal ? { signal: params.signal } : undefined;
  const read = await readOriginal({ ...params, call });
  const built = buildCancel({
    original: read.original,
    changeScript: read.change.script,
    changeType: read.change.type,
    feeRate: params.feeRate,
  });
  return replacementPlan({
    kind: 'cancel',
    read,
    built,
    recipients: [{ address: read.payment.address, amount: built.outputs[0]?.amount ?? 0n }],
    sent: 0n,
    fastestRate: params.fastestRate,
  });
}
