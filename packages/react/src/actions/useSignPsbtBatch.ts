import {
  type PreparedPsbt,
  preparePsbtBatch,
  type SignPsbtBatchParameters,
  signPsbtBatch,
} from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useCallback } from 'react';
import { useExplorer } from '../explorer/ExplorerProvider';
import { useFeeRates } from '../explorer/useFees';
import { useAccounts } from '../hooks/useAccounts';
import { useConnector } from '../hooks/useConnector';
import { useWalletMutation } from './useWalletMutation';

/** Decode → inspect → validate every PSBT of a batch against the connected accounts (SPEC R18.2). */
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

export type SignPsbtBatchVariables = Omit<SignPsbtBatchParameters, 'connector' | 'signal'>;

/**
 * Has the connected wallet sign a prepared batch: one prompt where it has a batch method, else one
 * prompt per PSBT. `cancel()` is the stop button: what was signed is kept and the rest is skipped.
 */
export function useSignPsbtBatch() {
  const connector = useConnector();
  return useWalletMutation((variables: SignPsbtBatchVariables, signal) => {
    if (!connector) throw Errors.signPsbtFailed({ details: Errors.noConnectedAddress().message });
    return signPsbtBatch({ ...variables, connector, signal });
  });
}
