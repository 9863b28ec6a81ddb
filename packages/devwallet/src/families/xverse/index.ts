import { markDevWallet } from '@satchel/core/internal';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { createSatsConnectProvider, SATS_CONNECT_METHODS } from '../sats-connect-rpc';
import { announceProvider, iconDataUri } from '../shared';

export const XVERSE_PROVIDER_ID = 'XverseProviders.BitcoinProvider';

type XverseWindow = { XverseProviders?: Record<string, unknown> };

/**
 * Xverse: `window.XverseProviders.BitcoinProvider` plus a WBIP-004 entry (docs/sats-connect.md §1.1).
 * Its methods, answers and events are sats-connect-rpc.ts and the method groups beside it, each
 * with its source.
 */
export function installXverse(wallet: DevWallet): void {
  // A web version of 1.5 or later, so sats-connect's core keeps every purpose it asks for.
  // inferred: from sats-connect@4.2.1's `getInfo` pre-flight (docs/sats-connect.md §2.4), not a
  // version Xverse is known to report.
  const provider = markDevWallet(createSatsConnectProvider(wallet, 'xverse', '1.6.0'));
  // real code: sats-connect@4.2.1 (core's `request` takes `window.XverseProviders.BitcoinProvider`
  // first; `isProviderInstalled('XverseProviders.BitcoinProvider')`; sats-connect.spec.ts);
  // documents: https://docs.xverse.app/sats-connect/wallet-providers
  // The legacy `window.BitcoinProvider` slot is left alone: Xverse only takes it with its
  // "priority" setting on. inferred: from docs/sats-connect.md §1.1.
  const win = window as unknown as XverseWindow;
  win.XverseProviders = { ...(win.XverseProviders ?? {}), BitcoinProvider: provider };
  // real code: sats-connect@4.2.1 (`getProviders()` lists this entry first; sats-connect.spec.ts);
  // documents: https://docs.xverse.app/sats-connect/wallet-providers/getproviders-and-getproviderbyid
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

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'xverse',
  install: installXverse,
  facts: {
    signingCode: 'src/families/sats-connect-signing.ts',
    signingMethods: [
      'signMessage',
      'signPsbt',
      'sendTransfer',
      'runes_mint',
      'runes_etch',
      'runes_rbfOrder',
      'runes_transfer',
      'ord_sendInscriptions',
      'signTransaction',
      'signMultipleTransactions',
      'sendBtcTransaction',
    ],
    renounces: true,
    singleAddress: false,
    checkedAgainst: "real code: sats-connect@4.2.1 (Xverse's client)",
    protocol: 'sats-connect',
  },
});
