import type { ConnectionStorage } from './connection-storage';
import type { ConnectionStore } from './connection-store';
import type { SatchelStorage } from './storage';

/**
 * The wallet last connected. Disconnect clears the stored default, so the chooser's
 * "that wallet first on later visits" needs a value of its own that outlives it.
 */
export const LAST_WALLET_KEY = 'satchel_lastWallet';

const isWalletId = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function readLastWallet(storage: Pick<SatchelStorage, 'readValue'>): string | undefined {
  return storage.readValue(LAST_WALLET_KEY, isWalletId);
}

export function writeLastWallet(storage: Pick<SatchelStorage, 'writeValue'>, walletId: string): void {
  storage.writeValue(LAST_WALLET_KEY, walletId);
}

/** Remembers the wallet of every connection the store establishes; returns the unsubscribe. */
export function rememberConnectedWallet(
  store: Pick<ConnectionStore, 'subscribe' | 'getSnapshot'>,
  write: (walletId: string) => void,
): () => void {
  let remembered: string | undefined;
  return store.subscribe(() => {
    const { status, walletId } = store.getSnapshot();
    if (status !== 'connected' || !walletId || walletId === remembered) return;
    remembered = walletId;
    write(walletId);
  });
}

/** The wallet the chooser puts first: the one last connected, else the stored default. */
export function chooserDefaultWallet(
  storage: Pick<ConnectionStorage, 'readDefaultProvider'>,
  readLast: () => string | undefined,
): string | undefined {
  return readLast() ?? storage.readDefaultProvider();
}
