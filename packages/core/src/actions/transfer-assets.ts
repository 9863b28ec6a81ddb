import type { Account, AssetKind, Connector } from '../connectors/types';
import { unsupported } from '../connectors/wallet-errors';
import { Errors } from '../errors';
import type { ExplorerClient } from '../explorer';
import { assessFee, type FeeWarning } from '../fee-guard';
import {
  type AssetMark,
  type AssetNote,
  NO_ASSETS,
  noteOfIndexedOutput,
  sumRunes,
  UNKNOWN_ASSETS,
  vouchedNote,
} from '../flow';
import type { IndexedOutput, IndexerClient } from '../indexer';
import type { BitcoinNetwork } from '../networks';
import { parseRuneId } from '../runes/runestone';
import {
  type BuiltTransfer,
  buildInscriptionTransfer,
  buildRunesTransfer,
  finalizePsbt,
  payableOutput,
} from '../send';
import { type AssetOwners, ownedInscription, runeHolding } from './asset-lookups';
import { mayHoldAssets, spendableBy } from './asset-safety';
import { checkWalletPsbt } from './check-wallet-psbt';
import { isWalletAnswerRefusal, sendFailure } from './execute-send';
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
  /** SPEC R16.1, as for a send: the review must be confirmed when any is present. */
  feeWarnings: FeeWarning[];
  feeCeiling: number;
  /** What the index said each input carries (SPEC R21.2), by input index. */
  inputAssets: AssetNote[];
  /**
   * What each output receives, by output index, when a runestone decides it (runes); absent when
   * the sats' own flow tells (an inscription).
   */
  outputAssets?: AssetNote[];
}

/** A reviewed transfer of an inscription or runes: what the review shows and `executeTransfer` carries out. */
export type TransferPlan = BuiltTransferPlan | WalletTransferPlan;

interface TransferContext {
  explorer: ExplorerClient;
  indexer: IndexerClient;
  network: BitcoinNetwork;
  payment: Account | undefined;
  ordinals: Account | undefined;
  recipient: string;
  feeRate: number;
  fastestRate?: number;
  /** The wallet's display name, for the SPEC R20.2 refusal when an input needs its key. */
  walletName?: string;
}

/**
 * The payment address's outputs the fee may come from: never one carrying an asset (SPEC R15.3);
 * `free` lists those the index vouches for.
 */
