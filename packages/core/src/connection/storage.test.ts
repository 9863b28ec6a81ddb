import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBJECT } from '../../../../test/subjects';
import { accountCacheKey, createStorage, DEFAULT_PROVIDER_KEY, type StorageLike } from './storage';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const cache = {
  bcrt1qmain: {
    active: true,
    additionalAddresses: [{ address: 'bcrt1pord', publicKey: '02ab', type: 'ordinals' as const }],
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('default provider (sats-connect_defaultProvider)', () => {
  it('writes the bare id under the sats-connect key, reads it back and clears it', () => {
    const store = memory();
    const storage = createStorage({ storage: store });
    storage.writeDefaultProvider('XverseProviders.BitcoinProvider');
    expect(store.data.get(DEFAULT_PROVIDER_KEY)).toBe('XverseProviders.BitcoinProvider');
    expect(DEFAULT_PROVIDER_KEY).toBe('sats-connect_defaultProvider');
    expect(storage.readDefaultProvider()).toBe('XverseProviders.BitcoinProvider');
    storage.clearDefaultProvider();
    expect(storage.readDefaultProvider()).toBeUndefined();
  });

  it('accepts a JSON-quoted id and ignores a corrupt one with a warning', () => {
    const store = memory();
    const storage = createStorage({ storage: store });
    store.data.set(DEFAULT_PROVIDER_KEY, `"${SUBJECT.injected}"`);
    expect(storage.readDefaultProvider()).toBe(SUBJECT.injected);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    store.data.set(DEFAULT_PROVIDER_KEY, '"unis');
    expect(storage.readDefaultProvider()).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

describe('connected-account cache', () => {
  it('stores one key per wallet, keyed by main address', () => {
    const store = memory();
    const storage = createStorage({ storage: store });
    storage.writeAccountCache(SUBJECT.satsConnect, cache);
    expect(JSON.parse(store.data.get(accountCacheKey(SUBJECT.satsConnect)) ?? '')).toEqual(cache);
    expect(storage.readAccountCache(SUBJECT.satsConnect)).toEqual(cache);
    expect(storage.readAccountCache(SUBJECT.injected)).toBeUndefined();
  });

  it.each([
    ['corrupt JSON', '{"bcrt1qmain": {"active": tr'],
    ['wrong shape', '{"bcrt1qmain": {"active": "yes", "additionalAddresses": []}}'],
    [
      'bad address type',
      '{"a": {"active": true, "additionalAddresses": [{"address":"x","publicKey":"y","type":"stacks"}]}}',
    ],
    ['an array', '[]'],
  ])('treats %s as absent and warns', (_, raw) => {
    const store = memory();
    const storage = createStorage({ storage: store });
    store.data.set(accountCacheKey(SUBJECT.satsConnect), raw);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(storage.readAccountCache(SUBJECT.satsConnect)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('storage that throws', () => {
  it('never throws on quota errors or blocked storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: StorageLike = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const storage = createStorage({ storage: failing });
    expect(() => storage.writeDefaultProvider(SUBJECT.satsConnect)).not.toThrow();
    expect(storage.readDefaultProvider()).toBeUndefined();
    expect(() => storage.clearDefaultProvider()).not.toThrow();
    expect(() => storage.writeAccountCache(SUBJECT.satsConnect, cache)).not.toThrow();
    expect(storage.readAccountCache(SUBJECT.satsConnect)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('copes with a global localStorage whose getter throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(createStorage().readDefaultProvider()).toBeUndefined();
      expect(warn).toHaveBeenCalled();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});

describe('storage passed in', () => {
  it('two storages keep their own entries, and null remembers nothing', () => {
    const first = memory();
    const second = memory();
    createStorage({ storage: first }).writeDefaultProvider(SUBJECT.satsConnect);
    expect(createStorage({ storage: second }).readDefaultProvider()).toBeUndefined();
    expect(createStorage({ storage: first }).readDefaultProvider()).toBe(SUBJECT.satsConnect);
    const none = createStorage({ storage: null });
    expect(none.writeValue('satchel_x', 1)).toBe(false);
    expect(none.readValue('satchel_x', (v): v is number => typeof v === 'number')).toBeUndefined();
  });
});
