import { type PreparedPsbt, preparePsbtBatch } from '@satchel/core/actions';
import { useCallback } from 'react';
import { useAccounts } from './useAccounts';
import { useExplorer } from './useExplorer';
import { useFeeRates } from './useFeeRates';

/** Decode → inspect → validate every PSBT of a batch against the connected accounts. */
export function usePreparePsbtBatch(): (
  texts: readonly string[],
  allowedSighash: readonly number[],
) => PreparedPsbt[] {
  const { network } = useExplorer();
  const { accounts } = useAccounts();
  const fastestRate = useFeeRates().data?.fastestFee;
  return useCallback(
    (texts, allowedSighash) =>
      preparePsbtBatch({
        texts,
        network,
        allowedSighash,
        ownedAddresses: accounts.map((a) => a.address),
        ...(fastestRate === undefined ? {} : { fastestRate }),
      }),
    [network, accounts, fastestRate],
  );
}
