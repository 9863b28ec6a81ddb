import { markDevWallet } from '@satchel/core/internal';
import type { BitcoinNetwork } from '@satchel/core/networks';
import type { Family } from '../config';
import type { DevWallet } from '../wallet';

/**
 * What Bitget, Binance Web3 Wallet and Keplr share on top of Unisat's API: the legacy network
 * names `livenet`, `testnet` and `signet` of `getNetwork`/`switchNetwork`, and none of them has
 * testnet4 or regtest (docs/wallets/bitget.md, binance.md, keplr.md, "Network"). Like the Unisat
 * impersonation, the devnet's regtest reports as `testnet`.
 */
type LegacyNetworkName = 'livenet' | 'testnet' | 'signet';

export function legacyNetworkName(network: BitcoinNetwork): LegacyNetworkName {
  if (network === 'mainnet') return 'livenet';
  if (network === 'signet') return 'signet';
  return 'testnet';
}

/** The network a `switchNetwork` name selects; undefined for names the wallets refuse. */
export function networkFromLegacyName(name: unknown): BitcoinNetwork | undefined {
  if (name === 'livenet') return 'mainnet';
  if (name === 'testnet' || name === 'signet') return name;
  return undefined;
}

/**
 * Moves the Dev Wallet to the named network after the wallet's own prompt; a name the wallet is
 * already on (the devnet's regtest is `testnet`) changes nothing and asks nothing, as Unisat does
 * (docs/wallets/quirks.md §4).
 */
export async function switchToLegacyNetwork(
  wallet: DevWallet,
  family: Family,
  name: LegacyNetworkName,
  target: BitcoinNetwork,
): Promise<void> {
  if (legacyNetworkName(wallet.network) === name) return;
  await wallet.ask({
    family,
    method: 'switchNetwork',
    title: 'Switch network?',
    details: [['Network', name]],
  });
  wallet.setNetwork(target);
}

/** `getBalance()`: numbers of sats, as Unisat answers (docs/wallet-interfaces.md §3). */
export async function balanceInSats(wallet: DevWallet, address: string) {
  const b = await wallet.balance(address);
  return { confirmed: Number(b.confirmed), unconfirmed: Number(b.unconfirmed), total: Number(b.total) };
}

/**
 * Bitget and Binance also write `window.unisat`, with their brand flag (docs/wallets/bitget.md,
 * binance.md, "Injection and detection"). In a browser only one extension's object survives there;
 * here Unisat keeps it whenever Unisat is impersonated too, and otherwise the first of the others
 * to install takes it, so every family's own global stays as its wallet defines it.
 */
export function mirrorOnUnisatGlobal(wallet: DevWallet, provider: Record<string, unknown>): void {
  if (wallet.config.impersonate.includes('unisat')) return;
  if (Object.getOwnPropertyDescriptor(window, 'unisat')) return;
  Object.defineProperty(window, 'unisat', {
    value: markDevWallet(provider),
    writable: true,
    configurable: true,
  });
}
