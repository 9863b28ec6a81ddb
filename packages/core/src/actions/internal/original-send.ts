import { hex } from '@scure/base';
import type { CallOptions, ExplorerClient } from '../../clients/explorer';
import { ErrorCode, Errors, SatchelError } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { assessFee } from '../../protocol/fee-guard';
import { type PayableOutput, payableOutput } from '../../protocol/send';
import type { BuiltReplacement, OriginalTransaction } from '../../protocol/send/replace';
import type { Account } from '../../wallets/kit/types';
import type { SendPlan } from '../plan-send';
import { fundingUtxo, named } from './funding';

/**
 * The review of a replacement (speed up or cancel): a send plan `executeSend` signs, checks
 * against the wallet's answer and broadcasts like any other, plus what it replaces.
 */
export type ReplacementPlan = Extract<SendPlan, { mode: 'psbt' }> & {
  kind: 'speed-up' | 'cancel';
  /** The transaction this one replaces (BIP-125). */
  replaces: string;
  originalFee: bigint;
  /** sat/vB, from the explorer's weight. */
  originalFeeRate: number;
  /** Coins of the payment address added to the original's inputs to pay the higher fee. */
  addedInputs: number;
};

function notReplaceable(message: string, details?: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_REQUEST, message, { details });
}

export interface ReadOriginal {
  original: OriginalTransaction;
  payment: Account;
  change: PayableOutput;
}

/**
 * The unconfirmed send to replace, from the explorer: still in the mempool, every input a coin
 * of the payment address (what the app builds), and no later transaction spending its outputs
 * (replacing it would evict that one too, and BIP-125 rule 3 would make the replacement pay
 * for both).
 * @throws SatchelError when any of that does not hold, or the explorer cannot be read.
 */
export async function readOriginal(params: {
  explorer: ExplorerClient;
  network: BitcoinNetwork;
  payment: Account | undefined;
  txid: string;
  call?: CallOptions;
  walletName?: string;
}): Promise<ReadOriginal> {
  const { explorer, payment, txid, call } = params;
  if (!payment) throw Errors.noConnectedAddress();
  const change = payableOutput(payment.address, params.network, 'change');
  const tx = await explorer.getTx(txid, call);
  if (!tx) {
    throw notReplaceable(
      'The explorer no longer has this transaction: it may have been replaced or dropped.',
      txid,
    );
  }
  if (tx.status.confirmed) throw notReplaceable('This transaction is already confirmed.', txid);
  const inputs = tx.vin.map((vin) => {
    const prevout = vin.prevout;
    if (!prevout || prevout.scriptpubkey_address !== payment.address) {
      throw notReplaceable(
        'Only a send from your payment address can be replaced here.',
        `Input ${vin.txid}:${vin.vout} spends ${prevout?.scriptpubkey_address ?? 'an unknown output'}.`,
      );
    }
    return fundingUtxo(
      payment,
      { txid: vin.txid, vout: vin.vout, value: BigInt(prevout.value) },
      named(params),
    );
  });
  const spends = await Promise.all(tx.vout.map((_, vout) => explorer.getOutspend(txid, vout, call)));
  const child = spends.find((spend) => spend?.spent);
  if (child) {
    throw notReplaceable(
      'A later transaction spends this one; replacing it would cancel that one as well.',
      child.txid,
    );
  }
  const outputs = tx.vout.map((out) => ({
    script: hex.decode(out.scriptpubkey),
    amount: BigInt(out.value),
    address: out.scriptpubkey_address ?? undefined,
  }));
  const fee = inputs.reduce((sum, i) => sum + i.value, 0n) - outputs.reduce((sum, o) => sum + o.amount, 0n);
  return {
    original: { txid: tx.txid, inputs, outputs, fee, vsize: Math.ceil(tx.weight / 4) },
    payment,
    change,
  };
}

/** The rate actually paid, to two decimals, for the review and the fee guard. */
function rateOf(fee: bigint, vsize: number): number {
  return Math.round((Number(fee) / vsize) * 100) / 100;
}

/**
 * The review of a built replacement, judged by the same fee guard as any send:
 * `sent` is what leaves the wallet (nothing, when cancelling).
 */
export function replacementPlan(args: {
  kind: ReplacementPlan['kind'];
  read: ReadOriginal;
  built: BuiltReplacement;
  recipients: { address: string; amount: bigint }[];
  sent: bigint;
  fastestRate: number | undefined;
}): ReplacementPlan {
  const { read, built } = args;
  const feeRate = rateOf(built.fee, built.vsize);
  const { warnings, ceiling } = assessFee({
    fee: built.fee,
    amountSent: args.sent,
    feeRate,
    fastestRate: args.fastestRate,
  });
  return {
    mode: 'psbt',
    kind: args.kind,
    replaces: read.original.txid,
    recipient: args.recipients[0]?.address ?? read.payment.address,
    amount: args.recipients.reduce((sum, r) => sum + r.amount, 0n),
    recipients: args.recipients,
    from: read.payment.address,
    fee: built.fee,
    feeRate,
    vsize: built.vsize,
    psbtBase64: built.psbtBase64,
    inputCount: built.inputs.length,
    feeWarnings: warnings,
    feeCeiling: ceiling,
    originalFee: read.original.fee,
    originalFeeRate: rateOf(read.original.fee, read.original.vsize),
    addedInputs: built.inputs.length - read.original.inputs.length,
  };
}
