import {
  randomNonce,
  requestSignInNonce,
  type SignInReturnType,
  signIn,
  verifySignInOnServer,
} from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useAccounts } from './useAccounts';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useWalletMutation } from './useWalletMutation';

export interface SignInVariables {
  statement?: string;
  /** A sign-in server (`POST {base}/nonce`, `POST {base}/verify`); without one the nonce is local. */
  serviceUrl?: string;
}

export interface SignInOutcome extends SignInReturnType {
  /** What the server said, when there is one. */
  server?: { valid: boolean; address?: string; reason?: string };
}

/** Sign in with Bitcoin with the connected payment address, for this page's domain. */
export function useSignIn() {
  const connector = useConnector();
  const { payment } = useAccounts();
  const { network } = useExplorer();
  return useWalletMutation(async (variables: SignInVariables, signal): Promise<SignInOutcome> => {
    if (!connector || !payment)
      throw Errors.signMessageFailed({ details: Errors.noConnectedAddress().message });
    const service = variables.serviceUrl ? { baseUrl: variables.serviceUrl } : undefined;
    const nonce = service ? await requestSignInNonce(service) : randomNonce();
    const result = await signIn({
      connector,
      account: payment,
      network,
      domain: window.location.host,
      uri: window.location.origin,
      nonce,
      signal,
      ...(variables.statement ? { statement: variables.statement } : {}),
    });
    if (!service) return result;
    const server = await verifySignInOnServer({
      ...service,
      message: result.message,
      signature: result.signature,
    });
    return { ...result, server };
  });
}
