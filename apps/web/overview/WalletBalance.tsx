import { formatBtc } from '@satchel/core';
import { useConnector, useWalletBalance } from '@satchel/react';
import { en } from '../locales/en';

/** The wallet's own figure beside the explorer's, so a mismatch is visible. */
export function WalletBalance() {
  const connector = useConnector();
  const query = useWalletBalance();
  if (!connector || !query.data) return null;
  return (
    <p className="muted" data-testid="wallet-balance">
      {en.balance.walletSays.replace('{wallet}', connector.name)} {formatBtc(query.data.total)} BTC
    </p>
  );
}
