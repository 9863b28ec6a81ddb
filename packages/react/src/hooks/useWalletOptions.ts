import type { WalletOption } from '@satchel/core/connectors';
import { useSyncExternalStore } from 'react';
import { useSatchelContext } from './internal/useSatchelContext';

/** A server knows no wallet; the client's first render agrees with it, then detection starts. */
const NO_OPTIONS: WalletOption[] = [];
const serverOptions = () => NO_OPTIONS;

/** Wallet options in chooser order, updated as late wallets inject themselves. */
export function useWalletOptions(): WalletOption[] {
  const { detector } = useSatchelContext();
  return useSyncExternalStore(detector.subscribe, detector.getOptions, serverOptions);
}
