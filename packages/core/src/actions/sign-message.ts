import type { Account, Connector, MessageProtocol, SignMessageResult } from '../connectors/types';
import { Errors } from '../errors';
import { defaultMessageProtocol, verifyMessage } from '../message';
import { operationFailure } from './operation-error';

export interface SignMessageParameters {
  connector: Connector;
  account: Account;
  message: string;
  /** Default: the address type's protocol (SPEC R5.1) when the wallet supports it. */
  protocol?: MessageProtocol;
  signal?: AbortSignal;
}

export interface SignMessageReturnType extends SignMessageResult {
  /** The signature checked here, locally, against the address and message (SPEC R5.2). */
  verified: boolean;
}

/** SPEC R20.5: the protocols the wallet signs for this address, as the sign-message form offers them. */
export function messageProtocolsFor(
  account: Pick<Account, 'addressType'> | undefined,
  connector: Pick<Connector, 'capabilities'> | undefined,
): readonly MessageProtocol[] {
  const capabilities = connector?.capabilities;
  if (!capabilities) return [];
  const byType = account ? capabilities.messageProtocolsByAddressType?.[account.addressType] : undefined;
  return byType ?? capabilities.messageProtocols;
}

/**
 * SPEC R5.1: BIP-322 for native segwit and taproot, ECDSA otherwise, limited to what the wallet
 * signs for that address (R20.5: a BIP-322-only wallet gets BIP-322 for every address, Orange
 * ECDSA for its payment address).
 */
export function messageProtocolFor(
  account: Pick<Account, 'addressType'> | undefined,
  connector: Pick<Connector, 'capabilities'> | undefined,
): MessageProtocol {
  const supported = messageProtocolsFor(account, connector);
  const preferred = defaultMessageProtocol(account?.addressType ?? '');
  return supported.includes(preferred) ? preferred : (supported[0] ?? 'ecdsa');
}

/**
 * Asks the wallet to sign `message` with `account`'s key and verifies the answer locally.
 * @throws SatchelError `Failed to sign message` (SPEC R5.3), the wallet's reason as details.
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
