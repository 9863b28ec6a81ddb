import type { WalletOption } from './types';

interface WalletOrder {
  /**
   * The wallet that leads: the one last used, else the stored default, else (first visit) the first
   * wallet of the family table, which is the default.
   * It leads whether or not it is installed, as sats-connect's chooser lists Xverse first.
   */
  defaultWalletId?: string;
  /** Inside a wallet's in-app browser that wallet comes before all others (docs/wallets/mobile.md). */
  inAppWalletId?: string;
  /** The Satchel Dev Wallet on the devnet: right after the default, ahead of every other. */
  devWalletId?: string;
}

/**
 * The default wallet first (after an in-app browser's own wallet), then the Dev
 * Wallet on the devnet, installed wallets next, wallets to install after; stable otherwise. An
 * installed wallet that cannot be picked here follows every one that can, whatever
 * its rank, so the chooser opens on a wallet that connects.
 */
export function orderWalletOptions(
  options: readonly WalletOption[],
  order: WalletOrder = {},
): WalletOption[] {
  const rank = (option: WalletOption) => {
    if (option.unavailable) return 3.5;
    if (option.id === order.inAppWalletId) return 0;
    if (option.id === order.defaultWalletId) return 1;
    if (option.id === order.devWalletId) return 2;
    return option.isInstalled ? 3 : 4;
  };
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index)
    .map(({ option }) => option);
}
