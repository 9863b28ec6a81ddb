import { ConnectionErrors as Errors } from '../../primitives/errors/connection-errors';
import type { WalletFamily } from '../define';
import type { ConnectorCapabilities } from '../kit/types';
import { WALLET_FAMILIES } from '../table';

export {
  type FamilyContext,
  type FamilyStatus,
  isWithdrawn,
  type WalletFamily,
  withdrawnSince,
} from '../define';
export {
  DEV_WALLET_ID,
  DEV_WALLET_NAME,
  SATS_CONNECT_PREFIX,
  WALLET_STANDARD_PREFIX,
} from '../kit/wallet-ids';
export { FAMILY_IDS, type FamilyId, WALLET_FAMILIES } from '../table';

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
