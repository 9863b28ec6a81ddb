import { asObject, invalid, type RpcHandlers, type SatsConnectContext } from './sats-connect-context';
import { networkFromXverseName } from './shared';

/** What `getInfo` reports: the wallet's version and every method it answers. */
interface WalletInfo {
  version: string;
  methods: readonly string[];
}

/** The wallet itself: its version and methods, its kind, and the network it is on. */
export function networkHandlers(ctx: SatsConnectContext, info: WalletInfo): RpcHandlers {
  const { wallet, family } = ctx;
  return {
    // real code: sats-connect@4.2.1 (`getInfoResultSchema`; its core strips purposes from wallets
    // without `platform` or older than web 1.5, docs/sats-connect.md §2.4; sats-connect.spec.ts);
    // documents: https://docs.xverse.app/sats-connect/wallet-providers/getinfo
    getInfo: () => ({ version: info.version, platform: 'web', methods: [...info.methods], supports: [] }),
    // real code: sats-connect@4.2.1 (`getWalletTypeResultSchema`; sats-connect.spec.ts)
    wallet_getWalletType: () => {
      wallet.requirePermission(family);
      return 'software';
    },
    // real code: sats-connect@4.2.1 (`getNetworkResultSchema`; -32002 before connecting;
    // sats-connect.spec.ts); documents: https://docs.xverse.app/sats-connect/wallet_getnetwork;
    // Xverse 0.54.2, observed: -32002 `Access denied.` without a popup before the permission.
    wallet_getNetwork: () => {
      wallet.requirePermission(family);
      return ctx.networkInfo();
    },
    // Prompts, switches, then fires `networkChange` with the new network and addresses.
    // documents: https://docs.xverse.app/sats-connect/wallet-methods/wallet_changenetwork
    wallet_changeNetwork: async (params, method) => {
      const target = networkFromXverseName(asObject(params).name);
      if (!target) invalid('name must be a BitcoinNetworkType');
      await wallet.ask({
        family,
        method,
        title: 'Switch network?',
        details: [['Network', String(asObject(params).name)]],
      });
      wallet.setNetwork(target);
      return null;
    },
  };
}
