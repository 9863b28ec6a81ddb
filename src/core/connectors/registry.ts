import {
  DEV_WALLET_ID,
  DEV_WALLET_NAME,
  SATS_CONNECT_PREFIX,
  WALLET_FAMILIES,
  WALLET_STANDARD_PREFIX,
} from './families';
import { type BtcProviderEntryLike, btcProviderEntries, type WalletGlobals, walletGlobals } from './globals';
import { safeIcon } from './icons';
import { orderWalletOptions } from './order';
import {
  defaultStandardWallets,
  isBitcoinStandardWallet,
  MAGIC_EDEN_NAME,
  type StandardWalletLike,
  type StandardWalletSource,
} from './standard-wallets';
import { storeLink } from './store-link';
import type { WalletOption } from './types';

export interface RegistryContext {
  /** The Dev Wallet is listed only when the app targets the devnet (SPEC R1.1). */
  devnet: boolean;
  win?: WalletGlobals;
  standardWallets?: StandardWalletSource;
  userAgent?: string;
  defaultWalletId?: string;
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

/** SPEC R1.2 options, ordered per R2.4. */
export function listWalletOptions(ctx: RegistryContext): WalletOption[] {
  const win = ctx.win ?? walletGlobals();
  const standard = safeStandardSource(ctx);
  const userAgent = ctx.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const options: WalletOption[] = [];
  const seen = new Set<string>();
  const add = (option: WalletOption) => {
    if (seen.has(option.id)) return;
    seen.add(option.id);
    options.push(option);
  };

  for (const known of WALLET_FAMILIES) {
    const isInstalled = known.isInstalled(win, standard);
    const url = storeLink(known.store, userAgent);
    add({
      id: known.id,
      name: known.name,
      icon: known.icon,
      isInstalled,
      ...(isInstalled || !url ? {} : { installPrompt: { url } }),
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
  return orderWalletOptions(options, ctx.defaultWalletId);
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
