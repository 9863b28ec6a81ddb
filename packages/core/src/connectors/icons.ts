/** A neutral lettered tile, used for built-in wallets and for wallets whose icon is unsafe. */
export function monogramIcon(name: string, background = '#181818'): string {
  const letter = (name.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9?]/g, '?');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" rx="12" fill="${background}"/>` +
    `<text x="28" y="37" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * DESIGN Security: a wallet's own icon is shown only as a `data:` image or an `https:` URL
 * (rendered by `<img>`, so an SVG's scripts never run); anything else is undefined. Leather
 * advertises the non-standard `data:image/svg;` MIME type (docs/wallet-interfaces.md §4), which
 * browsers refuse, so it is rewritten.
 */
export function announcedIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string') return undefined;
  const text = icon.trim();
  if (/^data:image\/svg;/i.test(text)) return text.replace(/^data:image\/svg;/i, 'data:image/svg+xml;');
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(text)) return text;
  try {
    if (new URL(text).protocol === 'https:') return text;
  } catch {
    // not a URL
  }
  return undefined;
}

/** The wallet's icon when it is safe to show, else its monogram. */
export function safeIcon(icon: unknown, name: string): string {
  return announcedIcon(icon) ?? monogramIcon(name);
}
