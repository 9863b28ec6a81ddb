import { ConnectionErrors as Errors } from '../errors/connection-errors';
import type { WalletFamily } from '../wallets/define';
import { WALLET_FAMILIES } from '../wallets/table';
import type { ConnectorCapabilities } from './types';

export {
  type FamilyContext,
  type FamilyStatus,
  isWithdrawn,
  type WalletFamily,
  withdrawnSince,
} from '../wallets/define';
export { FAMILY_IDS, type FamilyId, WALLET_FAMILIES } from '../wallets/table';
export { DEV_WALLET_ID, DEV_WALLET_NAME, SATS_CONNECT_PREFIX, WALLET_STANDARD_PREFIX } from './wallet-ids';

/** A named family by id. */
export function familyById(id: string): WalletFamily | undefined {
  return (WALLET_FAMILIES as readonly WalletFamily[]).find((family) => family.id === id);
}

/** The capability preset of a named family: its connector reports exactly this. */
export function familyCapabilities(id: string): ConnectorCapabilities {
  const family = familyById(id);
  if (!family) throw Errors.providerNotFound(id);
  return family.capabilities;
}
