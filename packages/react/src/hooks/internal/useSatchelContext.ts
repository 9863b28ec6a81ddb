import { useContext } from 'react';
import { SatchelContext, type SatchelContextValue } from '../../context';

/** What `<SatchelProvider>` holds; the public hooks read their part of it through this one. */
export function useSatchelContext(): SatchelContextValue {
  const value = useContext(SatchelContext);
  if (!value) throw new Error('Satchel hooks must be used inside <SatchelProvider>.');
  return value;
}
