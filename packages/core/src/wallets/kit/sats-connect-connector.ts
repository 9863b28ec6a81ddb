import { etchBody, mintBody } from '../../clients/ordering/wire';
import { ErrorCode, Errors, type SatchelError } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { call } from './abortable';
import { walletTxid } from './asset-results';
import { createEmitter } from './emitter';
import { fromXverseNetwork, toXverseNetwork } from './network-names';
import { normalisePsbt, requestedIndexes } from './psbt-encoding';
import { toAccounts } from './sats-connect-accounts';
import type { RpcOutcome, SatsConnectTransport } from './sats-connect-transport';
import { readSendAnswer } from './send-answer';
import type {
  AssetTransfers,
  Connector,
  ConnectorCapabilities,
  RunesCallOptions,
  RunesOrders,
  WalletRunesOrder,
} from './types';
import { toWalletError, unsupported, walletFailure } from './wallet-errors';

type Failure = (extra?: { details?: string; cause?: unknown }) => SatchelError;

function outcomeError(outcome: RpcOutcome & { status: 'error' }, failure: Failure): SatchelError {
  return toWalletError(outcome.error, failure);
}

function networkOf(result: unknown): BitcoinNetwork | undefined {
  const info = result as { network?: { bitcoin?: { name?: unknown } }; bitcoin?: { name?: unknown } } | null;
  return fromXverseNetwork(info?.network?.bitcoin?.name ?? info?.bitcoin?.name);
}

/**
 * One connector for every wallet speaking the sats-connect JSON-RPC (Xverse, the Dev Wallet and any
 * `window.btc_providers` entry): the method table of docs/sats-connect.md §3.
 */
