import { type CompatWalletId, loadCompat, type WalletRules } from '@satchel/core/compat';
import { FAMILIES, type Family } from '../config';
import { FAMILY_FACTS } from '../families/facts';

/** One Dev Wallet family as the check runs it. */
interface FamilyCheck {
  /** The wallet's rules (`@satchel/core/compat`, each rule with its sources). */
  rules: CompatWalletId;
  /** The family's signPsbt in this package: what turns its wire request into the signer's call. */
  code: string;
}

/** Every family the Dev Wallet impersonates answers to the rules of the wallet of the same id. */
export const FAMILY_CHECKS: Readonly<Record<Family, FamilyCheck>> = Object.fromEntries(
  FAMILIES.map((family) => [family, { rules: family, code: FAMILY_FACTS[family].signingCode }]),
) as Record<Family, FamilyCheck>;

/** The wallets' rules, loaded once: the check runs in Node (the CLI and the test fixture), never on a page. */
export const COMPAT = await loadCompat();

export function rulesOf(family: Family): WalletRules {
  return COMPAT.WALLET_RULES[FAMILY_CHECKS[family].rules];
}
