import { evaluateAllWallets, evaluateWallet } from './evaluate';
import { compatWalletOf, loadWalletRules, type WalletRulesTable } from './rules';
import { checkSatchelRequest, type SatchelCompat, type SatchelSigningRequest } from './satchel-request';
import type { CompatFacts, CompatWalletId, WalletVerdict } from './types';

/** The wallets' signing rules, loaded, and the checks that read them. */
export interface Compat {
  WALLET_RULES: WalletRulesTable;
  /** What one wallet would do with the request described by `facts`. */
  evaluateWallet(wallet: CompatWalletId, facts: CompatFacts): WalletVerdict;
  /** Every wallet's verdict on one request, in COMPAT_WALLETS order. */
  evaluateAllWallets(facts: CompatFacts): WalletVerdict[];
  /**
   * Whether the connected wallet, and each listed wallet, can sign what the page asks.
   * @throws SatchelError INVALID_PSBT for an unreadable PSBT.
   */
  checkSatchelRequest(request: SatchelSigningRequest, connected?: CompatWalletId): SatchelCompat;
  /** The rules row of a connected wallet's id: a named family, the Dev Wallet, or a Wallet Standard wallet. */
  compatWalletOf(walletId: string): CompatWalletId | undefined;
}

/**
 * Fetches every family's signing rules (each family's entry loads its own) and answers the checks
 * that read them. The rules are fetched with the first check, never with the first page.
 */
export async function loadCompat(): Promise<Compat> {
  const table = await loadWalletRules();
  return {
    WALLET_RULES: table,
    evaluateWallet: (wallet, facts) => evaluateWallet(table, wallet, facts),
    evaluateAllWallets: (facts) => evaluateAllWallets(table, facts),
    checkSatchelRequest: (request, connected) => checkSatchelRequest(table, request, connected),
    compatWalletOf,
  };
}
