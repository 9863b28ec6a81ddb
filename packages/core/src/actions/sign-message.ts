import { Errors } from '../primitives/errors';
import { verifyMessage } from '../protocol/message';
import type { Account, Connector, MessageProtocol, SignMessageResult } from '../wallets/kit/types';
import { messageProtocolFor } from './internal/message-protocols';
import { operationFailure } from './internal/operation-error';

export interface SignMessageParameters {
  connector: Connector;
  account: Account;
  message: string;
  /** Default: the address type's protocol when the wallet supports it. */
  protocol?: MessageProtocol;
  signal?: AbortSignal;
}

export interface SignMessageReturnType extends SignMessageResult {
  /** The signature checked here, locally, against the address and message. */
  verified: boolean;
}

/**
 * Asks the wallet to sign `message` with `account`'s key and verifies the answer locally.
 * @throws SatchelError `Failed to sign message`, the wallet's reason as details.
 */
export async function signMessage(params: SignMessageParameters): Promise<SignMessageReturnType> {
  const { connector, account, message } = params;
  const protocol = params.protocol ?? messageProtocolFor(account, connector);
  try {
    const result = await connector.signMessage(
      { address: account.address, message, protocol },
      { signal: params.signal },
    );
    const check = verifyMessage({
      address: result.address || account.address,
      message,
      signature: result.signature,
    });
    return { ...result, verified: check.valid };
  } catch (cause) {
    throw operationFailure(cause, Errors.signMessageFailed);
  }
}
