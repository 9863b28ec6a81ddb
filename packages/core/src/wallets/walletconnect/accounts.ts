import { addressTypeOf } from '../kit/address-type';
import type { Account } from '../kit/types';

/**
 * `getAccountAddresses`' answer (https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin,
 * "getAccountAddresses"): `{address, publicKey?, path?, intention?}` per address, `intention` being
 * "payment" or "ordinal". The reference allows a bare list of addresses too (AppKit reads one,
 * reown-com/appkit packages/adapters/bitcoin BitcoinWalletConnectConnector), so a string entry is
 * a payment address without a key.
 */
export function accountsFromAddresses(answer: unknown): Account[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((entry): Account[] => {
    const item = typeof entry === 'string' ? { address: entry } : (entry as Record<string, unknown> | null);
    if (!item || typeof item.address !== 'string' || item.address === '') return [];
    const purpose = item.intention === 'ordinal' ? 'ordinals' : 'payment';
    return [
      {
        address: item.address,
        publicKey: typeof item.publicKey === 'string' ? item.publicKey : '',
        purpose,
        addressType: addressTypeOf(item.address),
      },
    ];
  });
}

/**
 * The session's CAIP-10 accounts (`bip122:<chain>:<address>`) on `chainId`, in order: the first is
 * the account's identifier, its first external address, which a dapp "must only display"
 * (the reference's rule 1).
 */
export function sessionAddresses(accounts: readonly string[] | undefined, chainId: string): string[] {
  return (accounts ?? []).flatMap((account) =>
    account.startsWith(`${chainId}:`) ? [account.slice(chainId.length + 1)] : [],
  );
}

/**
 * The accounts Satchel shows: the payment address the session names first, and the ordinals
 * address when the wallet gives one. A wallet answering addresses not in the session is not trusted
 * with them: only the session's own addresses are kept.
 */
export function connectedAccounts(answer: unknown, session: readonly string[]): Account[] {
  const listed = accountsFromAddresses(answer).filter((a) => session.includes(a.address));
  const payment = listed.find((a) => a.purpose === 'payment') ?? fallback(session[0]);
  const ordinals = listed.find((a) => a.purpose === 'ordinals' && a.address !== payment?.address);
  return [payment, ordinals].filter((a): a is Account => a !== undefined);
}

const fallback = (address: string | undefined): Account | undefined =>
  address ? { address, publicKey: '', purpose: 'payment', addressType: addressTypeOf(address) } : undefined;

/**
 * What a `bip122_addressesChanged` event moves the page to: the first payment and the first
 * ordinals address it names among the session's own addresses (`session`), the others dropped. A
 * wallet adds an account to a session by updating it (`wc_sessionUpdate`), so an address the
 * session does not hold is one the dapp never approved, and the wallet was not trusted with it.
 */
export function announcedAccounts(data: unknown, session: readonly string[]): Account[] {
  const held = accountsFromAddresses(data).filter((a) => session.includes(a.address));
  const payment = held.find((a) => a.purpose === 'payment');
  const ordinals = held.find((a) => a.purpose === 'ordinals');
  return [payment, ordinals].filter((a): a is Account => a !== undefined);
}
