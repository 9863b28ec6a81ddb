import { base64, hex } from '@scure/base';
import { Errors, type SatchelError } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { networkOfChainId } from '../../protocol/message/sign-in';
import { abortable } from '../kit/abortable';
import { createEmitter } from '../kit/emitter';
import { normalisePsbt, requestedIndexes } from '../kit/psbt-encoding';
import type { Account, Connector } from '../kit/types';
import { toWalletError, unsupported, walletFailure } from '../kit/wallet-errors';
import { accountsFromAddresses, announcedAccounts, connectedAccounts, sessionAddresses } from './accounts';
import { sessionCapabilities } from './capabilities';
import { chainIdOf } from './chain-ids';
import {
  ADDRESSES_CHANGED,
  BIP122_METHODS,
  BIP122_NAMESPACE,
  type Bip122Method,
  DEV_WALLET_SESSION_MARK,
  WALLETCONNECT_ID,
  WALLETCONNECT_NAME,
  type WalletConnectOptions,
} from './options';
import { liveSession, signClient } from './sign-client';
import type {
  WalletConnectClient,
  WalletConnectSession,
  WalletConnectSessionEvent,
} from './sign-client-types';

interface WalletConnectContext {
  options: WalletConnectOptions;
  /** On a private test chain only the Dev Wallet's phone-wallet sessions are kept. */
  privateChain: boolean;
}

/**
 * WalletConnect's SDK errors a wallet answers a refusal with (`getSdkError`: USER_REJECTED 5000,
 * USER_REJECTED_CHAINS 5001, USER_REJECTED_METHODS 5002, USER_REJECTED_EVENTS 5003), as well as the
 * JSON-RPC 4001 most wallets use.
 */
const REFUSALS = new Set([4001, 5000, 5001, 5002, 5003]);

/** A wallet's error as Satchel's: a refusal is -32000 on every wallet (DESIGN, Errors). */
function walletError(raw: unknown, failure: (extra?: { details?: string; cause?: unknown }) => SatchelError) {
  const code = raw && typeof raw === 'object' && 'code' in raw ? raw.code : undefined;
  if (REFUSALS.has(code as number)) return toWalletError({ code: 4001, message: messageOf(raw) }, failure);
  return toWalletError(raw, failure);
}

const messageOf = (raw: unknown) =>
  raw && typeof raw === 'object' && 'message' in raw && typeof raw.message === 'string' ? raw.message : '';

/** The reference's signatures are "hex encoded bytes" (AppKit reads them so); Satchel's are base64. */
function base64Signature(signature: string): string {
  const text = signature.trim().replace(/^0x/i, '');
  if (/^([0-9a-f]{2})+$/i.test(text)) return base64.encode(hex.decode(text.toLowerCase()));
  return signature;
}

/**
 * A phone wallet over WalletConnect's Bitcoin namespace
 * (https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin): the page proposes a
 * session for its chain with the four methods and the event, shows the pairing link while the
 * wallet approves, then speaks to it through the relay. The session outlives a reload (the SDK
 * keeps it), so a stored connection comes back without a prompt; either side's disconnect ends it.
 */
