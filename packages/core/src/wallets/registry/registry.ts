import type { SatchelError } from '../../primitives/errors';
import { ConnectionErrors as Errors } from '../../primitives/errors/connection-errors';
import { withdrawnSince } from '../define';
import { isDevWalletProvider } from '../kit/dev-wallet-mark';
import {
  type BtcProviderEntryLike,
  btcProviderEntries,
  providerAtPath,
  type WalletGlobals,
  walletGlobals,
} from '../kit/globals';
import { announcedIcon, safeIcon } from '../kit/icons';
import { orderWalletOptions } from '../kit/order';
import {
  defaultStandardWallets,
  isBitcoinStandardWallet,
  MAGIC_EDEN_NAME,
  type StandardWalletLike,
  type StandardWalletSource,
} from '../kit/standard-wallets';
import { isMobile, storeLink } from '../kit/store-link';
import type { WalletOption } from '../kit/types';
import { walletConnectOption } from '../walletconnect/option';
import type { WalletConnectOptions } from '../walletconnect/options';
import {
  DEV_WALLET_ID,
  DEV_WALLET_NAME,
  familyById,
  SATS_CONNECT_PREFIX,
  WALLET_FAMILIES,
  WALLET_STANDARD_PREFIX,
  type WalletFamily,
} from './families';

export interface RegistryContext {
  /** The Dev Wallet is listed only when the app targets the devnet. */
  devnet: boolean;
  win?: WalletGlobals;
  standardWallets?: StandardWalletSource;
  userAgent?: string;
  /** The page an `Open in {wallet}` link reopens; defaults to `location.href`. */
  pageUrl?: string;
  /** The wallet last used or stored as the default; absent on a first visit. */
  defaultWalletId?: string;
  /**
   * The app runs on a private test chain: only the Dev Wallet's providers connect,
   * every other installed wallet is listed as unavailable.
   */
  privateChain?: boolean;
  /** WalletConnect is listed when the app has a project id. */
  walletConnect?: WalletConnectOptions;
}

function isDevWalletEntry(entry: BtcProviderEntryLike): boolean {
  return entry.name === DEV_WALLET_NAME || /devwallet/i.test(entry.id);
}

/** The wallet id a `btc_providers` entry gets; undefined when a known family already covers it. */
export function btcProviderWalletId(entry: BtcProviderEntryLike): string | undefined {
  if (isDevWalletEntry(entry)) return DEV_WALLET_ID;
  if (WALLET_FAMILIES.some((known) => known.btcProviderIds.includes(entry.id))) return undefined;
  return `${SATS_CONNECT_PREFIX}${entry.id}`;
}

/** Wallet Standard wallets not already listed as a known family. */
function extraStandardWallets(source: StandardWalletSource | undefined): StandardWalletLike[] {
  const known = new Set(WALLET_FAMILIES.map((w) => w.name.toLowerCase()));
  return (source?.get() ?? []).filter(
    (w) => isBitcoinStandardWallet(w) && w.name !== MAGIC_EDEN_NAME && !known.has(w.name.toLowerCase()),
  );
}

function safeStandardSource(ctx: RegistryContext): StandardWalletSource | undefined {
  if (ctx.standardWallets) return ctx.standardWallets;
  return typeof window === 'undefined' ? undefined : defaultStandardWallets();
}

/**
 * The icon a named family's wallet announces itself, when installed: its `btc_providers` entry
 * (WBIP-004 `icon`) or its Wallet Standard registration (`Wallet.icon`, a data URI).
 */
function familyIcon(
  family: WalletFamily,
  win: WalletGlobals,
  standard: StandardWalletSource | undefined,
): string {
  const entry = btcProviderEntries(win).find((e) => family.btcProviderIds.includes(e.id) && e.icon);
  const name = family.name.toLowerCase();
  const registered = standard?.get().find((w) => w.name.toLowerCase() === name && w.icon);
  return announcedIcon(entry?.icon) ?? announcedIcon(registered?.icon) ?? family.icon;
}

/**
 * The family's link that reopens `pageUrl` in its app; only an https universal link, which falls
 * back to a web page where a custom scheme would do nothing (docs/wallets/mobile.md).
 */
export function openInUrl(walletId: string, pageUrl: string): string | undefined {
  const url = WALLET_FAMILIES.find((f) => f.id === walletId)?.openIn?.(pageUrl);
  return url?.startsWith('https://') ? url : undefined;
}

/**
 * The chooser's wallet options, ordered by `orderWalletOptions` (on a first visit the family
 * table's first wallet is the default); on phones, the in-app browser and `Open in` links of
 * docs/wallets/mobile.md.
 */
