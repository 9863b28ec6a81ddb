import type { Account } from '@satchel/core/connectors';
import { useMemo } from 'react';
import { useConnection } from './useConnection';

export interface ConnectedAccounts {
  accounts: readonly Account[];
  payment: Account | undefined;
  ordinals: Account | undefined;
}

/** The connected payment and ordinals accounts (one address may serve both). */
export function useAccounts(): ConnectedAccounts {
  const { accounts } = useConnection();
  return useMemo(
    () => ({
      accounts,
      payment: accounts.find((a) => a.purpose === 'payment'),
      ordinals: accounts.find((a) => a.purpose === 'ordinals'),
    }),
    [accounts],
  );
}
