/**
 * Injected globals as the references describe them; every field may be absent or late. The globals
 * only one family reads are its own (`wallets/<id>/find.ts`), read through the index.
 */
export interface WalletGlobals {
  [global: string]: unknown;
  XverseProviders?: { BitcoinProvider?: unknown };
  unisat?: Record<string, unknown>;
  unisat_wallet?: Record<string, unknown>;
  magicEden?: { bitcoin?: Record<string, unknown> };
  LeatherProvider?: Record<string, unknown>;
  okxwallet?: Record<string, Record<string, unknown> | undefined>;
  bitkeep?: { unisat?: Record<string, unknown> };
  binancew3w?: { bitcoin?: Record<string, unknown> };
  btc_providers?: unknown;
  addEventListener?: Window['addEventListener'];
  removeEventListener?: Window['removeEventListener'];
}

export function walletGlobals(): WalletGlobals {
  return (typeof window === 'undefined' ? {} : window) as unknown as WalletGlobals;
}

/** Bitget's flags on the `window.unisat` it writes (docs/wallets/bitget.md). */
const BITGET_UNISAT_FLAGS = ['isBitKeep', 'isBitget'];
/** Binance's flag on the `window.unisat` it proxies (docs/wallets/binance.md). */
const BINANCE_UNISAT_FLAGS = ['isBinance'];

/**
 * Other extensions write `window.unisat` too; Binance (`isBinance`), Bitget (`isBitKeep`), OKX and
 * OneKey flag themselves (docs/wallet-interfaces.md §3). Unisat also
 * defines the unshared `window.unisat_wallet`, which wins.
 */
const FOREIGN_UNISAT_FLAGS = [
  ...BINANCE_UNISAT_FLAGS,
  ...BITGET_UNISAT_FLAGS,
  'isOkxWallet',
  'isOKExWallet',
  'isOneKey',
  'isPhantom',
];

export function findUnisat(win: WalletGlobals): Record<string, unknown> | undefined {
  if (win.unisat_wallet && typeof win.unisat_wallet === 'object') return win.unisat_wallet;
  const candidate = win.unisat;
  if (!candidate || typeof candidate !== 'object') return undefined;
  if (FOREIGN_UNISAT_FLAGS.some((flag) => candidate[flag] === true)) return undefined;
  return candidate;
}

/** A `window.unisat` written by another wallet that carries one of its brand flags. */
function flaggedUnisat(win: WalletGlobals, flags: readonly string[]): Record<string, unknown> | undefined {
  const candidate = win.unisat;
  if (!candidate || typeof candidate !== 'object') return undefined;
  return flags.some((flag) => candidate[flag] === true) ? candidate : undefined;
}

export const objectOrUndefined = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/** Bitget: its own `window.bitkeep.unisat`, else the `window.unisat` it flags (docs/wallets/bitget.md). */
export function findBitget(win: WalletGlobals): Record<string, unknown> | undefined {
  return objectOrUndefined(win.bitkeep?.unisat) ?? flaggedUnisat(win, BITGET_UNISAT_FLAGS);
}

/**
 * Binance: `window.binancew3w.bitcoin`, else the `window.unisat` it proxies with `isBinance`;
 * a `binancew3w` without its `bitcoin` member is not enough (docs/wallets/binance.md).
 */
export function findBinance(win: WalletGlobals): Record<string, unknown> | undefined {
  return objectOrUndefined(win.binancew3w?.bitcoin) ?? flaggedUnisat(win, BINANCE_UNISAT_FLAGS);
}

/** A global that is an object with the named method: what an injected provider looks like. */
export function providerWith(value: unknown, methodName: string): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const candidate = value as Record<string, unknown>;
  return typeof candidate[methodName] === 'function' ? candidate : undefined;
}

export function findMagicEdenGlobal(win: WalletGlobals): Record<string, unknown> | undefined {
  const provider = win.magicEden?.bitcoin;
  return provider && provider.isMagicEden === true ? provider : undefined;
}

export interface BtcProviderEntryLike {
  id: string;
  name: string;
  icon?: unknown;
  methods?: string[];
  webUrl?: string;
  chromeWebStoreUrl?: string;
  mozillaAddOnsUrl?: string;
  googlePlayStoreUrl?: string;
  iOSAppStoreUrl?: string;
}

/** `window.btc_providers` entries with the fields we rely on (docs/sats-connect.md §1.1). */
export function btcProviderEntries(win: WalletGlobals): BtcProviderEntryLike[] {
  const list = win.btc_providers;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is BtcProviderEntryLike =>
      !!entry && typeof entry.id === 'string' && entry.id !== '' && typeof entry.name === 'string',
  );
}

/** Resolves a WBIP-004 dot path from `window`, as sats-connect's getProviderById does. */
export function providerAtPath(win: WalletGlobals, path: string): unknown {
  let node: unknown = win;
  for (const key of path.split('.')) {
    if (!node || (typeof node !== 'object' && typeof node !== 'function')) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
