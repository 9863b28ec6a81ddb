import {
  asObject,
  invalid,
  PURPOSES,
  type RpcHandlers,
  type SatsConnectContext,
} from './sats-connect-context';
import { networkFromXverseName } from './shared';

/**
 * The purposes a request names, as `purposes` (getAccounts, getAddresses) or `addresses`
 * (wallet_connect); both missing means payment and ordinals.
 */
function purposesOf(params: unknown): readonly string[] {
  const list = asObject(params).purposes ?? asObject(params).addresses;
  if (list === undefined || list === null) return PURPOSES;
  if (!Array.isArray(list)) invalid('purposes must be an array');
  return list as string[];
}

/** `message` is shown in the connect prompt; anything but a string shows nothing. */
function promptMessage(params: unknown): string | undefined {
  return asObject(params).message as string | undefined;
}

/**
 * Connecting, the account and the read permission: the methods that grant it (`wallet_connect`,
 * `getAccounts`, `wallet_requestPermissions`), revoke it (`wallet_disconnect`,
 * `wallet_renouncePermissions`) or need it (`getAddresses`, `wallet_getAccount`,
 * `wallet_getCurrentPermissions`). `announceDisconnect` fires the page's `disconnect` listeners.
 */
export function accountHandlers(ctx: SatsConnectContext, announceDisconnect: () => void): RpcHandlers {
  const { wallet, family } = ctx;
  return {
    // real code: sats-connect@4.2.1 (its core 0.10.0's `connectParamsSchema`: `message` at most 80
    // characters, `network` a `BitcoinNetworkType`; `connectResultSchema`; sats-connect.spec.ts);
    // documents: https://docs.xverse.app/sats-connect/connecting-to-the-wallet/connect (grants read,
    // no popup once granted, switches to `network`); Xverse 0.54.2, observed: a denied connect is
    // -32000 `User closed the wallet popup.`
    wallet_connect: async (params, method) => {
      const p = asObject(params);
      if (p.message !== undefined && (typeof p.message !== 'string' || p.message.length > 80)) {
        invalid('The message must not exceed 80 characters.');
      }
      const target = p.network === undefined ? undefined : networkFromXverseName(p.network);
      if (p.network !== undefined && !target) invalid(`Unknown network ${String(p.network)}`);
      await wallet.connect(family, method, typeof p.message === 'string' ? p.message : undefined);
      if (target) wallet.setNetwork(target);
      return {
        ...ctx.accountResult(),
        addresses: ctx.addresses(purposesOf(p.addresses === undefined ? null : p)),
      };
    },
    // real code: sats-connect@4.2.1 (`getAccountsResultSchema`; sats-connect.spec.ts); documents:
    // https://docs.xverse.app/sats-connect/connecting-to-the-wallet/legacy-getaccounts (prompts, grants read)
    getAccounts: async (params, method) => {
      const purposes = purposesOf(params);
      await wallet.connect(family, method, promptMessage(params));
      return ctx.addresses(purposes);
    },
    // A read: never a prompt; without the site's read permission -32002 `Access denied.`, checked
    // before the params are. real extension: secretkeylabs/xverse-web-extension 0.49.0
    // (src/common/utils/rpc/handlerRouter/bitcoin.ts wraps `getAddresses` in `requirePermissions`
    // ahead of `validateMessageSchema`; messageMiddlewares.ts answers
    // `sendAccessDeniedResponseMessage`); documents:
    // https://docs.xverse.app/sats-connect/xverse-wallet-permissions (getAddresses among the reads
    // a connected app makes "without additional prompts"); real code: sats-connect@4.2.1
    // (`getAddressesResultSchema`: `{addresses, network}`; sats-connect.spec.ts); Xverse 0.54.2,
    // observed: still -32002 `Access denied.` without a popup before the permission.
    getAddresses: (params) => {
      wallet.requirePermission(family);
      return { addresses: ctx.addresses(purposesOf(params)), network: ctx.networkInfo() };
    },
    // real code: sats-connect@4.2.1 (`requestPermissionsResultSchema`: `true`; sats-connect.spec.ts);
    // documents: https://docs.xverse.app/sats-connect/xverse-wallet-permissions
    wallet_requestPermissions: async (_params, method) => {
      await wallet.connect(family, method);
      return true;
    },
    // documents: https://docs.xverse.app/sats-connect/xverse-wallet-permissions (revokes read;
    // `null`, core's `renouncePermissionsResultSchema`)
    wallet_renouncePermissions: () => {
      wallet.disconnect(family);
      return null;
    },
    // The `disconnect` event goes to the calling site whether or not it was connected.
    // real code: sats-connect@4.2.1 (`Wallet.request('wallet_disconnect')`, then `wallet_getAccount`
    // is -32002, and the `disconnect` event passes `walletEventSchema`; sats-connect.spec.ts);
    // real extension: secretkeylabs/xverse-web-extension 0.49.0
    // (src/common/utils/rpc/wallet/disconnect.ts: `removeClient`, then `dispatchEventToOrigin`);
    // documents: https://docs.xverse.app/sats-connect/connecting-to-the-wallet/disconnect-from-xverse-wallet
    wallet_disconnect: () => {
      wallet.disconnect(family);
      announceDisconnect();
      return null;
    },
    // real code: sats-connect@4.2.1 (`getAccountResultSchema`; -32002 before connecting, none of
    // its prompts after a reload; sats-connect.spec.ts); documents: https://docs.xverse.app/sats-connect/getaccount
    wallet_getAccount: () => {
      wallet.requirePermission(family);
      return ctx.accountResult();
    },
    // real code: sats-connect@4.2.1 (`getCurrentPermissionsResultSchema`: an account and a wallet
    // permission; sats-connect.spec.ts)
    wallet_getCurrentPermissions: () => {
      wallet.requirePermission(family);
      const clientId = globalThis.location?.origin ?? 'null';
      return [
        { type: 'account', resourceId: `account:${wallet.account}`, clientId, actions: { read: true } },
        { type: 'wallet', resourceId: 'wallet', clientId, actions: { readNetwork: true } },
      ];
    },
  };
}
