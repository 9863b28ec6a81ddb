import type { Account, Connector } from '../connectors/types';
import { ErrorCode, Errors, isSatchelError, SatchelError } from '../errors';
import type { ExplorerClient } from '../explorer';
import { assessFee, type FeeWarning } from '../fee-guard';
import type { IndexerClient } from '../indexer';
import type { BitcoinNetwork } from '../networks';
import { parseRuneId } from '../runes/runestone';
import {
  assertSameTransaction,
  type BuiltTransfer,
  buildInscriptionTransfer,
  buildRunesTransfer,
  finalizePsbt,
} from '../send';
import { mayHoldAssets, spendableBy } from './asset-safety';
import { sendFailure } from './execute-send';
import { fundingUtxo } from './funding';

/** A reviewed transfer of an inscription or runes: what the review shows and `executeTransfer` carries out. */
export interface TransferPlan {
  kind: 'inscription' | 'runes';
  recipient: string;
  /** The inscription id, or the rune's spaced name. */
  asset: string;
  /** Rune base units moved (0 for an inscription). */
  amount: bigint;
  /** Sats that travel with the asset to the recipient. */
  postage: bigint;
  fee: bigint;
  feeRate: number;
  vsize: number;
  psbtBase64: string;
  signInputs: Record<string, number[]>;
  /** SPEC R16.1, as for a send: the review must be confirmed when any is present. */
  feeWarnings: FeeWarning[];
  feeCeiling: number;
}

interface TransferContext {
  explorer: ExplorerClient;
  indexer: IndexerClient;
  network: BitcoinNetwork;
  payment: Account | undefined;
  ordinals: Account | undefined;
  recipient: string;
  feeRate: number;
  fastestRate?: number;
}

function notOwned(what: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_PARAMS, `This ${what} is not held by the connected wallet.`);
}

/** The payment address's outputs the fee may come from: never one carrying an asset (SPEC R15.3). */
async function feeCoins(ctx: TransferContext, payment: Account) {
  const [utxos, status] = await Promise.all([
    ctx.explorer.getUtxos(payment.address),
    ctx.indexer.assetStatus(payment.address),
  ]);
  const canSpend = spendableBy(status, mayHoldAssets(payment, ctx.ordinals?.address));
  return utxos.map((u) => fundingUtxo(payment, u, !canSpend(u)));
}

