import { Errors } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import { payableOutput } from '../protocol/send';
import type { Connector } from '../wallets/kit/types';
import { unsupported } from '../wallets/kit/wallet-errors';
import { type AssetOwners, ownedInscription, runeHolding } from './internal/asset-lookups';
import type { WalletTransferPlan } from './internal/transfer-plan';

export type PlanWalletTransferParameters = AssetOwners & {
  connector: Pick<Connector, 'name' | 'capabilities'>;
  network: BitcoinNetwork;
  recipient: string;
} & ({ kind: 'inscription'; inscriptionId: string } | { kind: 'runes'; rune: string; amount: bigint });

/**
 * An asset transfer through the wallet's own method: the same checks as an app-built transfer (the asset
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
