/** Injected globals as the references describe them; every field may be absent or late. */
export interface WalletGlobals {
  XverseProviders?: { BitcoinProvider?: unknown };
  unisat?: Record<string, unknown>;
  unisat_wallet?: Record<string, unknown>;
  magicEden?: { bitcoin?: Record<string, unknown> };
  LeatherProvider?: Record<string, unknown>;
  okxwallet?: Record<string, Record<string, unknown> | undefined>;
  btc_providers?: unknown;
  addEventListener?: Window['addEventListener'];
  removeEventListener?: Window['removeEventListener'];
}

export function walletGlobals(): WalletGlobals {
  return (typeof window === 'undefined' ? {} : window) as unknown as WalletGlobals;
}

/**
 * Other extensions write `window.unisat` too; Binance (`isBinance`), Bitget (`isBitKeep`), OKX and
 * OneKey flag themselves (docs/wallet-interfaces.md §3). Unisat also
 * defines the unshared `window.unisat_wallet`, which wins.
 */
const FOREIGN_UNISAT_FLAGS = [
  'isBinance',
  'isBitKeep',
  'isBitget',
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
