import type { ConnectionStore } from '@satchel/core/connection';
import type { WalletDetector } from '@satchel/core/connectors';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { createContext, useContext } from 'react';
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