export function createSatsConnectConnector(options: {
  id: string;
  name: string;
  transport: SatsConnectTransport;
  capabilities: ConnectorCapabilities;
}): Connector {
  const { id, name, transport, capabilities } = options;

  async function rpc(
    method: string,
    params: unknown,
    failure: Failure,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const outcome = await call(() => transport.request(method, params), signal).catch((error: unknown) => {
      throw toWalletError(error, failure);
    });
    // sats-connect: a falsy response is "Wallet Error processing the request" (docs/sats-connect.md §1.4 step 7).
    if (!outcome) throw Errors.emptyWalletResult();
    if (outcome.status === 'error') throw outcomeError(outcome, failure);
    return outcome.result;
  }

  /** Like rpc, but hands back the error outcome so callers can fall back on -32601/-32002. */
  async function tryRpc(method: string, params: unknown, signal?: AbortSignal): Promise<RpcOutcome> {
    const outcome = await call(() => transport.request(method, params), signal);
    if (!outcome) throw Errors.emptyWalletResult();
    return outcome;
  }

  /** docs/sats-connect.md §4: the wallet handles runes_mint/etch when `getInfo.methods` lists them. */
  async function offers(method: string, signal?: AbortSignal): Promise<boolean> {
    const info = await tryRpc('getInfo', null, signal).catch(() => undefined);
    if (info?.status !== 'success') return true;
    const methods = (info.result as { methods?: unknown } | null)?.methods;
    return !Array.isArray(methods) || methods.includes(method);
  }

  /** The wallet creates the order, pays its funding address and executes it (docs/sats-connect.md §3). */
  async function runesOrder(
    method: 'runes_mint' | 'runes_etch',
    body: Record<string, unknown>,
    opts: RunesCallOptions | undefined,
  ): Promise<WalletRunesOrder> {
    const what = method === 'runes_mint' ? 'rune mint orders' : 'rune etch orders';
    if (!(await offers(method, opts?.signal))) throw unsupported(name, what);
    const params = opts?.network ? { ...body, network: toXverseNetwork(opts.network) } : body;
    const outcome = await call(() => transport.request(method, params), opts?.signal).catch(
      (error: unknown) => {
        throw toWalletError(error, Errors.sendFailed);
      },
    );
    if (!outcome) throw Errors.emptyWalletResult();
    if (outcome.status === 'error') {
      const { code } = outcome.error;
      if (code === ErrorCode.METHOD_NOT_FOUND || code === ErrorCode.METHOD_NOT_SUPPORTED) {
        throw unsupported(name, what);
      }
      throw outcomeError(outcome, Errors.sendFailed);
    }
    const result = outcome.result as Record<string, unknown> | null;
    const { orderId, fundTransactionId, fundingAddress } = result ?? {};
    if (
      typeof orderId !== 'string' ||
      orderId === '' ||
      typeof fundTransactionId !== 'string' ||
      fundTransactionId === '' ||
      typeof fundingAddress !== 'string' ||
      fundingAddress === ''
    ) {
      throw Errors.emptyWalletResult();
    }
    return { orderId, fundTransactionId, fundingAddress };
  }

  const runes: RunesOrders | undefined = capabilities.runesOrders
    ? {
        mint: (request, opts) => runesOrder('runes_mint', mintBody(request), opts),
        etch: (request, opts) => runesOrder('runes_etch', etchBody(request), opts),
      }
    : undefined;

  /**
   * `ord_sendInscriptions {transfers:[{address, inscriptionId}]}` and `runes_transfer
   * {recipients:[{runeName, amount, address}]}`, each answering `{txid}` after the wallet built,
   * signed and broadcast the transfer (docs/sats-connect.md §3). `amount` is a string of the
   * rune's base units: Xverse reads it with `BigInt(amount)` (secretkeylabs/xverse-web-extension,
   * the runes_transfer request hook).
   */
  const sends = capabilities.assetTransfers;
  const assets: AssetTransfers | undefined =
    sends.length === 0
      ? undefined
      : {
          ...(sends.includes('inscription')
            ? {
                sendInscription: async ({ inscriptionId, recipient }, opts) =>
                  walletTxid(
                    await rpc(
                      'ord_sendInscriptions',
                      { transfers: [{ address: recipient, inscriptionId }] },
                      Errors.sendFailed,
                      opts?.signal,
                    ),
                  ),
              }
            : {}),
          ...(sends.includes('runes')
            ? {
                sendRunes: async ({ spacedName, amount, recipient }, opts) =>
                  walletTxid(
                    await rpc(
                      'runes_transfer',
                      {
                        recipients: [{ runeName: spacedName, amount: amount.toString(), address: recipient }],
                      },
                      Errors.sendFailed,
                      opts?.signal,
                    ),
                  ),
              }
            : {}),
        };

  const emitter = createEmitter((emit) => {
    const provider = transport.provider();
    if (typeof provider?.addListener !== 'function') return () => {};
    // Core ≥0.7.1 calls `addListener({eventName, cb})` and gets an unsubscribe back (docs/sats-connect.md §1.5).
    const subscribe = (eventName: string, cb: (event: Record<string, unknown>) => void) => {
      const off = provider.addListener?.({ eventName, cb });
      return typeof off === 'function' ? (off as () => void) : () => {};
    };
    const offs = [
      subscribe('accountChange', (event) =>
        emit('accountsChanged', event.addresses ? toAccounts(event.addresses) : undefined),
      ),
      subscribe('networkChange', (event) => emit('networkChanged', networkOf(event))),
      subscribe('disconnect', () => emit('disconnected')),
    ];
    return () => {
      for (const off of offs) off();
    };
  });

  return {
    id,
    name,
    capabilities,

    async connect({ message, signal }) {
      const params = {
        addresses: ['payment', 'ordinals'],
        ...(message ? { message: message.slice(0, 80) } : {}),
      };
      let outcome = await tryRpc('wallet_connect', params, signal).catch((e: unknown) => {
        throw toWalletError(e, walletFailure);
      });
      if (outcome.status === 'error' && outcome.error.code === ErrorCode.METHOD_NOT_FOUND) {
        // Older sats-connect wallets: permissions first, then the addresses.
        await rpc('wallet_requestPermissions', undefined, walletFailure, signal);
        outcome = await tryRpc('getAddresses', { purposes: ['payment', 'ordinals'] }, signal);
      }
      if (outcome.status === 'error') throw outcomeError(outcome, walletFailure);
      const result = outcome.result as { addresses?: unknown } | null;
      const accounts = toAccounts(result?.addresses);
      if (accounts.length === 0) throw Errors.emptyWalletResult();
      return { accounts, network: networkOf(result) };
    },

    async getAccountsSilently() {
      if (!transport.provider()) return undefined;
      // wallet_getAccount needs the read permission and never prompts: -32002 means "not connected".
      const outcome = await tryRpc('wallet_getAccount', null).catch(() => undefined);
      if (!outcome) return undefined;
      if (outcome.status === 'error') {
        return outcome.error.code === ErrorCode.ACCESS_DENIED ? [] : undefined;
      }
      return toAccounts((outcome.result as { addresses?: unknown } | null)?.addresses);
    },

    async getBalance(opts) {
      const result = (await rpc('getBalance', null, walletFailure, opts?.signal)) as Record<
        string,
        unknown
      > | null;
      if (!result) throw Errors.emptyWalletResult();
      // Balances arrive as decimal strings of sats (docs/sats-connect.md §3).
      const toSats = (value: unknown) => BigInt(String(value ?? '0'));
      return {
        confirmed: toSats(result.confirmed),
        unconfirmed: toSats(result.unconfirmed),
        total: toSats(result.total),
      };
    },

    async getNetwork(opts) {
      return networkOf({ network: await rpc('wallet_getNetwork', null, walletFailure, opts?.signal) });
    },

    async switchNetwork(network, opts) {
      if (!capabilities.networkSwitch) throw unsupported(name, 'switching networks');
      await rpc('wallet_changeNetwork', { name: toXverseNetwork(network) }, walletFailure, opts?.signal);
    },

    async signMessage({ address, message, protocol }, opts) {
      if (!capabilities.messageProtocols.includes(protocol))
        throw unsupported(name, `${protocol} message signing`);
      const wire = protocol === 'bip322' ? 'BIP322' : 'ECDSA';
      const result = (await rpc(
        'signMessage',
        { address, message, protocol: wire },
        Errors.signMessageFailed,
        opts?.signal,
      )) as {
        signature?: unknown;
      } | null;
      if (typeof result?.signature !== 'string' || result.signature === '') throw Errors.emptyWalletResult();
      return { signature: result.signature, address, protocol };
    },

    async signPsbt(request, opts) {
      // No sighash field in sats-connect ≥0.3: the wallet reads each input's sighashType (docs/sats-connect.md §0).
      const params = {
        psbt: request.psbtBase64,
        signInputs: request.signInputs,
        broadcast: request.broadcast ?? false,
      };
      const result = (await rpc('signPsbt', params, Errors.connectorSignFailed, opts?.signal)) as {
        psbt?: unknown;
        txid?: unknown;
      } | null;
      if (typeof result?.psbt !== 'string' || result.psbt === '') throw Errors.emptyWalletResult();
      return normalisePsbt(result.psbt, {
        finalize: request.finalize ?? false,
        signedIndexes: requestedIndexes(request.signInputs),
        // `broadcast: false` answers `txid: ""` (Xverse 0.54.2): no transaction, so no txid.
        txid: typeof result.txid === 'string' && result.txid !== '' ? result.txid : undefined,
      });
    },

    async sendTransfer({ recipients }, opts) {
      if (!capabilities.nativeSend) throw unsupported(name, 'sending bitcoin');
      const wire = recipients.map((r) => {
        // sendTransfer.amount is a JS number of sats (docs/sats-connect.md P16).
        if (r.amount > BigInt(Number.MAX_SAFE_INTEGER))
          throw Errors.sendFailed({ details: 'Amount too large.' });
        return { address: r.address, amount: Number(r.amount) };
      });
      // An empty `txid` (a co-signed vault account's send) is a payment proposed, not broadcast.
      return readSendAnswer(await rpc('sendTransfer', { recipients: wire }, Errors.sendFailed, opts?.signal));
    },

    async disconnect() {
      // Renounce the permissions; wallets without that method know wallet_disconnect.
      const outcome = await tryRpc('wallet_renouncePermissions', undefined).catch(() => undefined);
      if (outcome?.status === 'error' && outcome.error.code === ErrorCode.METHOD_NOT_FOUND) {
        await tryRpc('wallet_disconnect', null).catch(() => undefined);
      }
    },

    ...(runes ? { runes } : {}),
    ...(assets ? { assets } : {}),

    on: emitter.on,
  };
}
