import { WALLET_FAMILIES } from '../table';
import { DEV_WALLET, STANDARD_WALLET } from './dev-wallet-rules';
import { COMPAT_WALLETS, type CompatWalletId, type WalletRules } from './types';

/** Every wallet's signing rules, one row per COMPAT_WALLETS id. */
export type WalletRulesTable = Readonly<Record<CompatWalletId, WalletRules>>;

/**
 * What each wallet does with a PSBT signing request, rule by rule, each rule with its sources: a
 * named family's from its entry in the family table (`wallets/<id>/signing-rules.ts`, fetched
 * when first asked), the Dev Wallet's and the Wallet Standard's from dev-wallet-rules.ts.
 */
export async function loadWalletRules(): Promise<WalletRulesTable> {
  const named = await Promise.all(
    WALLET_FAMILIES.map(async (family) => [family.id, await family.rules()] as const),
  );
  return {
    ...(Object.fromEntries(named) as Record<(typeof named)[number][0], WalletRules>),
    devwallet: DEV_WALLET,
    standard: STANDARD_WALLET,
  };
}

/** The rules row of a connected wallet's id: a named family, the Dev Wallet, or a Wallet Standard wallet. */
export function compatWalletOf(walletId: string): CompatWalletId | undefined {
  if ((COMPAT_WALLETS as readonly string[]).includes(walletId)) return walletId as CompatWalletId;
  if (walletId.startsWith('wallet-standard:')) return 'standard';
  return undefined;
}
