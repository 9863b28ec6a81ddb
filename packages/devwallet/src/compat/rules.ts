import { type CompatWalletId, WALLET_RULES, type WalletRules } from '@satchel/core/compat';
import type { Family } from '../config';

/** One Dev Wallet family as the check runs it. */
export interface FamilyCheck {
  /** The wallet's rules (`@satchel/core/compat`, each rule with its sources). */
  rules: CompatWalletId;
  /** The family's signPsbt in this package: what turns its wire request into the signer's call. */
  code: string;
}

/**
 * Every family the Dev Wallet impersonates (config.ts `FAMILIES`) and the rules it answers to: a
 * family added there needs a row here.
 */
export const FAMILY_CHECKS = {
  xverse: { rules: 'xverse', code: 'src/families/sats-connect-rpc.ts' },
  unisat: { rules: 'unisat', code: 'src/families/unisat-sdk-wallet.ts' },
  magiceden: { rules: 'magiceden', code: 'src/families/v1-token.ts' },
  leather: { rules: 'leather', code: 'src/families/leather.ts' },
  okx: { rules: 'okx', code: 'src/families/okx-sdk-wallet.ts' },
  devwallet: { rules: 'devwallet', code: 'src/families/sats-connect-rpc.ts' },
  standard: { rules: 'standard', code: 'src/families/standard.ts' },
  bitget: { rules: 'bitget', code: 'src/families/unisat-style.ts' },
  binance: { rules: 'binance', code: 'src/families/unisat-style.ts' },
  keplr: { rules: 'keplr', code: 'src/families/unisat-style.ts' },
  phantom: { rules: 'phantom', code: 'src/families/phantom.ts' },
  oyl: { rules: 'oyl', code: 'src/families/oyl.ts' },
  wizz: { rules: 'wizz', code: 'src/families/unisat-style.ts' },
  orange: { rules: 'orange', code: 'src/families/orange.ts' },
  metamask: { rules: 'metamask', code: 'src/families/metamask.ts' },
} as const satisfies Record<Family, FamilyCheck>;

export function rulesOf(family: Family): WalletRules {
  return WALLET_RULES[FAMILY_CHECKS[family].rules];
}
