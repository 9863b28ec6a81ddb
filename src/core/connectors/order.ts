import type { WalletOption } from './types';

/** SPEC R2.4: the default wallet first, installed wallets next, the rest after; stable otherwise. */
export function orderWalletOptions(
  options: readonly WalletOption[],
  defaultWalletId?: string,
): WalletOption[] {
  const rank = (option: WalletOption) => (option.id === defaultWalletId ? 0 : option.isInstalled ? 1 : 2);
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index)
    .map(({ option }) => option);
}
