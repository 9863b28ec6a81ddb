import type { AccountCache } from '../storage';
import * as storage from '../storage';

/** What the store persists, injectable for tests; defaults to `packages/core/src/storage.ts`. */
export interface ConnectionStorage {
  readDefaultProvider(): string | undefined;
  writeDefaultProvider(id: string): void;
  clearDefaultProvider(): void;
  readAccountCache(walletId: string): AccountCache | undefined;
  writeAccountCache(walletId: string, cache: AccountCache): void;
  clearAccountCache(walletId: string): void;
}

export const browserConnectionStorage: ConnectionStorage = {
  readDefaultProvider: storage.readDefaultProvider,
  writeDefaultProvider: storage.writeDefaultProvider,
  clearDefaultProvider: storage.clearDefaultProvider,
  readAccountCache: storage.readAccountCache,
  writeAccountCache: storage.writeAccountCache,
  clearAccountCache: storage.clearAccountCache,
};