export function createWalletConnectConnector(ctx: WalletConnectContext): Connector {
  let session: WalletConnectSession | undefined;
  let network: BitcoinNetwork | undefined;
  let client: WalletConnectClient | undefined;

  const open = async () => {
    client ??= await signClient(ctx.options).catch((error: unknown) => {
      throw walletFailure({
        details: `WalletConnect could not reach its relay: ${messageOf(error) || String(error)}`,
        cause: error,
      });
    });
    return client;
  };

  const current = () => {
    if (!session || !client) throw Errors.providerNotFound(WALLETCONNECT_NAME);
    return { session, client };
  };

  /** The session's first account: every request names it (the reference's `account`). */
  const account = (s: WalletConnectSession) => {
    const chainId = chainIdOf(network ?? 'mainnet');
    const first = sessionAddresses(s.namespaces[BIP122_NAMESPACE]?.accounts, chainId)[0];
    if (!first) throw Errors.emptyWalletResult();
    return first;
  };

  const request = async <T>(
    method: Bip122Method,
    params: Record<string, unknown>,
    failure: (extra?: { details?: string; cause?: unknown }) => SatchelError,
    signal?: AbortSignal,
  ): Promise<T> => {
    const { session: s, client: c } = current();
    if (!(s.namespaces[BIP122_NAMESPACE]?.methods ?? []).includes(method))
      throw unsupported(peerName(s), method);
    const work = c.request<T>({
      topic: s.topic,
      chainId: chainIdOf(network ?? 'mainnet'),
      request: { method, params },
    });
    return abortable(work, signal).catch((error: unknown) => {
      throw walletError(error, failure);
    });
  };

  const readAccounts = async (s: WalletConnectSession, signal?: AbortSignal): Promise<Account[]> => {
    const chainId = chainIdOf(network ?? 'mainnet');
    const listed = sessionAddresses(s.namespaces[BIP122_NAMESPACE]?.accounts, chainId);
    const answer = (s.namespaces[BIP122_NAMESPACE]?.methods ?? []).includes('getAccountAddresses')
      ? await request<unknown>('getAccountAddresses', { account: listed[0] }, walletFailure, signal)
      : [];
    const accounts = connectedAccounts(answer, listed);
    if (accounts.length === 0) throw Errors.emptyWalletResult();
    return accounts;
  };

  /** A session from anything but the Dev Wallet's phone mode ends at once here. */
  const refuseUnmarked = async (s: WalletConnectSession) => {
    if (!ctx.privateChain || s.sessionProperties?.[DEV_WALLET_SESSION_MARK] === 'true') return;
    await client?.disconnect({ topic: s.topic, reason: { code: 6000, message: 'Private test chain.' } });
    session = undefined;
    throw Errors.privateChainWallet(peerName(s));
  };

  const emitter = createEmitter((emit) => {
    const c = client;
    if (!c) return () => {};
    /**
     * The last event that named an address the session does not hold. A wallet that switches
     * accounts updates the session, then announces them; the SDK may hand the page the event first,
     * so the session's next update reads it again.
     */
    let ahead: unknown;
    const follow = (s: WalletConnectSession, data: unknown) => {
      const named = accountsFromAddresses(data);
      if (named.length === 0) {
        ahead = undefined;
        emit('accountsChanged', undefined);
        return;
      }
      const listed = sessionAddresses(
        s.namespaces[BIP122_NAMESPACE]?.accounts,
        chainIdOf(network ?? 'mainnet'),
      );
      const held = announcedAccounts(data, listed);
      ahead = named.every((a) => listed.includes(a.address)) ? undefined : data;
      if (held.length > 0) emit('accountsChanged', held);
    };
    const onEvent = (event: WalletConnectSessionEvent) => {
      if (!session || event.topic !== session.topic || event.params.event.name !== ADDRESSES_CHANGED) return;
      follow(session, event.params.event.data);
    };
    const onUpdate = (event: { topic: string }) => {
      if (event.topic !== session?.topic) return;
      session = c.session.get(event.topic);
      if (ahead !== undefined) follow(session, ahead);
    };
    const onEnd = (event: { topic: string }) => {
      if (event.topic !== session?.topic) return;
      session = undefined;
      emit('disconnected');
    };
    c.on('session_event', onEvent);
    c.on('session_update', onUpdate);
    c.on('session_delete', onEnd);
    c.on('session_expire', onEnd);
    return () => {
      c.off('session_event', onEvent);
      c.off('session_update', onUpdate);
      c.off('session_delete', onEnd);
      c.off('session_expire', onEnd);
    };
  });

  return {
    id: WALLETCONNECT_ID,
    name: WALLETCONNECT_NAME,
    get capabilities() {
      return sessionCapabilities(session);
    },

    async connect(options) {
      network = options.network;
      const c = await open();
      const chainId = chainIdOf(options.network);
      session = liveSession(c, chainId);
      if (!session) {
        const { uri, approval } = await c.connect({
          requiredNamespaces: {
            [BIP122_NAMESPACE]: {
              chains: [chainId],
              methods: [...BIP122_METHODS],
              events: [ADDRESSES_CHANGED],
            },
          },
        });
        if (uri) options.onPairingUri?.(uri);
        session = await abortable(approval(), options.signal).catch((error: unknown) => {
          throw walletError(error, walletFailure);
        });
      }
      await refuseUnmarked(session);
      return { accounts: await readAccounts(session, options.signal), network: options.network };
    },

    async getAccountsSilently(options) {
      network = options.network;
      const c = await open().catch(() => undefined);
      const found = c ? liveSession(c, chainIdOf(options.network)) : undefined;
      if (!found) return undefined;
      session = found;
      if (ctx.privateChain && found.sessionProperties?.[DEV_WALLET_SESSION_MARK] !== 'true') return undefined;
      // The wallet answers getAccountAddresses without asking its user; a phone that is away leaves
      // the session's own addresses, which name the account without its keys.
      return readAccounts(found, AbortSignal.timeout(SILENT_READ_MS)).catch(() => {
        const listed = sessionAddresses(
          found.namespaces[BIP122_NAMESPACE]?.accounts,
          chainIdOf(options.network),
        );
        return connectedAccounts([], listed);
      });
    },

    getBalance: async () => {
      throw unsupported(WALLETCONNECT_NAME, 'reading a balance');
    },

    async getNetwork() {
      const chain = session?.namespaces[BIP122_NAMESPACE]?.chains?.[0];
      return chain ? networkOfChainId(chain) : network;
    },

    async signMessage({ address, message, protocol }, opts) {
      const s = current().session;
      const result = await request<{ signature?: unknown; address?: unknown }>(
        'signMessage',
        { account: account(s), address, message, protocol },
        Errors.signMessageFailed,
        opts?.signal,
      );
      if (typeof result?.signature !== 'string' || result.signature === '') throw Errors.emptyWalletResult();
      return { signature: base64Signature(result.signature), address, protocol };
    },

    async signPsbt(req, opts) {
      const s = current().session;
      // One entry per input with the sighashes the request allows (the reference's `signInputs`).
      const signInputs = Object.entries(req.signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({
          address,
          index,
          ...(req.allowedSighash?.length ? { sighashTypes: req.allowedSighash } : {}),
        })),
      );
      const result = await request<{ psbt?: unknown; txid?: unknown }>(
        'signPsbt',
        { account: account(s), psbt: req.psbtBase64, signInputs, broadcast: req.broadcast ?? false },
        Errors.signPsbtFailed,
        opts?.signal,
      );
      if (typeof result?.psbt !== 'string' || result.psbt === '') throw Errors.emptyWalletResult();
      return normalisePsbt(result.psbt, {
        finalize: req.finalize ?? false,
        signedIndexes: requestedIndexes(req.signInputs),
        txid: typeof result.txid === 'string' ? result.txid : undefined,
      });
    },

    async sendTransfer({ recipients }, opts) {
      const s = current().session;
      const [recipient, ...more] = recipients;
      if (!recipient || more.length > 0)
        throw unsupported(peerName(s), 'sending to several recipients at once');
      const result = await request<{ txid?: unknown }>(
        'sendTransfer',
        { account: account(s), recipientAddress: recipient.address, amount: recipient.amount.toString() },
        Errors.sendFailed,
        opts?.signal,
      );
      if (typeof result?.txid !== 'string' || result.txid === '') throw Errors.emptyWalletResult();
      return { txid: result.txid };
    },

    async disconnect() {
      const ending = session;
      session = undefined;
      if (!ending || !client) return;
      await client
        .disconnect({ topic: ending.topic, reason: { code: 6000, message: 'User disconnected.' } })
        .catch(() => undefined);
    },

    on: (event, listener) => emitter.on(event, listener),
  };
}

/** A silent read waits this long for a phone that may be asleep, then names the account alone. */
const SILENT_READ_MS = 8_000;

/** The wallet's own name for messages, from the session's peer. */
function peerName(s: WalletConnectSession): string {
  const name = s.peer?.metadata?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : WALLETCONNECT_NAME;
}
