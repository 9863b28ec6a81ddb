import { familyById, type WALLET_FAMILIES } from '@satchel/core/connectors';

type FamilyId = (typeof WALLET_FAMILIES)[number]['id'];

/**
 * The wallet family a test uses when what it checks is not one wallet's own behaviour: any family
 * speaking that wallet interface would do, so the choice is made here, once, and named by the
 * interface it stands for. A test of one wallet's own behaviour lives with that wallet
 * (`packages/core/src/wallets/<id>/`, the Dev Wallet's `families/<id>.ts`). So a family's id appears
 * in its folder, its Dev Wallet family file, the docs and a handful of files besides
 * (CONTRIBUTING, "Adding a wallet"), and dropping a family that stands in here means choosing
 * another of its interface in this file.
 *
 * Unit tests, e2e specs and benches all take their stand-ins from here.
 */
export const SUBJECT = {
  /** An injected `window.unisat`-style provider: requestAccounts, signPsbt, sendBitcoin, events (docs/wallet-interfaces.md). */
  injected: 'unisat',
  /** A sats-connect wallet: `request('getAddresses')`, payment and ordinals addresses, runes orders (docs/sats-connect.md). */
  satsConnect: 'xverse',
  /** A wallet answering JSON-RPC `request(method)` on its own provider, payment plus taproot address (`LeatherProvider`). */
  rpc: 'leather',
  /** A Wallet Standard wallet that registers sats-connect's features. */
  standardSatsConnect: 'magiceden',
  /** A Wallet Standard wallet with the `bitcoin:` features (connect, signPsbt, signMessage). */
  standardBitcoin: 'metamask',
  /** A multi-chain injected wallet whose Bitcoin object has one object per network (`okxwallet.bitcoin`, `.bitcoinTestnet`, `.bitcoinSignet`). */
  perNetworkObjects: 'okx',
} as const satisfies Record<string, FamilyId>;

/** A role above: the interface a test needs, not the wallet that happens to stand for it. */
export type SubjectRole = keyof typeof SUBJECT;

/**
 * A family's name as the family table gives it, the one the app's texts use; an id the table does
 * not hold (the Dev Wallet's own identity, a generic Wallet Standard wallet) stands for itself.
 */
export function familyName(id: string): string {
  return familyById(id)?.name ?? id;
}
