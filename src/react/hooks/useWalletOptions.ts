import { useSyncExternalStore } from 'react';
import type { WalletOption } from '../../core/connectors/types';
import { useSatchelContext } from '../context';

/** Wallet options in chooser order, updated as late wallets inject themselves. */
export function useWalletOptions(): WalletOption[] {
  const { detector } = useSatchelContext();
  return useSyncExternalStore(detector.subscribe, detector.getOptions, detector.getOptions);
}
