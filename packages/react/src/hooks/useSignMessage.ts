import { type SignMessageParameters, signMessage } from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useConnector } from './useConnector';
import { useWalletMutation } from './useWalletMutation';

export type SignMessageVariables = Omit<SignMessageParameters, 'connector' | 'signal'>;

/** Signs a message with the connected wallet and verifies it locally. */
export function useSignMessage() {
  const connector = useConnector();
  return useWalletMutation((variables: SignMessageVariables, signal) => {
    if (!connector) throw Errors.signMessageFailed({ details: Errors.noConnectedAddress().message });
    return signMessage({ ...variables, connector, signal });
  });
}
