/** A neutral lettered tile, used for built-in wallets and for wallets whose icon is unsafe. */
export function monogramIcon(name: string, background = '#181818'): string {
  const letter = (name.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9?]/g, '?');
  return `${MONOGRAM_PREFIX}${encodeURIComponent(monogramSvg(letter, background))}`;
}

const MONOGRAM_PREFIX = 'data:image/svg+xml;charset=utf-8,';

function monogramSvg(letter: string, background: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" rx="12" fill="${background}"/>` +
    `<text x="28" y="37" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`
  );
}

export interface Monogram {
  letter: string;
  background: string;
}

/**
 * The letter and colour of an icon `monogramIcon` drew, or undefined for any other icon. A page
 * showing many wallets can draw these as styled text: each SVG image costs the browser a document
 * of its own to parse, style and lay out on the main thread, a dozen of them a visible delay on a
 * slow phone.
 */
export function readMonogram(icon: string): Monogram | undefined {
  if (!icon.startsWith(MONOGRAM_PREFIX)) return undefined;
  let svg: string;
  try {
    svg = decodeURIComponent(icon.slice(MONOGRAM_PREFIX.length));
  } catch {
    return undefined;
  }
  const match = /fill="(#[0-9a-fA-F]{3,8})"\/>.*>([A-Z0-9?])<\/text>/.exec(svg);
  if (!match?.[1] || !match[2]) return undefined;
  // Only an exact drawing of ours: a look-alike icon is shown as the image it is.
  return svg === monogramSvg(match[2], match[1]) ? { letter: match[2], background: match[1] } : undefined;
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
