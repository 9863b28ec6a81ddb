export { freshWalletOn } from './fresh-wallet';

import { DEVNET, devnet } from './support';

/**
 * The chain a flow runs on, as the test process drives it: the suite's regtest devnet, or a
 * mainnet devnet a spec started for itself (mainnet-chain.ts). Shared flow steps take one, so
 * the same steps run on either.
 */
export interface E2eChain {
  network: 'regtest' | 'mainnet';
  /** Base URL the test process reaches the devnet at. */
  url: string;
  faucet(address: string, sats: number, confirm?: boolean): Promise<{ txid: string }>;
  mine(blocks?: number): Promise<unknown>;
}

export const regtestChain: E2eChain = {
  network: 'regtest',
  url: DEVNET,
  faucet: (address, sats, confirm = true) => devnet.faucet(address, sats, confirm),
  mine: (blocks = 1) => devnet.mine(blocks),
};

/** A control-plane call to the chain's devnet that must succeed. */
export async function controlOn<T>(chain: E2eChain, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${chain.url}/__devnet/${path}`, {
    method: 'POST',
    headers: { 'X-Devnet-Control': '1' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`devnet ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A real commit and reveal, mined, landing a text inscription on `address`. */
export const inscribeOn = (chain: E2eChain, address: string, text: string) =>
  controlOn<{ id: string; commitTxid: string; revealTxid: string }>(chain, 'inscribe', {
    address,
    contentType: 'text/plain;charset=utf-8',
    body: Buffer.from(text).toString('base64'),
  });

/** The JSON of one path of the chain's ord index. */
export async function ordOn<T>(chain: E2eChain, path: string): Promise<T> {
  const response = await fetch(`${chain.url}/ord${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`ord ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Confirmed and mempool net amounts of an address, straight from the chain's devnet. */
export async function addressStatsOn(chain: E2eChain, address: string) {
  const info = (await (await fetch(`${chain.url}/api/address/${address}`)).json()) as Record<
    'chain_stats' | 'mempool_stats',
    { funded_txo_sum: number; spent_txo_sum: number }
  >;
  const net = (s: { funded_txo_sum: number; spent_txo_sum: number }) =>
    BigInt(s.funded_txo_sum - s.spent_txo_sum);
  return { confirmed: net(info.chain_stats), pending: net(info.mempool_stats) };
}
