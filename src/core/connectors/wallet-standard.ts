import { base64 } from '@scure/base';
import { Errors } from '../errors';
import { call } from './abortable';
import { addressTypeOf } from './address-type';
import { WALLET_STANDARD_PREFIX } from './families';
import { ALL_NETWORKS } from './network-names';
import { normalisePsbt, psbtBytes, requestedIndexes } from './psbt-encoding';
import { findStandardWallet } from './registry';
import { createSatsConnectConnector } from './sats-connect-connector';
import { directTransport, type SatsConnectProvider } from './sats-connect-transport';
import { SATS_CONNECT_FEATURE, type StandardWalletLike, type StandardWalletSource } from './standard-wallets';
import type { Account, Connector } from './types';
import { toWalletError, unsupported, walletFailure } from './wallet-errors';

interface StandardAccount {
  address: string;
  publicKey?: Uint8Array;
}

type FeatureFn = (...args: unknown[]) => Promise<unknown>;

const hexOf = (bytes: Uint8Array | undefined) =>
  bytes ? [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('') : '';

/** Taproot accounts hold ordinals, the others pay; a lone account does both. */
function toAccounts(accounts: readonly StandardAccount[]): Account[] {
  const mapped = accounts.map((a): Account => {
    const addressType = addressTypeOf(a.address);
    return {
      address: a.address,
      publicKey: hexOf(a.publicKey),
      purpose: addressType === 'p2tr' ? 'ordinals' : 'payment',
      addressType,
    };
  });
  const only = mapped.length === 1 ? mapped[0] : undefined;
  if (only)
    return [
      { ...only, purpose: 'payment' },
      { ...only, purpose: 'ordinals' },
    ];
  return mapped;
}

/**
 * A Bitcoin Wallet Standard wallet (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`, `bitcoin:signAndSendTransaction`; the Bitcoin Wallet Standard feature list).
 * Wallets that expose a sats-connect provider through `sats-connect:` speak sats-connect instead.
 */
export function createWalletStandardConnector(walletId: string, wallet: StandardWalletLike): Connector {
  const satsConnect = (
    wallet.features[SATS_CONNECT_FEATURE] as { provider?: SatsConnectProvider } | undefined
  )?.provider;
  if (typeof satsConnect?.request === 'function') {
    return createSatsConnectConnector({
      id: walletId,
      name: wallet.name,
      transport: directTransport(satsConnect, wallet.name),
      capabilities: {
        nativeSend: true,
        multiRecipientSend: true,
        messageProtocols: ['ecdsa', 'bip322'],
        sighashes: 'psbt-field',
        broadcastPsbt: true,
        balance: true,
        networkSwitch: false,
        silentReconnect: true,
        events: true,
        runesOrders: false,
        networks: ALL_NETWORKS,
      },
    });
  }
  const feature = (name: string, fn: string): FeatureFn | undefined => {
    const f = (wallet.features[name] as Record<string, unknown> | undefined)?.[fn];
    return typeof f === 'function' ? (f as FeatureFn) : undefined;
  };
  const need = (name: string, fn: string) => {
    const f = feature(name, fn);
    if (!f) throw unsupported(wallet.name, name);
    return f;
  };
  let connected: StandardAccount[] = [];
  const accountFor = (address: string) => connected.find((a) => a.address === address) ?? { address };

  return {
    id: walletId,
    name: wallet.name,
    capabilities: {
      nativeSend: false,
      multiRecipientSend: false,
      messageProtocols: feature('bitcoin:signMessage', 'signMessage') ? ['bip322'] : [],
      sighashes: 'request',
      broadcastPsbt: !!feature('bitcoin:signAndSendTransaction', 'signAndSendTransaction'),
      balance: false,
      networkSwitch: false,
      silentReconnect: true,
      events: !!feature('standard:events', 'on'),
      runesOrders: false,
      networks: ALL_NETWORKS,
    },

    async connect({ signal }) {
      const connect = need('bitcoin:connect', 'connect');
      const result = (await call(() => connect({ purposes: ['payment', 'ordinals'] }), signal).catch(
        (e: unknown) => {
          throw toWalletError(e, walletFailure);
        },
      )) as { accounts?: StandardAccount[] } | null;
      connected = result?.accounts ?? [];
      if (connected.length === 0) throw Errors.emptyWalletResult();
      return { accounts: toAccounts(connected), network: undefined };
    },

    // `wallet.accounts` is a property: reading it never prompts.
    getAccountsSilently: async () => {
      connected = [...((wallet.accounts ?? []) as StandardAccount[])];
      return toAccounts(connected);
    },

    getBalance: async () => {
      throw unsupported(wallet.name, 'reading a balance');
    },

    getNetwork: async () => undefined,

    async signMessage({ address, message, protocol }, opts) {
      if (protocol !== 'bip322') throw unsupported(wallet.name, 'ECDSA message signing');
      const sign = need('bitcoin:signMessage', 'signMessage');
      const out = (await call(
        () => sign({ account: accountFor(address), message: new TextEncoder().encode(message) }),
        opts?.signal,
      ).catch((e: unknown) => {
        throw toWalletError(e, Errors.signMessageFailed);
      })) as { signature?: Uint8Array }[] | null;
      const signature = out?.[0]?.signature;
      if (!signature?.length) throw Errors.emptyWalletResult();
      return { signature: base64.encode(signature), address, protocol };
    },

    async signPsbt(request, opts) {
      const sighash = request.allowedSighash?.length === 1 ? request.allowedSighash[0] : undefined;
      const inputsToSign = Object.entries(request.signInputs).map(([address, signingIndexes]) => ({
        account: accountFor(address),
        signingIndexes,
        ...(sighash === undefined ? {} : { sigHash: sighash }),
      }));
      const psbt = psbtBytes(request.psbtBase64);
      const sendToo =
        request.broadcast && feature('bitcoin:signAndSendTransaction', 'signAndSendTransaction');
      const fn = sendToo || need('bitcoin:signTransaction', 'signTransaction');
      const out = (await call(() => fn({ psbt, inputsToSign }), opts?.signal).catch((e: unknown) => {
        throw toWalletError(e, Errors.signPsbtFailed);
      })) as { signedPsbt?: Uint8Array; txId?: string }[] | null;
      const first = out?.[0];
      if (!first) throw Errors.emptyWalletResult();
      return normalisePsbt(base64.encode(first.signedPsbt ?? psbt), {
        finalize: request.finalize ?? false,
        signedIndexes: requestedIndexes(request.signInputs),
        txid: first.txId,
      });
    },

    sendTransfer: async () => {
      throw unsupported(wallet.name, 'sending bitcoin directly');
    },

    async disconnect() {
      await feature('standard:disconnect', 'disconnect')?.().catch(() => undefined);
    },

    on(event, listener) {
      const on = feature('standard:events', 'on') as unknown as
        | ((name: string, cb: (props: { accounts?: StandardAccount[] }) => void) => () => void)
        | undefined;
      if (!on || event !== 'accountsChanged') return () => {};
      return on('change', (props) => {
        if (!props.accounts) return;
        connected = [...props.accounts];
        (listener as (accounts: Account[]) => void)(toAccounts(connected));
      });
    },
  };
}

/** The connector of a discovered Wallet Standard wallet by its wallet id, as the family table loads it. */
export function createWalletStandardConnectorFor(
  walletId: string,
  source: StandardWalletSource | undefined,
): Connector {
  const wallet = findStandardWallet(walletId, source);
  if (!wallet) throw Errors.providerNotFound(walletId.slice(WALLET_STANDARD_PREFIX.length));
  return createWalletStandardConnector(walletId, wallet);
}
