import { rules as binance } from '../wallets/binance/signing-rules';
import { rules as bitget } from '../wallets/bitget/signing-rules';
import { rules as keplr } from '../wallets/keplr/signing-rules';
import { rules as leather } from '../wallets/leather/signing-rules';
import { rules as magiceden } from '../wallets/magiceden/signing-rules';
import { rules as metamask } from '../wallets/metamask/signing-rules';
import { rules as okx } from '../wallets/okx/signing-rules';
import { rules as onekey } from '../wallets/onekey/signing-rules';
import { rules as orange } from '../wallets/orange/signing-rules';
import { rules as oyl } from '../wallets/oyl/signing-rules';
import { rules as phantom } from '../wallets/phantom/signing-rules';
import { rules as unisat } from '../wallets/unisat/signing-rules';
import { rules as wizz } from '../wallets/wizz/signing-rules';
import { rules as xverse } from '../wallets/xverse/signing-rules';
import { DEV_WALLET, STANDARD_WALLET } from './dev-wallet-rules';
import type { CompatWalletId, WalletRules } from './types';

/**
 * What each wallet does with a PSBT signing request, rule by rule, each rule with its sources: a
 * named family's in its folder (`wallets/<id>/signing-rules.ts`), the Dev Wallet's and the Wallet
 * Standard's in dev-wallet-rules.ts. One row per COMPAT_WALLETS id: a family added to the family
 * table (`wallets/table.ts`) needs its `signing-rules.ts` and its row here.
 */
export const WALLET_RULES = {
  xverse,
  unisat,
  magiceden,
  leather,
  okx,
  bitget,
  binance,
  onekey,
  keplr,
  phantom,
  oyl,
  wizz,
  orange,
  metamask,
  devwallet: DEV_WALLET,
  standard: STANDARD_WALLET,
} as const satisfies Record<CompatWalletId, WalletRules>;

/** The rules row of a connected wallet's id: a named family, the Dev Wallet, or a Wallet Standard wallet. */
export function compatWalletOf(walletId: string): CompatWalletId | undefined {
  if (Object.hasOwn(WALLET_RULES, walletId)) return walletId as CompatWalletId;
  if (walletId.startsWith('wallet-standard:')) return 'standard';
  return undefined;
}
