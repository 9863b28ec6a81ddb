import type { ExplorerClient } from '../clients/explorer';
import { ErrorCode, isSatchelError } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import type { FundingUtxo } from '../protocol/send';
import { buildSpeedUp, changeIndexOf, type ReplacementTarget } from '../protocol/send/replace';
import type { Account } from '../wallets/kit/types';
import {
  type AssetIndex,
  assetsUnconfirmed,
  mayHoldAssets,
  readAssetStatus,
  spendableBy,
} from './internal/asset-safety';
import { fundingUtxo, named } from './internal/funding';
import {
  type ReadOriginal,
  type ReplacementPlan,
  readOriginal,
  replacementPlan,
} from './internal/original-send';

export interface SpeedUpSendParameters {
  explorer: ExplorerClient;
  network: BitcoinNetwork;
  payment: Account | undefined;
  /** The app's own unconfirmed send. */
  txid: string;
  /** Target rate (sat/vB); below BIP-125's minimum for this replacement, the minimum is paid. */
  feeRate: number;
  /** The explorer's fastest estimate (sat/vB), for the fee guard's ceiling. */
  fastestRate?: number;
  /** The indexer's view of which outputs carry inscriptions or runes. */
  assets?: AssetIndex;
  /** The wallet's ordinals address: when it is the payment address, that address may hold assets. */
  ordinalsAddress?: string;
  /** The wallet's display name, for the `Errors.noUsablePublicKey` refusal when an input needs its key. */
  walletName?: string;
  signal?: AbortSignal;
}

export type SpeedUpSendReturnType = ReplacementPlan;

/**
 * Speed up: the same payments at a higher fee (BIP-125), taken from the change, with
 * confirmed coins of the payment address added only when the change cannot pay it. Nothing is
 * signed here: the plan is reviewed (with the fee guard) and `executeSend` carries it out.
 * @throws SatchelError when the send cannot be replaced (confirmed, gone, not from the payment
 * address, spent by a later transaction), for a bad rate, or when the funds cannot pay the fee.
 */
export async function speedUpSend(params: SpeedUpSendParameters): Promise<SpeedUpSendReturnType> {
  const call = params.signal ? { signal: params.signal } : undefined;
  const read = await readOriginal({ ...params, call });
  const { original, change } = read;
  const target: ReplacementTarget = {
    original,
    changeScript: change.script,
    changeType: change.type,
    feeRate: params.feeRate,
  };
  const built = await buildWithExtras(target, () => extraCoins(params, read));
  const changeIndex = changeIndexOf(original.outputs, change.script);
  const payments = original.outputs.filter((_, i) => i !== changeIndex);
  return replacementPlan({
    kind: 'speed-up',
    read,
    built,
    recipients: payments.map((o) => ({ address: o.address ?? '', amount: o.amount })),
    sent: payments.reduce((sum, o) => sum + o.amount, 0n),
    fastestRate: params.fastestRate,
  });
}

/** The change first; the address's other coins are looked up only when it is not enough. */
async function buildWithExtras(target: ReplacementTarget, extras: () => Promise<FundingUtxo[]>) {
  try {
    return buildSpeedUp(target, []);
  } catch (cause) {
    if (!isSatchelError(cause) || cause.code !== ErrorCode.INSUFFICIENT_FUNDS) throw cause;
  }
  return buildSpeedUp(target, await extras());
}

/**
 * Coins that may join a replacement: confirmed (BIP-125 rule 2 forbids new unconfirmed inputs),
 * not already spent by the original, and spendable by the index's answer as in `planSend`:
 * where the address may hold inscriptions or runes, only outputs reported free;
 * without an answer there, none at all.
 */
async function extraCoins(params: SpeedUpSendParameters, read: ReadOriginal): Promise<FundingUtxo[]> {
  const { payment, original } = read;
  const call = params.signal ? { signal: params.signal } : undefined;
  const mayHold = mayHoldAssets(payment, params.ordinalsAddress);
  const [utxos, status] = await Promise.all([
    params.explorer.getUtxos(payment.address, call),
    readAssetStatus(params.assets, payment.address),
  ]);
  if (status === undefined && mayHold) throw assetsUnconfirmed(payment.address);
  const canSpend = spendableBy(status, mayHold);
  const spent = new Set(original.inputs.map((i) => `${i.txid}:${i.vout}`));
  return utxos
    .filter((u) => u.confirmed && !spent.has(`${u.txid}:${u.vout}`) && canSpend(u))
    .map((u) => fundingUtxo(payment, u, named(params)));
}
