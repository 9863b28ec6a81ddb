import { base64, hex } from '@scure/base';
import type { Family } from '../config';
import { toFailure, WalletFailure } from '../errors';
import type { KeyAccount } from '../keys';
import type { MessageProtocol } from '../message-signing';
import { defaultProtocolFor } from '../message-signing';
import { inscriptionsOf, ordBaseFor } from '../ord';
import { decodePsbt, type InputToSign } from '../psbt-signing';
import { trackMethods } from '../request-log';
import type { Signer } from '../signer';
import type { DevWallet } from '../wallet';
import { RunesClient, withoutNetwork } from './runes';
import { SATS_CONNECT_ASSET_METHODS, satsConnectAssetHandlers } from './sats-connect-assets';
import { networkFromXverseName, randomId, XVERSE_NETWORK_NAMES } from './shared';
import { createV1TokenMethods } from './v1-token';

type Envelope =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string; data?: unknown } };

/** Xverse's methods as sats-connect 4.2.1 knows them (docs/sats-connect.md §3). */
export const SATS_CONNECT_METHODS = [
  'getInfo',
  'getAccounts',
  'getAddresses',
  'getBalance',
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'wallet_connect',
  'wallet_disconnect',
  'wallet_requestPermissions',
  'wallet_renouncePermissions',
  'wallet_getCurrentPermissions',
  'wallet_getAccount',
  'wallet_getWalletType',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'runes_mint',
  'runes_etch',
  'runes_estimateMint',
  'runes_estimateEtch',
  'runes_getOrder',
  'runes_estimateRbfOrder',
  'runes_rbfOrder',
  'ord_getInscriptions',
  ...SATS_CONNECT_ASSET_METHODS,
] as const;

const PURPOSES = ['payment', 'ordinals'] as const;

/** Real Xverse error codes and messages (docs/sats-connect.md §2.3). */
function errorFor(error: unknown, method: string): { code: number; message: string; data?: unknown } {
  const failure = toFailure(error);
  switch (failure.kind) {
    case 'rejected':
      return { code: -32000, message: 'User rejected the request.' };
    case 'access-denied':
      return { code: -32002, message: 'Access denied.' };
    case 'invalid-params':
      return { code: -32602, message: 'Invalid parameters.', data: { error: failure.message } };
    case 'address-mismatch':
      return { code: -32600, message: 'Address mismatch.', data: { error: failure.message } };
    case 'invalid-request':
      return { code: -32600, message: failure.message };
    default:
      return method.startsWith('runes_')
        ? { code: -32603, message: failure.message }
        : { code: -32603, message: 'Internal error.', data: { error: failure.message } };
  }
}

function asObject(params: unknown): Record<string, unknown> {
  return params && typeof params === 'object' && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : {};
}

function invalid(message: string): never {
  throw new WalletFailure('invalid-params', message);
}

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<Envelope>;
  addListener(...args: unknown[]): () => void;
  [legacy: string]: unknown;
}

/**
 * A sats-connect JSON-RPC provider (Xverse's `BitcoinProvider`): `request(method, params)` always
 * resolves to a JSON-RPC 2.0 envelope and never rejects (docs/sats-connect.md §2.2, §8).
 */
