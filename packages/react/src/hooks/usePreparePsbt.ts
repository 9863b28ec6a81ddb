import { type PreparedPsbt, preparePsbt } from '@satchel/core/actions';
import { useCallback } from 'react';
import { useAccounts } from './useAccounts';
import { useExplorer } from './useExplorer';
import { useFeeRates } from './useFeeRates';

/** Decode → inspect → validate against the connected accounts and the app's network. */
export function usePreparePsbt(): (text: string, allowedSighash: readonly number[]) => PreparedPsbt {
  const { network } = useExplorer();
  const { accounts } = useAccounts();
  const fastestRate = useFeeRates().data?.fastestFee;
  return useCallback(
    (text, allowedSighash) =>
      preparePsbt({
        text,
        network,
        allowedSighash,
        ownedAddresses: accounts.map((a) => a.address),
        ...(fastestRate === undefined ? {} : { fastestRate }),
      }),
    [network, accounts, fastestRate],
  );
}
