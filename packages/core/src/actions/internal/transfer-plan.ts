/**
 * What the asset transfer actions share: the plan they review and the coins and notes it is built
 * from (plan-inscription-transfer.ts, plan-runes-transfer.ts, execute-transfer.ts, plan-wallet-transfer.ts).
 */

import type { ExplorerClient } from '../../clients/explorer';
import type { IndexedOutput, IndexerClient } from '../../clients/indexer';
import type { BitcoinNetwork } from '../../primitives/networks';
import { assessFee, type FeeWarning } from '../../protocol/fee-guard';
import type { BuiltTransfer } from '../../protocol/send';
import type { Account, AssetKind } from '../../wallets/kit/types';
import { type AssetMark, type AssetNote, noteOfIndexedOutput } from '../flow';
import { mayHoldAssets, spendableBy } from './asset-safety';
import { fundingUtxo, named } from './funding';

interface TransferBase {
  kind: AssetKind;
  recipient: string;
  /** The inscription id, or the rune's spaced name. */
  asset: string;
  /** Rune base units moved (0 for an inscription). */
  amount: bigint;
}

/**
 * The wallet's own asset send (Xverse `ord_sendInscriptions` / `runes_transfer`, Unisat
 * `sendInscription` / `sendRunes`): it picks the outputs and the fee, signs and broadcasts, so the
 * review can show only what moves where.
 */
export interface WalletTransferPlan extends TransferBase {
  mode: 'wallet';
  /** `block:tx`, for runes. */
  runeId?: string;
  divisibility: number;
}

/** A transfer built here and signed by the wallet: every number of it is reviewed. */
export interface BuiltTransferPlan extends TransferBase {
  mode: 'app';
  /** Sats that travel with the asset to the recipient. */
  postage: bigint;
  fee: bigint;
  feeRate: number;
  vsize: number;
  psbtBase64: string;
  signInputs: Record<string, number[]>;
  /** The fee guard's, as for a send: the review must be confirmed when any is present. */
  feeWarnings: FeeWarning[];
  feeCeiling: number;
  /** What the index said each input carries, by input index. */
  inputAssets: AssetNote[];
  /**
   * What each output receives, by output index, when a runestone decides it (runes); absent when
   * the sats' own flow tells (an inscription).
   */
  outputAssets?: AssetNote[];
}

/** A reviewed transfer of an inscription or runes: what the review shows and `executeTransfer` carries out. */
export type TransferPlan = BuiltTransferPlan | WalletTransferPlan;

export interface TransferContext {
  explorer: ExplorerClient;
  indexer: IndexerClient;
  network: BitcoinNetwork;
  payment: Account | undefined;
  ordinals: Account | undefined;
  recipient: string;
  feeRate: number;
  fastestRate?: number;
  /** The wallet's display name, for the `Errors.noUsablePublicKey` refusal when an input needs its key. */
  walletName?: string;
}

/**
 * The payment address's outputs the fee may come from: never one carrying an asset;
 * `free` lists those the index vouches for.
 */
export async function feeCoins(ctx: TransferContext, payment: Account) {
  const [utxos, status] = await Promise.all([
    ctx.explorer.getUtxos(payment.address),
    ctx.indexer.assetStatus(payment.address),
  ]);
  const canSpend = spendableBy(status, mayHoldAssets(payment, ctx.ordinals?.address));
  return {
    coins: utxos.map((u) => fundingUtxo(payment, u, { carriesAssets: !canSpend(u), ...named(ctx) })),
    free: status.free,
  };
}

/** What the index says the asset's own outputs carry; unknown past the asset itself when it does not answer. */
export async function assetNotes(
  indexer: IndexerClient,
  outpoints: readonly string[],
  known: (outpoint: string) => AssetMark[],
): Promise<AssetNote[]> {
  const found = await indexer.getOutputs(outpoints).catch(() => new Map<string, IndexedOutput>());
  return outpoints.map((outpoint) => {
    const note = noteOfIndexedOutput(found.get(outpoint));
    return note.complete ? note : { marks: known(outpoint), complete: false };
  });
}

export function plan(
  kind: AssetKind,
  ctx: TransferContext,
  built: BuiltTransfer,
  details: {
    asset: string;
    amount: bigint;
    postage: bigint;
    inputAssets: AssetNote[];
    outputAssets?: AssetNote[];
  },
): BuiltTransferPlan {
  const { warnings, ceiling } = assessFee({
    fee: built.selection.fee,
    amountSent: details.postage,
    feeRate: ctx.feeRate,
    fastestRate: ctx.fastestRate,
  });
  return {
    mode: 'app',
    kind,
    recipient: ctx.recipient.trim(),
    ...details,
    fee: built.selection.fee,
    feeRate: ctx.feeRate,
    vsize: built.selection.vsize,
    psbtBase64: built.psbtBase64,
    signInputs: built.signInputs,
    feeWarnings: warnings,
    feeCeiling: ceiling,
  };
}
