import { useContext } from 'react';
import { ExplorerContext, type ExplorerContextValue } from '../context';

/** The explorer client, the app's network and its services, from `<ExplorerProvider>`. */
export function useExplorer(): ExplorerContextValue {
  const value = useContext(ExplorerContext);
  if (!value) throw new Error('useExplorer must be used inside <ExplorerProvider>.');
  return value;
}
