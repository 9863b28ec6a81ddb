import { type SignPsbtBatchParameters, signPsbtBatch } from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useConnector } from './useConnector';
import { useWalletMutation } from './useWalletMutation';

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
