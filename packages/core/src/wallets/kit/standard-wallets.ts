import { getWallets } from '@wallet-standard/app';

/** The part of a Wallet Standard wallet detection needs (Exodus bitcoin variant, docs/wallet-interfaces.md §0). */
export interface StandardWalletLike {
  name: string;
  icon?: string;
  chains: readonly string[];
  features: Readonly<Record<string, unknown>>;
  accounts?: readonly unknown[];
}

export interface StandardWalletSource {
  get(): readonly StandardWalletLike[];
  on(event: 'register' | 'unregister', listener: () => void): () => void;
}

export function defaultStandardWallets(): StandardWalletSource {
  const api = getWallets();
  return {
    get: () => api.get() as readonly StandardWalletLike[],
    on: (event, listener) => api.on(event, listener),
  };
}

export const MAGIC_EDEN_NAME = 'Magic Eden';
/** The name `@metamask/bitcoin-wallet-standard` registers its wallet under (`MetaMaskWallet.name`). */
const METAMASK_NAME = 'MetaMask';
export const SATS_CONNECT_FEATURE = 'sats-connect:';

export function isBitcoinStandardWallet(wallet: StandardWalletLike): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('bitcoin:')) ||
    SATS_CONNECT_FEATURE in wallet.features ||
    'bitcoin:connect' in wallet.features
  );
}

export function findMagicEdenStandard(
  source: StandardWalletSource | undefined,
): StandardWalletLike | undefined {
  return source?.get().find((w) => w.name === MAGIC_EDEN_NAME && SATS_CONNECT_FEATURE in w.features);
}

/** MetaMask's Bitcoin wallet: registered by name with the Bitcoin Standard's `bitcoin:connect`. */
export function findMetaMaskStandard(
  source: StandardWalletSource | undefined,
): StandardWalletLike | undefined {
  return source?.get().find((w) => w.name === METAMASK_NAME && 'bitcoin:connect' in w.features);
}
