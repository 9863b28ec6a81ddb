/**
 * Loopback addresses: the whole of 127.0.0.0/8 (RFC 1122 §3.2.1.3) and `::1` (RFC 4291 §2.5.3).
 * Only literal addresses count, never a name such as `localhost` that a hosts file could point
 * elsewhere: a mainnet-encoded chain is trusted to be private only when it is on one of these.
 */
const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Whether `host` (an address as given to `listen`, or a URL's hostname) is a loopback address. */
export function isLoopbackAddress(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare === '::1') return true;
  const v4 = IPV4_LOOPBACK.exec(bare);
  return v4?.slice(1).every((octet) => Number(octet) <= 255) ?? false;
}

/**
 * Whether a URL points at a loopback address. The WHATWG URL parser has already normalised the
 * host (`http://127.1/` is `127.0.0.1`, `[0:0::1]` is `[::1]`), so the literal check is enough.
 */
export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackAddress(new URL(url).hostname);
  } catch {
    return false;
  }
}
