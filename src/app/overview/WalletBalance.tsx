import { useQuery } from '@tanstack/react-query';
import type { Connector } from '../../core/connectors/types';
import { formatBtc } from '../../core/units';
import { en } from '../locales/en';

/** SPEC R4.3: the wallet's own figure beside the explorer's, so a mismatch is visible. */
export function WalletBalance({ connector }: { connector: Connector }) {
  const query = useQuery({
    queryKey: ['wallet-balance', connector.id],
    queryFn: ({ signal }) => connector.getBalance({ signal }),
    retry: false,
  });
  if (!query.data) return null;
  return (
    <p className="muted" data-testid="wallet-balance">
      {en.balance.walletSays.replace('{wallet}', connector.name)} {formatBtc(query.data.total)} BTC
    </p>
  );
}