async function feeCoins(ctx: TransferContext, payment: Account) {
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
async function assetNotes(
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

function plan(
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
  const { info, owner } = await ownedInscription(params, params.inscriptionId);
  const [txid = '', vout = '0'] = info.outpoint.split(':');
  const inscriptionUtxo = fundingUtxo(owner, { txid, vout: Number(vout), value: info.value }, named(params));
  const { coins: all, free } = await feeCoins(params, payment);
  const coins = all.filter((c) => `${c.txid}:${c.vout}` !== info.outpoint);
  const [inscribed] = await assetNotes(params.indexer, [info.outpoint], () => [
    { kind: 'inscription', id: info.id },
  ]);
  const built = buildInscriptionTransfer({
    inscriptionUtxo,
    recipientAddress: params.recipient.trim(),
    paymentUtxos: coins,
    paymentAddress: payment.address,
    feeRate: params.feeRate,
    network: params.network,
  });
  return plan('inscription', params, built, {
    asset: info.id,
    amount: 0n,
    postage: built.postage,
    // Input 0 is the inscribed output, the rest pay the fee (buildInscriptionTransfer).
    inputAssets: [
      inscribed ?? UNKNOWN_ASSETS,
      ...built.selection.inputs.map((u) => vouchedNote(`${u.txid}:${u.vout}`, free)),
    ],
  });
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
  const { rune, holding } = await runeHolding(params, owner, params.rune, params.amount, {
    withInscriptions: false,
  });
  const runeUtxos = holding.map((o) => {
    const [txid = '', vout = '0'] = o.outpoint.split(':');
    return fundingUtxo(owner, { txid, vout: Number(vout), value: o.value }, named(params));
  });
  const used = new Set(holding.map((o) => o.outpoint));
  const { coins: all, free } = await feeCoins(params, payment);
  const coins = all.filter((c) => !used.has(`${c.txid}:${c.vout}`));
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
  const runic = holding.map(noteOfIndexedOutput);
  const paying = built.selection.inputs.map((u) => vouchedNote(`${u.txid}:${u.vout}`, free));
  return plan('runes', params, built, {
    asset: rune.spacedName,
    amount: params.amount,
    postage: built.postage,
    inputAssets: [...runic, ...paying],
    outputAssets: runesTransferOutputs(runic, paying, rune, params.amount, built.selection.change > 0n),
  });
}

/**
 * buildRunesTransfer's outputs: 0 the runestone, 1 the recipient (the edict's amount), 2 the owner
 * (every other rune, by the runestone's pointer), 3 the change if any. Unknown where an input the
 * index could not vouch for may add more.
 */
function runesTransferOutputs(
  runic: readonly AssetNote[],
  paying: readonly AssetNote[],
  rune: { spacedName: string; divisibility: number; symbol: string | undefined },
  amount: bigint,
  withChange: boolean,
): AssetNote[] {
  const allKnown = [...runic, ...paying].every((note) => note.complete);
  const held = sumRunes(runic.flatMap((note) => note.marks.filter((m) => m.kind === 'rune')));
  const kept = held.flatMap((mark): AssetMark[] => {
    if (mark.kind !== 'rune' || mark.spacedName !== rune.spacedName) return [mark];
    const left = mark.amount === undefined ? undefined : mark.amount - amount;
    return left === 0n ? [] : [{ ...mark, amount: left }];
  });
  const sent: AssetMark = {
    kind: 'rune',
    spacedName: rune.spacedName,
    amount,
    divisibility: rune.divisibility,
    symbol: rune.symbol,
  };
  const change = paying.every((note) => note.complete) ? NO_ASSETS : UNKNOWN_ASSETS;
  return [
    NO_ASSETS,
    { marks: [sent], complete: true },
    { marks: kept, complete: allKnown },
    ...(withChange ? [change] : []),
  ];
}

export interface ExecuteTransferParameters {
  plan: TransferPlan;
  connector: Connector;
  explorer: ExplorerClient;
  signal?: AbortSignal;
}

/**
 * Has the wallet sign the reviewed transfer, checks it is what was reviewed (SPEC R16.5) and signed
 * (R20.3),
 * finalizes and broadcasts it.
 * @throws SatchelError `Failed to send transaction` with the reason, or the R16.5 error.
 */
export async function executeTransfer(params: ExecuteTransferParameters): Promise<{ txid: string }> {
  const { plan: reviewed, connector } = params;
  try {
    if (reviewed.mode === 'wallet') return await sendWithWallet(reviewed, connector, params.signal);
    const signed = await connector.signPsbt(
      { psbtBase64: reviewed.psbtBase64, signInputs: reviewed.signInputs, broadcast: false, finalize: true },
      { signal: params.signal },
    );
    checkWalletPsbt({
      requestedPsbt: reviewed.psbtBase64,
      returnedPsbt: signed.psbtBase64,
      signInputs: reviewed.signInputs,
    });
    const { hex } = finalizePsbt(signed.psbtBase64);
    return { txid: await params.explorer.broadcast(hex) };
  } catch (cause) {
    if (isWalletAnswerRefusal(cause)) throw cause;
    throw sendFailure(cause);
  }
}

function sendWithWallet(plan: WalletTransferPlan, connector: Connector, signal?: AbortSignal) {
  const options = { signal };
  if (plan.kind === 'inscription') {
    const send = connector.assets?.sendInscription;
    if (!send) throw unsupported(connector.name, 'sending inscriptions');
    return send({ inscriptionId: plan.asset, recipient: plan.recipient }, options);
  }
  const send = connector.assets?.sendRunes;
  if (!send || !plan.runeId) throw unsupported(connector.name, 'sending runes');
  return send(
    {
      runeId: plan.runeId,
      spacedName: plan.asset,
      amount: plan.amount,
      divisibility: plan.divisibility,
      recipient: plan.recipient,
    },
    options,
  );
}

export type PlanWalletTransferParameters = AssetOwners & {
  connector: Pick<Connector, 'name' | 'capabilities'>;
  network: BitcoinNetwork;
  recipient: string;
} & ({ kind: 'inscription'; inscriptionId: string } | { kind: 'runes'; rune: string; amount: bigint });

/**
 * SPEC R15.6 through the wallet's own method: the same checks as an app-built transfer (the asset
 * is the wallet's, the recipient is an address of this network, the amount is held), then the
 * wallet builds, prices, signs and broadcasts.
 * @throws SatchelError when the wallet has no such method, or a check fails.
 */
export async function planWalletTransfer(params: PlanWalletTransferParameters): Promise<WalletTransferPlan> {
  if (!params.connector.capabilities.assetTransfers.includes(params.kind)) {
    throw unsupported(
      params.connector.name,
      params.kind === 'inscription' ? 'sending inscriptions' : 'sending runes',
    );
  }
  const recipient = params.recipient.trim();
  payableOutput(recipient, params.network);
  if (params.kind === 'inscription') {
    const { info } = await ownedInscription(params, params.inscriptionId);
    return { mode: 'wallet', kind: 'inscription', recipient, asset: info.id, amount: 0n, divisibility: 0 };
  }
  const owner = params.ordinals ?? params.payment;
  if (!owner) throw Errors.noConnectedAddress();
  const { rune } = await runeHolding(params, owner, params.rune, params.amount, { withInscriptions: true });
  return {
    mode: 'wallet',
    kind: 'runes',
    recipient,
    asset: rune.spacedName,
    amount: params.amount,
    runeId: rune.id,
    divisibility: rune.divisibility,
  };
}
