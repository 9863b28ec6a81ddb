/**
 * Typed localStorage access. Storage is an optimisation, never a source of failure:
 * corrupt JSON, a full quota or a blocked storage (Safari private mode, sandboxed
 * iframes) make the entry read as absent, with a console warning, and never throw.
 */

/** sats-connect's key for the default provider (reference: docs/sats-connect.md §1.3). */
export const DEFAULT_PROVIDER_KEY = 'sats-connect_defaultProvider';
/** One key per wallet for its connected accounts. */
export const ACCOUNT_CACHE_PREFIX = 'satchel_connectedAccounts_';

export interface CachedAddress {
  address: string;
  publicKey: string;
  type: 'ordinals' | 'payment';
}

export interface AccountCacheEntry {
  active: boolean;
  additionalAddresses: CachedAddress[];
}

/** Keyed by the main address. */
export type AccountCache = Record<string, AccountCacheEntry>;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What Satchel remembers in a page, and where: the connection, the last wallet, form drafts. */
export interface SatchelStorage {
  readDefaultProvider(): string | undefined;
  writeDefaultProvider(id: string): void;
  clearDefaultProvider(): void;
  readAccountCache(walletId: string): AccountCache | undefined;
  writeAccountCache(walletId: string, cache: AccountCache): void;
  clearAccountCache(walletId: string): void;
  /** A small JSON value under a Satchel key (form drafts, pending sends), with the same guarantees. */
  readValue<T>(key: string, isValid: (value: unknown) => value is T): T | undefined;
  writeValue(key: string, value: unknown): boolean;
  removeValue(key: string): void;
}

export interface CreateStorageOptions {
  /**
   * Where entries live. Left out: the page's `localStorage`, looked up at each use (it may be
   * blocked). `null`: nothing is remembered (a server, a host without storage).
   */
  storage?: StorageLike | null;
}

function pageStorage(): StorageLike | undefined {
  try {
    // Reading `localStorage` itself throws a SecurityError when storage is blocked.
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch (error) {
    console.warn('[satchel] localStorage is not available; nothing will be remembered.', error);
    return undefined;
  }
}

function isCachedAddress(value: unknown): value is CachedAddress {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.address === 'string' &&
    typeof v.publicKey === 'string' &&
    (v.type === 'ordinals' || v.type === 'payment')
  );
}

function isAccountCache(value: unknown): value is AccountCache {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => {
    if (!entry || typeof entry !== 'object') return false;
    const e = entry as Record<string, unknown>;
    return (
      typeof e.active === 'boolean' &&
      Array.isArray(e.additionalAddresses) &&
      e.additionalAddresses.every(isCachedAddress)
    );
  });
}

export function accountCacheKey(walletId: string): string {
  return `${ACCOUNT_CACHE_PREFIX}${walletId}`;
}

/** Satchel's storage over `options.storage` (as wagmi's `createStorage`), never throwing. */
export function createStorage(options: CreateStorageOptions = {}): SatchelStorage {
  const given = options.storage;
  const storage = (): StorageLike | undefined => (given === undefined ? pageStorage() : (given ?? undefined));

  function readRaw(key: string): string | undefined {
    try {
      return storage()?.getItem(key) ?? undefined;
    } catch (error) {
      console.warn(`[satchel] could not read "${key}" from storage; treating it as absent.`, error);
      return undefined;
    }
  }

  function writeRaw(key: string, value: string): boolean {
    try {
      const target = storage();
      if (!target) return false;
      target.setItem(key, value);
      return true;
    } catch (error) {
      console.warn(`[satchel] could not write "${key}" to storage (quota or blocked).`, error);
      return false;
    }
  }

  function remove(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch (error) {
      console.warn(`[satchel] could not remove "${key}" from storage.`, error);
    }
  }

  function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
    const raw = readRaw(key);
    if (raw === undefined) return undefined;
    try {
      const value: unknown = JSON.parse(raw);
      if (isValid(value)) return value;
    } catch {
      // fall through to the warning below
    }
    console.warn(`[satchel] ignoring a corrupt "${key}" entry in storage.`);
    return undefined;
  }

  return {
    readDefaultProvider() {
      const raw = readRaw(DEFAULT_PROVIDER_KEY);
      if (raw === undefined || raw === '') return undefined;
      // sats-connect stores the bare id; tolerate a JSON-quoted id written by other libraries.
      if (raw.startsWith('"')) {
        try {
          const parsed: unknown = JSON.parse(raw);
          if (typeof parsed === 'string' && parsed !== '') return parsed;
        } catch {
          // corrupt: warn below
        }
        console.warn(`[satchel] ignoring a corrupt "${DEFAULT_PROVIDER_KEY}" entry in storage.`);
        return undefined;
      }
      return raw;
    },
    writeDefaultProvider: (id) => void writeRaw(DEFAULT_PROVIDER_KEY, id),
    clearDefaultProvider: () => remove(DEFAULT_PROVIDER_KEY),
    readAccountCache: (walletId) => readJson(accountCacheKey(walletId), isAccountCache),
    writeAccountCache: (walletId, cache) => void writeRaw(accountCacheKey(walletId), JSON.stringify(cache)),
    clearAccountCache: (walletId) => remove(accountCacheKey(walletId)),
    readValue: readJson,
    writeValue: (key, value) => writeRaw(key, JSON.stringify(value)),
    removeValue: remove,
  };
}

/** The page's own `localStorage`: what Satchel uses unless it is given another. */
export const browserStorage: SatchelStorage = createStorage();
