import type { BitcoinNetwork } from '@satchel/core/networks';

/** sats-connect `BitcoinNetworkType` names (docs/sats-connect.md §3). */
export const XVERSE_NETWORK_NAMES: Record<BitcoinNetwork, string> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  testnet4: 'Testnet4',
  signet: 'Signet',
  regtest: 'Regtest',
};

export function networkFromXverseName(name: unknown): BitcoinNetwork | undefined {
  const entry = Object.entries(XVERSE_NETWORK_NAMES).find(([, value]) => value === name);
  return entry?.[0] as BitcoinNetwork | undefined;
}

/** A neutral icon (a satchel outline) as a data URI; wallets ship their icon the same way. */
export function iconDataUri(color: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="43" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

interface ProviderEntry {
  id: string;
  name: string;
  icon: string;
  webUrl?: string;
  chromeWebStoreUrl?: string;
  methods?: string[];
}

type WindowWithProviders = { btc_providers?: ProviderEntry[] };

/** WBIP-004 registry: create the array if missing, then push our entry (as Xverse does). */
export function announceProvider(entry: ProviderEntry): void {
  const win = window as unknown as WindowWithProviders;
  if (!Array.isArray(win.btc_providers)) win.btc_providers = [];
  if (!win.btc_providers.some((existing) => existing.id === entry.id)) win.btc_providers.push(entry);
}

/** Minimal Node-style EventEmitter: Unisat and OKX expose `on`/`removeListener` (docs/wallet-interfaces.md §3, §5). */
export class Emitter {
  private handlers = new Map<string, Set<(...args: unknown[]) => void>>();

  on(event: string, handler: (...args: unknown[]) => void): this {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler);
    return this;
  }

  once(event: string, handler: (...args: unknown[]) => void): this {
    const wrapped = (...args: unknown[]) => {
      this.removeListener(event, wrapped);
      handler(...args);
    };
    return this.on(event, wrapped);
  }

  removeListener(event: string, handler: (...args: unknown[]) => void): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  removeAllListeners(event?: string): this {
    if (event === undefined) this.handlers.clear();
    else this.handlers.delete(event);
    return this;
  }

  listenerCount(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  emit(event: string, ...args: unknown[]): boolean {
    const set = this.handlers.get(event);
    if (!set || set.size === 0) return false;
    for (const handler of [...set]) {
      try {
        handler(...args);
      } catch (error) {
        console.error(`[Satchel Dev Wallet] "${event}" listener failed`, error);
      }
    }
    return true;
  }
}

type Listener = (...args: unknown[]) => void;

/** The listener methods Unisat and OKX put on their injected object, all backed by one emitter. */
export function listenerMethods(events: Emitter) {
  return {
    on: (event: string, handler: Listener) => events.on(event, handler),
    addListener: (event: string, handler: Listener) => events.on(event, handler),
    once: (event: string, handler: Listener) => events.once(event, handler),
    removeListener: (event: string, handler: Listener) => events.removeListener(event, handler),
    off: (event: string, handler: Listener) => events.removeListener(event, handler),
    removeAllListeners: (event?: string) => events.removeAllListeners(event),
  };
}

/** Short random ids like the wallets' nanoid/uuid request ids. */
export function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 21);
}
