import type { DevWallet } from '../wallet';
import { markDevWallet } from './mark';
import { createSatsConnectProvider, SATS_CONNECT_METHODS } from './sats-connect-rpc';
import { announceProvider, iconDataUri } from './shared';

export const XVERSE_PROVIDER_ID = 'XverseProviders.BitcoinProvider';

type XverseWindow = { XverseProviders?: Record<string, unknown> };

/**
 * Xverse: `window.XverseProviders.BitcoinProvider` plus a WBIP-004 entry (docs/sats-connect.md §1.1).
 * The legacy `window.BitcoinProvider` slot is left alone: Xverse only takes it with "priority" on.
 */
export function installXverse(wallet: DevWallet): void {
  const provider = markDevWallet(createSatsConnectProvider(wallet, 'xverse', '1.6.0'));
  const win = window as unknown as XverseWindow;
  win.XverseProviders = { ...(win.XverseProviders ?? {}), BitcoinProvider: provider };
  announceProvider({
    id: XVERSE_PROVIDER_ID,
    name: 'Xverse Wallet',
    icon: iconDataUri('#ee7a30', 'X'),
    webUrl: 'https://xverse.app/',
    chromeWebStoreUrl:
      'https://chromewebstore.google.com/detail/xverse-wallet/idnnbdplmphpflfnlkomgpfbpcgelopg',
    methods: [...SATS_CONNECT_METHODS],
  });
}
