import { defaultMessageProtocol } from '../../protocol/message';
import type { Account, Connector, MessageProtocol } from '../../wallets/kit/types';

/** The protocols the wallet signs for this address, as the sign-message form offers them. */
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
 * BIP-322 for native segwit and taproot, ECDSA otherwise, limited to what the wallet
 * signs for that address (a BIP-322-only wallet gets BIP-322 for every address, Orange
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
