import { hex } from '@scure/base';
import type { Family } from '../config';
import { WalletFailure } from '../errors';
import type { KeyAccount } from '../keys';
import type { Signer } from '../signer';
import type { DevWallet } from '../wallet';
import { XVERSE_NETWORK_NAMES } from './shared';

/** One sats-connect method: the params the page sent and the method's own name (for the prompt and log). */
type RpcHandler = (params: unknown, method: string) => Promise<unknown> | unknown;

/** A group of methods, by name; the provider's dispatch table is their union. */
export type RpcHandlers = Record<string, RpcHandler>;

/** The purposes an app gets when it names none (the Dev Wallet holds no Stacks, Spark or Starknet keys). */
export const PURPOSES = ['payment', 'ordinals'] as const;

export function asObject(params: unknown): Record<string, unknown> {
  return params && typeof params === 'object' && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : {};
}

export function invalid(message: string): never {
  throw new WalletFailure('invalid-params', message);
}

/** `Address` of sats-connect: what every connect and account method lists (docs/sats-connect.md §3). */
interface SatsConnectAddress {
  address: string;
  publicKey: string;
  purpose: KeyAccount['purpose'];
  addressType: KeyAccount['addressType'];
  walletType: 'software';
}

/** `NetworkInfo` of sats-connect: the network every chain the wallet knows is on. */
interface SatsConnectNetworkInfo {
  bitcoin: { name: string };
  stacks: { name: string };
  spark: { name: string };
}

/** What the connect and account methods answer: `{id, addresses, walletType, network}`. */
interface SatsConnectAccount {
  id: string;
  addresses: SatsConnectAddress[];
  walletType: 'software';
  network: SatsConnectNetworkInfo;
}

/** What every method group reads: the wallet, the family it answers as, and the shapes they share. */
export interface SatsConnectContext {
  readonly wallet: DevWallet;
  readonly family: Family;
  addresses(purposes?: readonly string[]): SatsConnectAddress[];
  networkInfo(): SatsConnectNetworkInfo;
  accountResult(): SatsConnectAccount;
  /** Pays `recipients` (`[{address, amount}]`, sats as numbers) from the payment address; the txid. */
  sendTransfer(method: string, recipients: unknown, signer?: Signer): Promise<string>;
}

/**
 * One address, its key as Xverse gives it: 33 bytes for payment, 32 (x-only) for taproot (§3).
 * real code: sats-connect@4.2.1 (`addressSchema`; 66 and 64 hex digits; sats-connect.spec.ts)
 */
function addressObject(wallet: DevWallet, family: Family, account: KeyAccount): SatsConnectAddress {
  const key = account.addressType === 'p2tr' ? account.xOnlyPublicKey : account.publicKey;
  return {
    address: account.address,
    publicKey: hex.encode(wallet.reportedKey(family, account.address, key)),
    purpose: account.purpose,
    addressType: account.addressType,
    walletType: 'software',
  };
}

/** The addresses for the purposes asked, in the order asked; purposes the wallet has no key for are skipped. */
function addressesFor(wallet: DevWallet, family: Family, purposes: readonly string[]): SatsConnectAddress[] {
  const ring = wallet.keys();
  return purposes
    .filter((p): p is 'payment' | 'ordinals' => p === 'payment' || p === 'ordinals')
    .map((p) => addressObject(wallet, family, ring[p]));
}

/**
 * Xverse's names for the wallet's network (`Regtest`, `Testnet4`…); Stacks and Spark have only
 * mainnet and a test network. real code: sats-connect@4.2.1 (`getNetworkResultSchema`; sats-connect.spec.ts)
 */
function networkInfoOf(wallet: DevWallet): SatsConnectNetworkInfo {
  return {
    bitcoin: { name: XVERSE_NETWORK_NAMES[wallet.network] },
    stacks: { name: wallet.network === 'mainnet' ? 'mainnet' : 'testnet' },
    spark: { name: wallet.network === 'mainnet' ? 'mainnet' : 'regtest' },
  };
}

/**
 * `recipients` checked before any prompt: a non-empty list of `{address, amount}` with `amount` a
 * positive whole number of sats as a JS number (docs/sats-connect.md §7 P16).
 * documents: https://docs.xverse.app/sats-connect/bitcoin-methods/sendtransfer (`amount` "a number
 * … denominated in satoshis")
 */
function parseRecipients(recipients: unknown): { address: string; amount: bigint }[] {
  if (!Array.isArray(recipients) || recipients.length === 0) invalid('recipients must be a non-empty array');
  return recipients.map((r) => {
    const { address, amount } = asObject(r);
    if (typeof address !== 'string') invalid('recipient address must be a string');
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      invalid('recipient amount must be a positive integer number of sats');
    }
    return { address, amount: BigInt(amount) };
  });
}

export function createSatsConnectContext(wallet: DevWallet, family: Family): SatsConnectContext {
  const addresses = (purposes: readonly string[] = PURPOSES) => addressesFor(wallet, family, purposes);
  const networkInfo = () => networkInfoOf(wallet);
  return {
    wallet,
    family,
    addresses,
    networkInfo,
    accountResult: () => ({
      id: `${family}-${wallet.account}`,
      addresses: addresses(),
      walletType: 'software',
      network: networkInfo(),
    }),
    sendTransfer: (method, recipients, signer) =>
      wallet.sendTransfer(family, method, parseRecipients(recipients), signer ? { signer } : {}),
  };
}
