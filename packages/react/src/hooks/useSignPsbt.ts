import { type SignPsbtParameters, signPsbt } from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useConnector } from './useConnector';
import { useWalletMutation } from './useWalletMutation';

export type SignPsbtVariables = Omit<SignPsbtParameters, 'connector' | 'signal'>;

/** Has the connected wallet sign a prepared PSBT. */
export function useSignPsbt() {
  const connector = useConnector();
  return useWalletMutation((variables: SignPsbtVariables, signal) => {
    if (!connector) throw Errors.signPsbtFailed({ details: Errors.noConnectedAddress().message });
    return signPsbt({ ...variables, connector, signal });
  });
}
