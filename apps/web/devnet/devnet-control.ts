/**
 * The devnet's control plane as the panel calls it. The control header makes every call a
 * preflighted CORS request, which the devnet grants only to the app's own origins (its
 * `--app-origin`), so no other page can mine blocks or mint assets on it.
 */

/** The devnet answered with a refusal: `message` is its own reason. */
export class DevnetRefused extends Error {}

/** Nothing answered at the devnet's origin (stopped, or another port). */
export class DevnetDown extends Error {}

export interface Inscribed {
  id: string;
  commitTxid: string;
  revealTxid: string;
}

export interface Etched {
  id: string;
  spacedRune: string;
  commitTxid: string;
  revealTxid: string;
}

export function devnetControl(explorerBaseUrl: string) {
  const origin = new URL(explorerBaseUrl).origin;
  async function call<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${origin}/__devnet/${path}`, {
        method: 'POST',
        headers: { 'X-Devnet-Control': '1' },
        body: JSON.stringify(body),
      });
    } catch {
      // fetch rejects only when no HTTP answer came at all.
      throw new DevnetDown(origin);
    }
    const text = await response.text();
    if (!response.ok) throw new DevnetRefused(text.trim() || `HTTP ${response.status}`);
    return JSON.parse(text) as T;
  }
  return {
    origin,
    mine: () => call<{ hashes: string[] }>('mine', { blocks: 1 }),
    /** A real faucet payment, confirmed in a block of its own. */
    fund: (address: string, sats: bigint) =>
      call<{ txid: string }>('faucet', { address, sats: sats.toString(), confirm: true }),
    /** A real commit and reveal, mined, sending a text inscription to `address`. */
    inscribeText: (address: string, text: string) =>
      call<Inscribed>('inscribe', {
        address,
        contentType: 'text/plain;charset=utf-8',
        body: toBase64(new TextEncoder().encode(text)),
      }),
    /** A commit six blocks deep and a reveal, mined, etching the next free test rune to `address`. */
    etchTestRune: (address: string) => call<Etched>('etch', { address }),
    tipHeight: async () => (await (await fetch(`${explorerBaseUrl}/blocks/tip/height`)).text()).trim(),
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
