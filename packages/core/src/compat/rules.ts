import { LEATHER, MAGIC_EDEN, METAMASK, OYL, PHANTOM } from './rules-others';
import { DEV_WALLET, ORANGE, STANDARD_WALLET, XVERSE } from './rules-sats-connect';
import { BINANCE, BITGET, KEPLR, OKX, UNISAT, WIZZ } from './rules-unisat';
import type { CompatWalletId, WalletRules } from './types';

/**
 * What each wallet does with a PSBT signing request, rule by rule, each rule with its sources
 * (rules-*.ts). One row per wallet: a wallet added to COMPAT_WALLETS needs its row here.
 */
export const WALLET_RULES = {
  xverse: XVERSE,
  unisat: UNISAT,
  magiceden: MAGIC_EDEN,
  leather: LEATHER,
  okx: OKX,
  devwallet: DEV_WALLET,
  standard: STANDARD_WALLET,
  bitget: BITGET,
  binance: BINANCE,
  keplr: KEPLR,
  phantom: PHANTOM,
  oyl: OYL,
  wizz: WIZZ,
  orange: ORANGE,
  metamask: METAMASK,
} as const satisfies Record<CompatWalletId, WalletRules>;

/** The rules row of a connected wallet's id: a named family, the Dev Wallet, or a Wallet Standard wallet. */
export function compatWalletOf(walletId: string): CompatWalletId | undefined {
  if (Object.hasOwn(WALLET_RULES, walletId)) return walletId as CompatWalletId;
  if (walletId.startsWith('wallet-standard:')) return 'standard';
  return undefined;
}
