import { type FamilyId, WALLET_FAMILIES } from '@satchel/core/connectors/families';

/** A family's display name as the family table gives it: what the app's texts call the wallet. */
export function familyName(id: FamilyId): string {
  const family = WALLET_FAMILIES.find((f) => f.id === id);
  if (!family) throw new Error(`No family ${id} in the family table`);
  return family.name;
}
