/** Injected globals as the references describe them; every field may be absent or late. */
export interface WalletGlobals {
  XverseProviders?: { BitcoinProvider?: unknown };
  unisat?: Record<string, unknown>;
  unisat_wallet?: Record<string, unknown>;
  magicEden?: { bitcoin?: Record<string, unknown> };
  LeatherProvider?: Record<string, unknown>;
  okxwallet?: Record<string, Record<string, unknown> | undefined>;
  bitkeep?: { unisat?: Record<string, unknown> };
  binancew3w?: { bitcoin?: Record<string, unknown> };
  keplr?: { bitcoin?: Record<string, unknown> };
  bitcoin_keplr?: Record<string, unknown>;
  phantom?: { bitcoin?: Record<string, unknown> };
  oyl?: Record<string, unknown>;
  wizz?: Record<string, unknown>;
  OrangecryptoProviders?: { BitcoinProvider?: Record<string, unknown> };
  OrangeBitcoinProvider?: Record<string, unknown>;
  OrangeWalletProviders?: { OrangeBitcoinProvider?: Record<string, unknown> };
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

const objectOrUndefined = (value: unknown): Record<string, unknown> | undefined =>
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

/** Keplr's Bitcoin provider: `window.keplr.bitcoin` or its alias `window.bitcoin_keplr` (docs/wallets/keplr.md). */
export function findKeplr(win: WalletGlobals): Record<string, unknown> | undefined {
  return objectOrUndefined(win.keplr?.bitcoin) ?? objectOrUndefined(win.bitcoin_keplr);
}

/** A global that is an object with the named method: what an injected provider looks like. */
function providerWith(value: unknown, methodName: string): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const candidate = value as Record<string, unknown>;
  return typeof candidate[methodName] === 'function' ? candidate : undefined;
}

/**
 * Phantom's Bitcoin provider, recognised by its own flag: `window.phantom.bitcoin.isPhantom`
 * (https://docs.phantom.com/bitcoin/detecting-the-provider, docs/wallets/phantom.md).
 */
export function findPhantom(win: WalletGlobals): Record<string, unknown> | undefined {
  const provider = win.phantom?.bitcoin;
  return provider && typeof provider === 'object' && provider.isPhantom === true ? provider : undefined;
}

/** OYL's `window.oyl` carries no brand flag; its `getAddresses` sets it apart (docs/wallets/oyl.md). */
export function findOyl(win: WalletGlobals): Record<string, unknown> | undefined {
  return providerWith(win.oyl, 'getAddresses');
}

/**
 * Wizz's own `window.wizz` (docs/wallets/wizz.md). Whether Wizz also writes `window.unisat` is not
 * documented, so an unflagged `window.unisat` is never taken for Wizz.
 */
export function findWizz(win: WalletGlobals): Record<string, unknown> | undefined {
  return providerWith(win.wizz, 'requestAccounts');
}

/**
 * Orange's provider under any of its reported names, in the order `@orangecrypto/orange-connect`'s
 * `request()` looks them up, then the name LaserEyes calls (docs/wallets/orange.md).
 */
export function findOrange(win: WalletGlobals): Record<string, unknown> | undefined {
  return (
    providerWith(win.OrangecryptoProviders?.BitcoinProvider, 'request') ??
    providerWith(win.OrangeBitcoinProvider, 'request') ??
    providerWith(win.OrangeWalletProviders?.OrangeBitcoinProvider, 'request')
  );
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
