import type { Family } from '../config';
import type { DevWallet } from '../wallet';

/**
 * What the suite and the tools need to know about each Dev Wallet family without loading it: one
 * row per family, beside the family files, so no other list of families is kept by hand.
 */
export interface FamilyFacts {
  /** The family's signPsbt in this package: what turns its wire request into the signer's call. */
  signingCode: string;
  /** Every wallet method of the family that signs (each goes through the one gate, signer.ts). */
  signingMethods: readonly string[];
  /** The wallet has a disconnect (renounce) call; the others are forgotten by the page alone. */
  renounces: boolean;
  /** The wallet exposes one address for payments and ordinals alike. */
  singleAddress: boolean;
  /**
   * The strongest source the family's behaviour is checked against (its file says it
   * per behaviour). A real extension or the wallet's own published code beats its documents.
   * Absent for the Dev Wallet's own identity and the generic Wallet Standard wallet.
   */
  checkedAgainst?: string;
  /**
   * The real wallet speaks only Bitcoin mainnet on its main provider, so the Dev Wallet answers it
   * with mainnet addresses whatever network it is set to (the family file cites the
   * wallet's documentation).
   */
  mainnetAddresses?: true;
  /** The wallet's global arrives after the page's first scripts, as the real one does. */
  arrivesLate?: true;
  /** The name of the wallet's protocol when it has one of its own beside the wallet's (the Dev Wallet's README names both). */
  protocol?: string;
}

/**
 * One family the Dev Wallet impersonates: its emulation (`install` puts the wallet's injected
 * objects on the page) and its facts. Each family is one folder, `families/<id>/`, whose
 * `index.ts` exports this entry; `families/table.ts` lists them.
 */
export interface DevWalletFamily {
  id: Family;
  /** The name the approval overlay shows, where the family is not one of core's wallet table. */
  name?: string;
  install(wallet: DevWallet): void;
  facts: FamilyFacts;
}

/** A family entry, typed. */
export function devWalletFamily(family: DevWalletFamily): DevWalletFamily {
  return family;
}
