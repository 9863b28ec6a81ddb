import { DEV_WALLET_NAME } from '@satchel/core/connectors';
import { markDevWallet } from '@satchel/core/internal';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { createSatsConnectProvider, SATS_CONNECT_METHODS } from '../sats-connect-rpc';
import { announceProvider, iconDataUri } from '../shared';

/** WBIP-004 id: the dot path from `window` to the provider (docs/sats-connect.md §1.1). */
export const DEVWALLET_PROVIDER_ID = 'SatchelDevWalletProviders.BitcoinProvider';
export const DEVWALLET_NAME = 'Satchel Dev Wallet';

type DevWalletWindow = { SatchelDevWalletProviders?: Record<string, unknown> };

/** The Dev Wallet under its own name, speaking the sats-connect RPC protocol. */
export function installDevWalletIdentity(wallet: DevWallet): void {
  const provider = markDevWallet(createSatsConnectProvider(wallet, 'devwallet', '1.6.0'));
  (window as unknown as DevWalletWindow).SatchelDevWalletProviders = { BitcoinProvider: provider };
  announceProvider({
    id: DEVWALLET_PROVIDER_ID,
    name: DEVWALLET_NAME,
    icon: iconDataUri('#3b5bdb', 'S'),
    methods: [...SATS_CONNECT_METHODS],
  });
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'devwallet',
  name: DEV_WALLET_NAME,
  install: installDevWalletIdentity,
  facts: {
    signingCode: 'src/families/sats-connect-signing.ts',
    signingMethods: ['signMessage', 'signPsbt', 'sendTransfer', 'runes_transfer', 'ord_sendInscriptions'],
    renounces: true,
    singleAddress: false,
  },
});