export function listWalletOptions(ctx: RegistryContext): WalletOption[] {
  const win = ctx.win ?? walletGlobals();
  const standard = safeStandardSource(ctx);
  const userAgent = ctx.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const mobile = isMobile(userAgent);
  const options: WalletOption[] = [];
  const seen = new Set<string>();
  const add = (option: WalletOption) => {
    if (seen.has(option.id)) return;
    seen.add(option.id);
    options.push(option);
  };

  for (const known of WALLET_FAMILIES) {
    const isInstalled = known.isInstalled(win, standard);
    const leftOn = withdrawnSince(known);
    if (leftOn && !isInstalled) continue;
    const url = storeLink(known.store, userAgent);
    add({
      id: known.id,
      name: known.name,
      icon: isInstalled ? familyIcon(known, win, standard) : known.icon,
      isInstalled,
      ...(isInstalled || !url || leftOn ? {} : { installPrompt: { url } }),
      ...(leftOn ? { leftBitcoinOn: leftOn } : {}),
    });
  }
  for (const entry of btcProviderEntries(win)) {
    const id = btcProviderWalletId(entry);
    if (!id || (id === DEV_WALLET_ID && !ctx.devnet)) continue;
    add({ id, name: entry.name, icon: safeIcon(entry.icon, entry.name), isInstalled: true });
  }
  for (const wallet of extraStandardWallets(standard)) {
    const id = `${WALLET_STANDARD_PREFIX}${wallet.name}`;
    add({ id, name: wallet.name, icon: safeIcon(wallet.icon, wallet.name), isInstalled: true });
  }
  if (ctx.walletConnect?.projectId?.trim()) add(walletConnectOption());

  // A user agent token or flag alone can be spoofed or is also set on desktop: only on a phone.
  const inApp = mobile ? WALLET_FAMILIES.find((f) => f.isInAppBrowser?.(userAgent, win)) : undefined;
  const phoneWithoutWallet = mobile && !options.some((o) => o.isInstalled);
  const pageUrl = ctx.pageUrl ?? (typeof location === 'undefined' ? undefined : location.href);
  const listed = options.map((o) => {
    const url = phoneWithoutWallet && pageUrl ? openInUrl(o.id, pageUrl) : undefined;
    const refusal =
      ctx.privateChain && o.isInstalled
        ? privateChainRefusal(
            o.id,
            { ...ctx, win, ...(standard ? { standardWallets: standard } : {}) },
            o.name,
          )
        : undefined;
    return {
      ...o,
      ...(url ? { openIn: { url } } : {}),
      ...(refusal ? { unavailable: refusal.message } : {}),
    };
  });
  return orderWalletOptions(listed, {
    defaultWalletId: ctx.defaultWalletId ?? WALLET_FAMILIES[0]?.id,
    inAppWalletId: inApp?.id,
    devWalletId: ctx.devnet ? DEV_WALLET_ID : undefined,
  });
}

export function findBtcProviderEntry(walletId: string, win: WalletGlobals): BtcProviderEntryLike | undefined {
  return btcProviderEntries(win).find((entry) => btcProviderWalletId(entry) === walletId);
}

export function findStandardWallet(walletId: string, source: StandardWalletSource | undefined) {
  const name = walletId.slice(WALLET_STANDARD_PREFIX.length);
  return extraStandardWallets(source).find((w) => w.name === name);
}

export function isWalletInstalled(walletId: string, ctx: RegistryContext): boolean {
  return listWalletOptions(ctx).some((option) => option.id === walletId && option.isInstalled);
}

/**
 * The object a wallet id's connector talks to: a named family's provider (on mainnet), the target
 * of a `btc_providers` entry (its WBIP-004 dot path), or the Wallet Standard wallet.
 */
export function walletProvider(walletId: string, ctx: RegistryContext): unknown {
  const win = ctx.win ?? walletGlobals();
  const standard = safeStandardSource(ctx);
  const family = familyById(walletId);
  if (family) return family.provider(win, standard);
  if (walletId.startsWith(WALLET_STANDARD_PREFIX)) return findStandardWallet(walletId, standard);
  const entry = findBtcProviderEntry(walletId, win);
  return entry ? providerAtPath(win, entry.id) : undefined;
}

/**
 * On a private test chain a wallet connects only when its provider carries the Dev
 * Wallet's mark; any other would sign with keys that hold real bitcoin. Undefined when the wallet
 * may connect (or is not there to refuse: its connector reports that).
 */
export function privateChainRefusal(
  walletId: string,
  ctx: RegistryContext,
  name?: string,
): SatchelError | undefined {
  if (!ctx.privateChain) return undefined;
  const provider = walletProvider(walletId, ctx);
  if (provider === undefined || isDevWalletProvider(provider)) return undefined;
  return Errors.privateChainWallet(name ?? walletName(walletId, ctx));
}

/** The name a wallet is listed under. */
function walletName(walletId: string, ctx: RegistryContext): string {
  const family = familyById(walletId);
  if (family) return family.name;
  if (walletId.startsWith(WALLET_STANDARD_PREFIX)) return walletId.slice(WALLET_STANDARD_PREFIX.length);
  return findBtcProviderEntry(walletId, ctx.win ?? walletGlobals())?.name ?? walletId;
}
