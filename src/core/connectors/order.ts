import type { WalletOption } from './types';

/**
 * SPEC R2.4: the default wallet first, installed wallets next, the rest after; stable otherwise.
 * Inside a wallet's in-app browser that wallet comes before all of them (docs/wallets/mobile.md).
 */
export function orderWalletOptions(
  options: readonly WalletOption[],
  defaultWalletId?: string,
  inAppWalletId?: string,
): WalletOption[] {
  const rank = (option: WalletOption) =>
    option.id === inAppWalletId ? 0 : option.id === defaultWalletId ? 1 : option.isInstalled ? 2 : 3;
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index)
    .map(({ option }) => option);
}
