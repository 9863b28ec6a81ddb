import {
  broadcastPsbt,
  type PreparedPsbt,
  preparePsbt,
  type SignPsbtParameters,
  signPsbt,
} from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useCallback } from 'react';
import { useExplorer } from '../explorer/ExplorerProvider';
import { useFeeRates } from '../explorer/useFees';
import { useAccounts } from '../hooks/useAccounts';
import { useConnector } from '../hooks/useConnector';
import { useWalletMutation } from './useWalletMutation';

/** Decode → inspect → validate against the connected accounts and the app's network (SPEC R6.2, R6.5). */
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

export type SignPsbtVariables = Omit<SignPsbtParameters, 'connector' | 'signal'>;

/** Has the connected wallet sign a prepared PSBT (SPEC R6.6). */
export function useSignPsbt() {
  const connector = useConnector();
  return useWalletMutation((variables: SignPsbtVariables, signal) => {
    if (!connector) throw Errors.signPsbtFailed({ details: Errors.noConnectedAddress().message });
    return signPsbt({ ...variables, connector, signal });
  });
}

/** Finalizes and broadcasts a signed PSBT through the explorer. */
export function useBroadcastPsbt() {
  const { client } = useExplorer();
  return useWalletMutation((psbtBase64: string) => broadcastPsbt({ explorer: client, psbtBase64 }));
}
