import { DEFAULT_BASES } from '@satchel/core/config';
import { isLoopbackUrl } from '@satchel/core/internal';
import type { DevWalletConfig } from './config';

/**
 * The ord server the Dev Wallet reads assets from: beside the devnet's Esplora API on regtest and
 * wherever the explorer is on a loopback address, so a devnet of any network (`<origin>/ord`);
 * ordinals.com and its test-network twins elsewhere (`packages/core/src/default-bases.json`).
 */
export function ordBaseFor(config: DevWalletConfig): string {
  if (config.network !== 'regtest' && !isLoopbackUrl(config.esploraUrl)) {
    return DEFAULT_BASES.indexer[config.network];
  }
  return `${new URL(config.esploraUrl).origin}/ord`;
}

/** ord's JSON API needs `Accept: application/json`; anything else answers HTML. */
export async function ordJson<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`ord ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

interface OrdInscription {
  id: string;
  number: number;
  address: string | null;
  content_length: number | null;
  content_type: string | null;
  /** The block the inscription was revealed in. */
  height: number;
  satpoint: string;
  timestamp: number;
  value: number | null;
}

/** One inscription as the wallets list it: the ord entry plus where it sits now. */
export interface WalletInscription {
  id: string;
  number: number;
  address: string;
  value: number;
  contentLength: number;
  contentType: string;
  timestamp: number;
  /** Height of the block that revealed it. */
  height: number;
  /** `txid:vout` of the output carrying it. */
  output: string;
  offset: number;
}

/** The inscriptions on `address`, newest first as ord lists them, `offset`…`offset + limit`. */
export async function inscriptionsOf(
  base: string,
  address: string,
  offset: number,
  limit: number,
): Promise<{ total: number; inscriptions: WalletInscription[] }> {
  const assets = await ordJson<{ inscriptions: string[] | null }>(base, `/address/${address}`);
  const ids = assets.inscriptions ?? [];
  const page = await Promise.all(
    ids.slice(offset, offset + limit).map((id) => ordJson<OrdInscription>(base, `/inscription/${id}`)),
  );
  return {
    total: ids.length,
    inscriptions: page.map((i) => {
      const [txid = '', vout = '0', at = '0'] = i.satpoint.split(':');
      return {
        id: i.id,
        number: i.number,
        address: i.address ?? address,
        value: i.value ?? 0,
        contentLength: i.content_length ?? 0,
        contentType: i.content_type ?? '',
        timestamp: i.timestamp,
        height: i.height,
        output: `${txid}:${vout}`,
        offset: Number(at),
      };
    }),
  };
}
