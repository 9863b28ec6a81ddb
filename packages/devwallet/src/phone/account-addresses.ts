import { hex } from '@scure/base';
import { WalletFailure } from '../errors';
import { accountForAddress, type KeyAccount, type KeyRing } from '../keys';

/**
 * `getAccountAddresses`' answer and `bip122_addressesChanged`'s data
 * (https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin#getaccountaddresses):
 * `{address, publicKey?, path?, intention?}` per address. The Dev Wallet is what the reference
 * calls a static wallet: it reuses the first external address of each branch, so the answer is
 * the account's payment (BIP-84) and ordinals (BIP-86) addresses, filtered by `intentions`
 * ("payment" or "ordinal", the reference's words).
 */
export interface AccountAddress {
  address: string;
  /** The compressed public key in hex (for taproot, the internal key before BIP-86's tweak). */
  publicKey: string;
  path: string;
  intention: 'payment' | 'ordinal';
}

function entry(account: KeyAccount): AccountAddress {
  return {
    address: account.address,
    publicKey: hex.encode(account.publicKey),
    path: account.derivationPath,
    intention: account.purpose === 'ordinals' ? 'ordinal' : 'payment',
  };
}

export function accountAddresses(ring: KeyRing, intentions?: readonly string[]): AccountAddress[] {
  const all = [ring.payment, ring.ordinals].map(entry);
  return intentions && intentions.length > 0 ? all.filter((a) => intentions.includes(a.intention)) : all;
}

/**
 * The wallet's own account at `address`. Every method's `account` is "the connected account's
 * first external address"; either of the account's two addresses names it here.
 */
export function ownAccount(ring: KeyRing, address: unknown, name = 'account'): KeyAccount {
  if (typeof address !== 'string' || address === '')
    throw new WalletFailure('invalid-params', `${name} must be an address.`);
  const account = accountForAddress(ring, address);
  if (!account)
    throw new WalletFailure('address-mismatch', `${address} is not an address of this wallet's account.`);
  return account;
}