function plan(
  kind: TransferPlan['kind'],
  ctx: TransferContext,
  built: BuiltTransfer,
  details: { asset: string; amount: bigint; postage: bigint },
): TransferPlan {
  const { warnings, ceiling } = assessFee({
    fee: built.selection.fee,
    amountSent: details.postage,
    feeRate: ctx.feeRate,
    fastestRate: ctx.fastestRate,
  });
  return {
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

function ownerOf(address: string | undefined, ctx: TransferContext): Account | undefined {
  return [ctx.ordinals, ctx.payment].find((a) => a !== undefined && a.address === address);
}

export interface PlanInscriptionTransferParameters extends TransferContext {
  inscriptionId: string;
}

/**
 * SPEC R15.6: moves one inscription with its postage to `recipient`; the fee comes from the
 * payment address's asset-free outputs. Checked before any wallet is asked.
 * @throws SatchelError when the inscription is unknown or not the wallet's, the recipient is
 * invalid, or the fee cannot be paid.
 */
export async function planInscriptionTransfer(
  params: PlanInscriptionTransferParameters,
): Promise<TransferPlan> {
  const { payment } = params;
  if (!payment) throw Errors.noConnectedAddress();
  const info = await params.indexer.getInscription(params.inscriptionId);
  const owner = ownerOf(info?.address, params);
  if (!info || !owner || info.value === undefined) throw notOwned('inscription');
  const [txid = '', vout = '0'] = info.outpoint.split(':');
  const inscriptionUtxo = fundingUtxo(owner, { txid, vout: Number(vout), value: info.value });
  const coins = (await feeCoins(params, payment)).filter((c) => `${c.txid}:${c.vout}` !== info.outpoint);
  const built = buildInscriptionTransfer({
    inscriptionUtxo,
    recipientAddress: params.recipient.trim(),
    paymentUtxos: coins,
    paymentAddress: payment.address,
    feeRate: params.feeRate,
    network: params.network,
  });
  return plan('inscription', params, built, { asset: info.id, amount: 0n, postage: built.postage });
}

export interface PlanRunesTransferParameters extends TransferContext {
  /** The rune's spaced name, as the assets list shows it. */
  rune: string;
  /** In base units (the page converts the typed decimal with the rune's divisibility). */
  amount: bigint;
}

/**
 * SPEC R15.6: sends `amount` of a rune to `recipient` by one edict; every other rune on the spent
 * outputs returns to the owner. Outputs that also carry an inscription are never used.
 * @throws SatchelError when the wallet holds too little of the rune, and the building errors.
 */
export async function planRunesTransfer(params: PlanRunesTransferParameters): Promise<TransferPlan> {
  const { payment } = params;
  const owner = params.ordinals ?? payment;
  if (!payment || !owner) throw Errors.noConnectedAddress();
  const rune = await params.indexer.getRune(params.rune.replace(/[•.]/g, ''));
  if (!rune) throw notOwned('rune');
  const outputs = await params.indexer.getAddressOutputs(owner.address);
  const holding = outputs.filter(
    (o) =>
      !o.spent &&
      (o.inscriptions?.length ?? 0) === 0 &&
      o.runes?.some((p) => p.spacedName === rune.spacedName),
  );
  const held = holding.reduce(
    (sum, o) => sum + (o.runes?.find((p) => p.spacedName === rune.spacedName)?.amount ?? 0n),
    0n,
  );
  if (params.amount <= 0n)
    throw new SatchelError(ErrorCode.INVALID_AMOUNT, 'The amount must be more than zero.');
  if (held < params.amount) {
    throw new SatchelError(
      ErrorCode.INSUFFICIENT_FUNDS,
      `The wallet holds less of ${rune.spacedName} than that.`,
      {
        details: `${held} units available`,
      },
    );
  }
  const runeUtxos = holding.map((o) => {
    const [txid = '', vout = '0'] = o.outpoint.split(':');
    return fundingUtxo(owner, { txid, vout: Number(vout), value: o.value });
  });
  const used = new Set(holding.map((o) => o.outpoint));
  const coins = (await feeCoins(params, payment)).filter((c) => !used.has(`${c.txid}:${c.vout}`));
  const built = buildRunesTransfer({
    runeUtxos,
    runeId: parseRuneId(rune.id),
    amount: params.amount,
    recipientAddress: params.recipient.trim(),
    ownerAddress: owner.address,
    paymentUtxos: coins,
    paymentAddress: payment.address,
    feeRate: params.feeRate,
    network: params.network,
  });
  return plan('runes', params, built, {
    asset: rune.spacedName,
    amount: params.amount,
    postage: built.postage,
  });
}

export interface ExecuteTransferParameters {
  plan: TransferPlan;
  connector: Connector;
  explorer: ExplorerClient;
  signal?: AbortSignal;
}

/**
 * Has the wallet sign the reviewed transfer, checks it is what was reviewed (SPEC R16.5),
 * finalizes and broadcasts it.
 * @throws SatchelError `Failed to send transaction` with the reason, or the R16.5 error.
 */
export async function executeTransfer(params: ExecuteTransferParameters): Promise<{ txid: string }> {
  const { plan: reviewed } = params;
  try {
    const signed = await params.connector.signPsbt(
      { psbtBase64: reviewed.psbtBase64, signInputs: reviewed.signInputs, broadcast: false, finalize: true },
      { signal: params.signal },
    );
    assertSameTransaction(reviewed.psbtBase64, signed.psbtBase64);
    const { hex } = finalizePsbt(signed.psbtBase64);
    return { txid: await params.explorer.broadcast(hex) };
  } catch (cause) {
    if (isSatchelError(cause) && cause.code === ErrorCode.WALLET_CHANGED_TRANSACTION) throw cause;
    throw sendFailure(cause);
  }
}
