export interface StoreUrls {
  web?: string;
  chrome?: string;
  firefox?: string;
  android?: string;
  ios?: string;
}

export type Platform = 'ios' | 'android' | 'firefox' | 'chrome' | 'other';

/** The platform that decides the store: mobile OS first, then desktop browser. */
export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Firefox\//i.test(userAgent)) return 'firefox';
  // Edge, Brave, Opera and Chromium install from the Chrome Web Store too.
  if (/Chrome\/|Chromium\/|CriOS\//i.test(userAgent)) return 'chrome';
  return 'other';
}

/**
 * A phone or tablet: browser extensions do not exist there, and a dapp works only inside a
 * wallet's in-app browser (docs/wallets/mobile.md).
 */
export function isMobile(userAgent: string): boolean {
  const platform = platformOf(userAgent);
  return platform === 'ios' || platform === 'android';
}

/** A wallet's deep link that takes the page URL encoded at its end (docs/wallets/mobile.md). */
export const withPageUrl =
  (base: string) =>
  (pageUrl: string): string =>
    base + encodeURIComponent(pageUrl);

/**
 * The install link for this browser, else the wallet's download page. Unlike sats-connect's
 * default config we never drop the prompt when no store matches (docs/sats-connect.md §5.5), so an
 * uninstalled wallet is never shown as installed.
 */
export function storeLink(urls: StoreUrls, userAgent: string): string | undefined {
  const platform = platformOf(userAgent);
  const specific = platform === 'other' ? undefined : urls[platform];
  return specific ?? urls.web ?? urls.chrome;
}
