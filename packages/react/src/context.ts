import { createContext, useContext } from 'react';
import type { ConnectionStore } from '../core/connection/connection-store';
import type { WalletDetector } from '../core/connectors/detector';
import type { BitcoinNetwork } from '../core/networks';
import type { ChooserController } from './chooser-controller';
import type { SatchelStrings } from './strings';

export interface SatchelContextValue {
  store: ConnectionStore;
  detector: WalletDetector;
  chooser: ChooserController;
  strings: SatchelStrings;
  network: BitcoinNetwork;
}

export const SatchelContext = createContext<SatchelContextValue | undefined>(undefined);

export function useSatchelContext(): SatchelContextValue {
  const value = useContext(SatchelContext);
  if (!value) throw new Error('Satchel hooks must be used inside <SatchelProvider>.');
  return value;
}
