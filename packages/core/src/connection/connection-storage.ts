import type { SatchelStorage } from './storage';
import { browserStorage } from './storage';

/** What the connection store persists: the default wallet and each wallet's connected accounts. */
export type ConnectionStorage = Pick<
  SatchelStorage,
  | 'readDefaultProvider'
  | 'writeDefaultProvider'
  | 'clearDefaultProvider'
  | 'readAccountCache'
  | 'writeAccountCache'
  | 'clearAccountCache'
>;

/** The page's own `localStorage` (storage.ts `browserStorage`). */
export const browserConnectionStorage: ConnectionStorage = browserStorage;
