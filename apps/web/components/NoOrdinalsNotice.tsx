import { useAccounts, useConnector } from '@satchel/react';
import { en } from '../locales/en';

/**
 * Where a page would use an ordinals address and the wallet has a payment account only (MetaMask,
 * docs/wallets/metamask.md): says so, since inscriptions and runes then live on the payment address.
 */
export function NoOrdinalsNotice() {
  const { accounts, ordinals } = useAccounts();
  const connector = useConnector();
  if (accounts.length === 0 || ordinals || !connector) return null;
  return (
    <p className="muted" data-testid="no-ordinals-address">
      {en.noOrdinalsAddress(connector.name)}
    </p>
  );
}
