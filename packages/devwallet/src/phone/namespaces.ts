import { BIP122_CHAIN_IDS } from '@satchel/core/message';
import type { BitcoinNetwork } from '@satchel/core/networks';
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import { WalletFailure } from '../errors';
import type { KeyRing } from '../keys';

/**
 * The bip122 namespace a phone wallet offers, as WalletConnect's Bitcoin RPC reference defines it
 * (https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin): its four methods and its
 * one event; chains are CAIP-2 `bip122:<first 32 hex of the genesis hash>` (@satchel/core's
 * BIP122_CHAIN_IDS) and accounts CAIP-10 `bip122:<chain>:<address>`.
 */
export const BIP122_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const;
const BIP122_EVENTS = ['bip122_addressesChanged'] as const;
export type Bip122Method = (typeof BIP122_METHODS)[number];

export function chainIdOf(network: BitcoinNetwork): string {
  return BIP122_CHAIN_IDS[network];
}

/**
 * The session's accounts: the payment address first, the identifier the reference gives an
 * account ("the first external Native SegWit (purpose = 84) address"), then the ordinals (BIP-86)
 * address, the first external address of the account's taproot branch.
 */
function sessionAccounts(chainId: string, ring: KeyRing): string[] {
  return [ring.payment.address, ring.ordinals.address].map((address) => `${chainId}:${address}`);
}

/** Whether the proposal asks for `chainId` in its bip122 namespace (required or optional). */
function asksFor(proposal: ProposalTypes.Struct, chainId: string): boolean {
  return [proposal.requiredNamespaces, proposal.optionalNamespaces].some((namespaces) =>
    Object.entries(namespaces ?? {}).some(
      ([key, ns]) => key === chainId || (key === 'bip122' && (ns.chains ?? []).includes(chainId)),
    ),
  );
}

/** What the wallet approves: its chain, methods, event and accounts, as the proposal asked for them. */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  chainId: string,
  ring: KeyRing,
  methods: readonly Bip122Method[] = BIP122_METHODS,
): SessionTypes.Namespaces {
  if (!asksFor(proposal, chainId)) {
    throw new WalletFailure('invalid-request', `The dapp did not ask for ${chainId}, the wallet's chain.`);
  }
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      bip122: {
        chains: [chainId],
        methods: [...methods],
        events: [...BIP122_EVENTS],
        accounts: sessionAccounts(chainId, ring),
      },
    },
  });
}

/** `session`'s namespaces with the bip122 accounts of `ring`, for `updateSession` after an account switch. */
export function updatedNamespaces(
  session: SessionTypes.Struct,
  chainId: string,
  ring: KeyRing,
): SessionTypes.Namespaces {
  const bip122 = session.namespaces.bip122;
  if (!bip122) throw new WalletFailure('internal', 'The session has no bip122 namespace.');
  return { ...session.namespaces, bip122: { ...bip122, accounts: sessionAccounts(chainId, ring) } };
}
