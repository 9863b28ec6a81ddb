import { inscriptionsOf, ordBaseFor, type WalletInscription } from '../ord';
import type { DevWallet } from '../wallet';

/**
 * One entry of Unisat's `getInscriptions` list, the shape the wallets that copy Unisat's page API
 * answer too (Bitget, Wizz).
 * documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md#getinscriptions
 */
export interface UnisatInscription {
  inscriptionId: string;
  inscriptionNumber: number;
  address: string;
  outputValue: number;
  preview: string;
  content: string;
  contentLength: number;
  contentType: string;
  timestamp: number;
  genesisTransaction: string;
  location: string;
  output: string;
  offset: number;
}

/** One page of an address's inscriptions, read from the ord index of the wallet's network. */
interface InscriptionPage {
  /** The ord server the page came from (its `/content` and `/preview` URLs). */
  base: string;
  /** How many inscriptions the address holds in all. */
  total: number;
  inscriptions: WalletInscription[];
}

export async function inscriptionPage(
  wallet: DevWallet,
  address: string,
  offset: number,
  limit: number,
): Promise<InscriptionPage> {
  const base = ordBaseFor(wallet.config);
  return { base, ...(await inscriptionsOf(base, address, offset, limit)) };
}

function unisatInscription(base: string, i: WalletInscription): UnisatInscription {
  return {
    inscriptionId: i.id,
    inscriptionNumber: i.number,
    address: i.address,
    outputValue: i.value,
    preview: `${base}/preview/${i.id}`,
    content: `${base}/content/${i.id}`,
    contentLength: i.contentLength,
    contentType: i.contentType,
    timestamp: i.timestamp,
    // An inscription id is its reveal txid followed by `i<index>`.
    genesisTransaction: i.id.slice(0, 64),
    location: `${i.output}:${i.offset}`,
    output: i.output,
    offset: i.offset,
  };
}

/** A whole number the page passed, else `fallback` (Unisat's `cursor = 0`, `size = 20`). */
function wholeOr(value: unknown, fallback: number): number {
  return Number.isInteger(value) ? Number(value) : fallback;
}

/**
 * `getInscriptions(cursor = 0, size = 20)` → `{total, list}`: `total` counts every inscription of
 * `address`, `list` holds `size` of them from `cursor` on.
 * documents: https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md#getinscriptions
 */
export async function unisatInscriptions(
  wallet: DevWallet,
  address: string,
  cursor: unknown,
  size: unknown,
): Promise<{ total: number; list: UnisatInscription[] }> {
  const page = await inscriptionPage(wallet, address, wholeOr(cursor, 0), wholeOr(size, 20));
  return { total: page.total, list: page.inscriptions.map((i) => unisatInscription(page.base, i)) };
}
