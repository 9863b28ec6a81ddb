import type { BitcoinNetwork } from '../../primitives/networks';

/** sats-connect `BitcoinNetworkType` (docs/sats-connect.md §3). */
const XVERSE_NAMES: Record<BitcoinNetwork, string> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  testnet4: 'Testnet4',
  signet: 'Signet',
  regtest: 'Regtest',
};

export function toXverseNetwork(network: BitcoinNetwork): string {
  return XVERSE_NAMES[network];
}

export function fromXverseNetwork(name: unknown): BitcoinNetwork | undefined {
  const entry = Object.entries(XVERSE_NAMES).find(([, value]) => value === name);
  return entry?.[0] as BitcoinNetwork | undefined;
}

/** Unisat `getChain().enum` (docs/wallet-interfaces.md §9c); Fractal chains are not Bitcoin networks here. */
const UNISAT_CHAINS: Record<string, BitcoinNetwork> = {
  BITCOIN_MAINNET: 'mainnet',
  BITCOIN_TESTNET: 'testnet',
  BITCOIN_TESTNET4: 'testnet4',
  BITCOIN_SIGNET: 'signet',
  BITCOIN_REGTEST: 'regtest',
};

export function fromUnisatChain(chainEnum: unknown): BitcoinNetwork | undefined {
  return typeof chainEnum === 'string' ? UNISAT_CHAINS[chainEnum] : undefined;
}

export function toUnisatChain(network: BitcoinNetwork): string | undefined {
  return Object.entries(UNISAT_CHAINS).find(([, value]) => value === network)?.[0];
}

/** Legacy `getNetwork()` of Unisat/OKX: `livenet` or `testnet` (the latter is any test network). */
export function fromLegacyNetwork(name: unknown): BitcoinNetwork | undefined {
  if (name === 'livenet' || name === 'mainnet') return 'mainnet';
  if (name === 'testnet') return 'testnet';
  if (name === 'testnet4' || name === 'signet' || name === 'regtest') return name;
  return undefined;
}

/** Leather takes the network per request (docs/wallet-interfaces.md §4, §9c). */
export function toLeatherNetwork(network: BitcoinNetwork): string {
  if (network === 'regtest') return 'devnet';
  if (network === 'testnet4') return 'testnet';
  return network;
}

export const ALL_NETWORKS: readonly BitcoinNetwork[] = [
  'mainnet',
  'testnet',
  'testnet4',
  'signet',
  'regtest',
];