export function createSatsConnectProvider(
  wallet: DevWallet,
  family: Family,
  version: string,
): SatsConnectProvider {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const runes = RunesClient.forEsplora(wallet.config.esploraUrl);

  const fire = (eventName: string, payload: unknown) => {
    for (const cb of [...(listeners.get(eventName) ?? [])]) {
      try {
        cb(payload);
      } catch (error) {
        console.error('[Satchel Dev Wallet] listener failed', error);
      }
    }
  };

  const addressObject = (account: KeyAccount) => ({
    address: account.address,
    // Xverse: 33-byte compressed key for payment, 32-byte x-only key for taproot (§3).
    publicKey: hex.encode(
      wallet.reportedKey(
        family,
        account.address,
        account.addressType === 'p2tr' ? account.xOnlyPublicKey : account.publicKey,
      ),
    ),
    purpose: account.purpose,
    addressType: account.addressType,
    walletType: 'software' as const,
  });

  const addresses = (purposes: readonly string[] = PURPOSES) => {
    const ring = wallet.keys();
    return purposes
      .filter((p): p is 'payment' | 'ordinals' => p === 'payment' || p === 'ordinals')
      .map((p) => addressObject(ring[p]));
  };

  const networkInfo = () => ({
    bitcoin: { name: XVERSE_NETWORK_NAMES[wallet.network] },
    stacks: { name: wallet.network === 'mainnet' ? 'mainnet' : 'testnet' },
    spark: { name: wallet.network === 'mainnet' ? 'mainnet' : 'regtest' },
  });

  const accountResult = () => ({
    id: `${family}-${wallet.account}`,
    addresses: addresses(),
    walletType: 'software' as const,
    network: networkInfo(),
  });

  const purposesOf = (params: unknown): readonly string[] => {
    const list = asObject(params).purposes ?? asObject(params).addresses;
    if (list === undefined || list === null) return PURPOSES;
    if (!Array.isArray(list)) invalid('purposes must be an array');
    return list as string[];
  };

  // A rune order is funded by a send: its signer is taken before the order is placed, so keys the
  // gate refuses (SPEC R24.2) stop it before any request to the ordering service.
  const fundingSigner = () => wallet.signer(wallet.networkFor(family));

  const sendTransfer = async (method: string, recipients: unknown, signer?: Signer) => {
    if (!Array.isArray(recipients) || recipients.length === 0)
      invalid('recipients must be a non-empty array');
    const parsed = recipients.map((r) => {
      const { address, amount } = asObject(r);
      if (typeof address !== 'string') invalid('recipient address must be a string');
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
        invalid('recipient amount must be a positive integer number of sats');
      }
      return { address, amount: BigInt(amount) };
    });
    return wallet.sendTransfer(family, method, parsed, signer ? { signer } : {});
  };

  const handlers: Record<string, (params: unknown, method: string) => Promise<unknown> | unknown> = {
    getInfo: () => ({ version, platform: 'web', methods: [...SATS_CONNECT_METHODS], supports: [] }),

    wallet_connect: async (params, method) => {
      const p = asObject(params);
      if (p.message !== undefined && (typeof p.message !== 'string' || p.message.length > 80)) {
        invalid('The message must not exceed 80 characters.');
      }
      const target = p.network === undefined ? undefined : networkFromXverseName(p.network);
      if (p.network !== undefined && !target) invalid(`Unknown network ${String(p.network)}`);
      await wallet.connect(family, method, typeof p.message === 'string' ? p.message : undefined);
      if (target) wallet.setNetwork(target);
      return { ...accountResult(), addresses: addresses(purposesOf(p.addresses === undefined ? null : p)) };
    },
    getAccounts: async (params, method) => {
      const purposes = purposesOf(params);
      await wallet.connect(family, method, asObject(params).message as string | undefined);
      return addresses(purposes);
    },
    getAddresses: async (params, method) => {
      const purposes = purposesOf(params);
      await wallet.connect(family, method, asObject(params).message as string | undefined);
      return { addresses: addresses(purposes), network: networkInfo() };
    },
    wallet_requestPermissions: async (_params, method) => {
      await wallet.connect(family, method);
      return true;
    },
    wallet_renouncePermissions: () => {
      wallet.disconnect(family);
      return null;
    },
    wallet_disconnect: () => {
      wallet.disconnect(family);
      fire('disconnect', { type: 'disconnect' });
      return null;
    },
    wallet_getAccount: () => {
      wallet.requirePermission(family);
      return accountResult();
    },
    wallet_getCurrentPermissions: () => {
      wallet.requirePermission(family);
      const clientId = globalThis.location?.origin ?? 'null';
      return [
        { type: 'account', resourceId: `account:${wallet.account}`, clientId, actions: { read: true } },
        { type: 'wallet', resourceId: 'wallet', clientId, actions: { readNetwork: true } },
      ];
    },
    wallet_getWalletType: () => {
      wallet.requirePermission(family);
      return 'software';
    },
    wallet_getNetwork: () => {
      wallet.requirePermission(family);
      return networkInfo();
    },
    // Prompts, switches, then fires `networkChange` with the new network and addresses
    // (https://docs.xverse.app/sats-connect/wallet-methods/wallet_changenetwork, docs/sats-connect.md §3).
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
    // docs/sats-connect.md §3: `ord_getInscriptions {offset, limit}` → `{total, limit, offset,
    // inscriptions}`, numbers as strings where sats-connect's schema says so; read from ord.
    ord_getInscriptions: async (params) => {
      wallet.requirePermission(family);
      const { offset, limit } = asObject(params);
      if (!Number.isInteger(offset) || !Number.isInteger(limit)) invalid('offset and limit are required');
      const ordinals = wallet.keys().ordinals.address;
      const { total, inscriptions } = await inscriptionsOf(
        ordBaseFor(wallet.config),
        ordinals,
        Number(offset),
        Number(limit),
      );
      return {
        total,
        limit,
        offset,
        inscriptions: inscriptions.map((i) => ({
          inscriptionId: i.id,
          inscriptionNumber: String(i.number),
          address: i.address,
          postage: String(i.value),
          contentLength: String(i.contentLength),
          contentType: i.contentType,
          timestamp: i.timestamp,
          offset: i.offset,
          genesisTransaction: i.id.slice(0, 64),
          output: i.output,
        })),
      };
    },
    getBalance: async () => {
      wallet.requirePermission(family);
      const balance = await wallet.balance(wallet.keys().payment.address);
      // Strings: Chrome extension messaging cannot carry BigInt (docs/sats-connect.md §3).
      return {
        confirmed: balance.confirmed.toString(),
        unconfirmed: balance.unconfirmed.toString(),
        total: balance.total.toString(),
      };
    },
    signMessage: async (params, method) => {
      const { address, message, protocol } = asObject(params);
      if (typeof address !== 'string') invalid('address is required');
      if (typeof message !== 'string') invalid('message is required');
      if (protocol !== undefined && protocol !== 'ECDSA' && protocol !== 'BIP322')
        invalid('protocol must be ECDSA or BIP322');
      const account = wallet.accountFor(address);
      const chosen: MessageProtocol =
        protocol === undefined ? defaultProtocolFor(account) : protocol === 'ECDSA' ? 'ecdsa' : 'bip322';
      const signed = await wallet.signMessage(family, method, account, message, chosen);
      return {
        signature: signed.signature,
        messageHash: signed.messageHash,
        address: account.address,
        protocol: chosen === 'ecdsa' ? 'ECDSA' : 'BIP322',
      };
    },
    signPsbt: async (params, method) => {
      const { psbt, signInputs, broadcast } = asObject(params);
      if (typeof psbt !== 'string' || psbt === '') invalid('psbt must be a base64 string');
      const tx = decodePsbt(psbt);
      let inputs: InputToSign[] | undefined;
      if (signInputs !== undefined && signInputs !== null) {
        if (typeof signInputs !== 'object' || Array.isArray(signInputs))
          invalid('signInputs must be a record');
        inputs = [];
        for (const [address, indexes] of Object.entries(signInputs as Record<string, unknown>)) {
          const account = wallet.accountFor(address);
          if (!Array.isArray(indexes)) invalid('signInputs values must be arrays of input indexes');
          for (const index of indexes) inputs.push({ index: Number(index), account });
        }
      }
      const signed = await wallet.signPsbt(family, method, tx, inputs, broadcast === true ? 'all' : 'none');
      if (broadcast !== true) return { psbt: base64.encode(signed.tx.toPSBT()) };
      const txid = await wallet.broadcast(signed.tx);
      return { psbt: base64.encode(signed.tx.toPSBT()), txid };
    },
    sendTransfer: async (params, method) => {
      const txid = await sendTransfer(method, asObject(params).recipients);
      return { txid };
    },

    // Runes (SPEC R8): estimates and lookups are plain calls; mint/etch/rbf pay through sendTransfer.
    runes_estimateMint: (params) => runes.call('POST', '/runes/mint/estimate', withoutNetwork(params)),
    runes_estimateEtch: (params) => runes.call('POST', '/runes/etch/estimate', withoutNetwork(params)),
    runes_getOrder: (params) =>
      runes.call('GET', `/orders/${encodeURIComponent(String(asObject(params).id))}`, undefined, true),
    runes_estimateRbfOrder: (params) => {
      const { orderId, newFeeRate } = asObject(params);
      return runes.call(
        'POST',
        `/orders/${encodeURIComponent(String(orderId))}/rbf-estimate`,
        { newFeeRate },
        true,
      );
    },
    runes_rbfOrder: async (params, method) => {
      const signer = fundingSigner();
      const { orderId, newFeeRate } = asObject(params);
      const estimate = await runes.call<{ rbfCost: number; fundingAddress: string }>(
        'POST',
        `/orders/${encodeURIComponent(String(orderId))}/rbf-estimate`,
        { newFeeRate },
        true,
      );
      const txid = await sendTransfer(
        method,
        [{ address: estimate.fundingAddress, amount: estimate.rbfCost }],
        signer,
      );
      return { orderId, fundRBFTransactionId: txid, fundingAddress: estimate.fundingAddress };
    },
    runes_mint: (params, method) => runesOrder('mint', params, method),
    runes_etch: (params, method) => runesOrder('etch', params, method),
    // runes_getBalance, runes_transfer, ord_sendInscriptions: from the ord index (sats-connect-assets.ts).
    ...satsConnectAssetHandlers(wallet, family),
  };

  async function runesOrder(kind: 'mint' | 'etch', params: unknown, method: string) {
    const signer = fundingSigner();
    const order = await runes.call<{ orderId: string; fundAddress: string; fundAmount: number }>(
      'POST',
      `/runes/${kind}/orders`,
      withoutNetwork(params),
    );
    const txid = await sendTransfer(
      method,
      [{ address: order.fundAddress, amount: order.fundAmount }],
      signer,
    );
    await runes.call('POST', `/runes/${kind}/orders/${encodeURIComponent(order.orderId)}/execute`, {
      fundTransactionId: txid,
    });
    return { orderId: order.orderId, fundTransactionId: txid, fundingAddress: order.fundAddress };
  }

  async function answer(method: string, params: unknown): Promise<Envelope> {
    const id = randomId();
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (!handler) {
      return { jsonrpc: '2.0', id, error: { code: -32601, message: `"${method}" is not supported.` } };
    }
    try {
      const result = await handler(params, method);
      return { jsonrpc: '2.0', id, result };
    } catch (error) {
      return { jsonrpc: '2.0', id, error: errorFor(error, method) };
    }
  }

  const provider: SatsConnectProvider = {
    async request(method: string, params?: unknown): Promise<Envelope> {
      const logged = wallet.requests.start(family, String(method), params === undefined ? [] : [params]);
      const envelope = await answer(method, params);
      if ('error' in envelope) wallet.requests.fail(logged, envelope.error);
      else wallet.requests.succeed(logged, envelope.result);
      return envelope;
    },

    /** Accepts `({eventName, cb})` (core ≥0.7.1) and `(eventName, cb)` (older builds), §1.5. */
    addListener(...args: unknown[]): () => void {
      const [first, second] = args;
      const { eventName, cb } =
        typeof first === 'string'
          ? { eventName: first, cb: second }
          : (asObject(first) as { eventName?: unknown; cb?: unknown });
      if (typeof eventName !== 'string' || typeof cb !== 'function') {
        throw new Error('addListener expects ({eventName, cb}) or (eventName, cb).');
      }
      const callback = cb as (payload: unknown) => void;
      let set = listeners.get(eventName);
      if (!set) {
        set = new Set();
        listeners.set(eventName, set);
      }
      set.add(callback);
      return () => listeners.get(eventName)?.delete(callback);
    },
    ...trackMethods(wallet.requests, family, createV1TokenMethods(wallet, family)),
  };

  wallet.onEvent((event) => {
    if (event.type === 'accountChange')
      fire('accountChange', { type: 'accountChange', addresses: addresses() });
    else if (event.type === 'networkChange') {
      const info = networkInfo();
      fire('networkChange', {
        type: 'networkChange',
        bitcoin: info.bitcoin,
        stacks: info.stacks,
        addresses: addresses(),
      });
    } else if (event.type === 'disconnect' && (event.family === undefined || event.family === family)) {
      fire('disconnect', { type: 'disconnect' });
    } else if (event.type === 'raw') fire(event.name, event.payload);
  });

  return provider;
}
