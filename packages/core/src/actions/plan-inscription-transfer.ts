import { Errors } from '../primitives/errors';
import { buildInscriptionTransfer } from '../protocol/send';
import { UNKNOWN_ASSETS, vouchedNote } from './flow';
import { ownedInscription } from './internal/asset-lookups';
import { fundingUtxo, named } from './internal/funding';
import {
  assetNotes,
  feeCoins,
  plan,
  type TransferContext,
  type TransferPlan,
} from './internal/transfer-plan';

export interface PlanInscriptionTransferParameters extends TransferContext {
  inscriptionId: string;
}

/**
 * Moves one inscription with its postage to `recipient`; the fee comes from the
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
