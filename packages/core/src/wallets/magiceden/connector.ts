import { ErrorCode, Errors, SatchelError } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { call } from '../kit/abortable';
import { createEmitter, type Emit } from '../kit/emitter';
import { findMagicEdenGlobal, type WalletGlobals } from '../kit/globals';
import { toXverseNetwork } from '../kit/network-names';
import { normalisePsbt, requestedIndexes } from '../kit/psbt-encoding';
import { toAccounts } from '../kit/sats-connect-accounts';
import {
  findMagicEdenStandard,
  SATS_CONNECT_FEATURE,
  type StandardWalletSource,
} from '../kit/standard-wallets';
import type { Account, Connector, SignPsbtRequest, SignPsbtResult } from '../kit/types';
import { unsecuredToken } from '../kit/unsecured-token';
import { toWalletError, unsupported } from '../kit/wallet-errors';
import { capabilities } from './capabilities';

const NAME = 'Magic Eden';

type Failure = (extra?: { details?: string; cause?: unknown }) => SatchelError;

/**
 * Magic Eden has no `request()`; a rejection's shape is undocumented, so a rejection without a
 * message is read as a cancel (docs/wallet-interfaces.md §2, §11 item 1).
 */
function mapError(error: unknown, failure: Failure): SatchelError {
  const message = error instanceof Error ? error.message : (error as { message?: unknown } | null)?.message;
  if (!message || /cancel|reject|denied|declin/i.test(String(message))) {
    return new SatchelError(ErrorCode.USER_REJECTION, Errors.userRejected().message, { cause: error });
  }
  return toWalletError(error, failure);
}

/** v1 `inputsToSign`: one entry per address; a lone allowed sighash travels as `sigHash`. */
function inputsToSign(request: SignPsbtRequest) {
  const sigHash = request.allowedSighash?.length === 1 ? request.allowedSighash[0] : undefined;
  return Object.entries(request.signInputs).map(([address, signingIndexes]) => ({
    address,
    signingIndexes,
    ...(sigHash === undefined ? {} : { sigHash }),
  }));
}

/** One `{psbtBase64, txId?}` answer as the common result. */
function signedResult(request: SignPsbtRequest, answer: unknown): SignPsbtResult {
  const result = (answer ?? {}) as { psbtBase64?: unknown; txId?: unknown };
  if (typeof result.psbtBase64 !== 'string' || result.psbtBase64 === '') throw Errors.emptyWalletResult();
  return normalisePsbt(result.psbtBase64, {
    finalize: request.finalize ?? false,
    signedIndexes: requestedIndexes(request.signInputs),
    txid: typeof result.txId === 'string' ? result.txId : undefined,
  });
}

/**
 * The addresses of an `accountsChanged` payload: the bare list Magic Eden documents
 * (https://docs-wallet.magiceden.io/bitcoin/provider-events) and bigmi types, or the `{accounts}`
 * object bitcoin-wallet-connector reads; undefined for anything else.
 */
function changedAddresses(payload: unknown): unknown[] | undefined {
  if (Array.isArray(payload)) return payload;
  const accounts =
    payload && typeof payload === 'object' ? (payload as { accounts?: unknown }).accounts : undefined;
  return Array.isArray(accounts) ? accounts : undefined;
}

/** Magic Eden through the Wallet Standard `sats-connect:` feature, else `window.magicEden.bitcoin`. */
export function createMagicEdenConnector(
  win: WalletGlobals,
  standard: StandardWalletSource | undefined,
): Connector {
  let network: BitcoinNetwork = 'mainnet';
  let payment: Account | undefined;
  const provider = (): Record<string, unknown> => {
    const feature = findMagicEdenStandard(standard)?.features[SATS_CONNECT_FEATURE] as
      | { provider?: unknown }
      | undefined;
    const found = (feature?.provider as Record<string, unknown> | undefined) ?? findMagicEdenGlobal(win);
    if (!found) throw Errors.providerNotFound(NAME);
    return found;
  };
  const send = async (
    method: string,
    payload: Record<string, unknown>,
    failure: Failure,
    signal?: AbortSignal,
  ) => {
    const target = provider();
    const fn = target[method];
    if (typeof fn !== 'function') throw unsupported(NAME, method);
    const token = unsecuredToken({ ...payload, network: { type: toXverseNetwork(network) } });
    const result = await call(() => fn.call(target, token), signal).catch((error: unknown) => {
      throw mapError(error, failure);
    });
    if (result === undefined || result === null || result === '') throw Errors.emptyWalletResult();
    return result as unknown;
  };

  // Keys by address from the wallet's answers: the account event documents none (`onAccountsChanged`).
  const keys = new Map<string, string>();
  const follow = (accounts: Account[]): Account[] => {
    const keyed = accounts.map((a) => (a.publicKey ? a : { ...a, publicKey: keys.get(a.address) ?? '' }));
    for (const a of keyed) if (a.publicKey) keys.set(a.address, a.publicKey);
    payment = keyed.find((a) => a.purpose === 'payment');
    return keyed;
  };

  /**
   * `accountsChanged` "is emitted when a user changes the account they are looking at", with the
   * new account's `{address, purpose}` list (https://docs-wallet.magiceden.io/bitcoin/provider-events).
   * The addresses are followed: the sender moves with them, and an address the event gives no key
   * for keeps the one an earlier answer gave it, else none (what needs it is refused).
   * `[]` is a disconnect, as bigmi reads it (github.com/lifinance/bigmi,
   * packages/client/src/connectors/magicEden.ts). A list with nothing usable leaves the page unable
   * to say which account it is on, and `connect` prompts ("Prompts a connection", provider API
   * docs): it shows itself disconnected with the reason instead.
   */
  const onAccountsChanged = (emit: Emit, payload: unknown) => {
    const listed = changedAddresses(payload);
    const accounts = follow(toAccounts(listed));
    if (listed?.length === 0) emit('accountsChanged', []);
    else if (accounts.length === 0) emit('accountsUnknown');
    else emit('accountsChanged', accounts);
  };

  const emitter = createEmitter((emit) => {
    const target = standard || findMagicEdenGlobal(win) ? provider() : undefined;
    // bigmi subscribes with `addListener`, apps and bitcoin-wallet-connector with `on`; all remove
    // with `removeListener` (github.com/bolasblack/bitcoin-wallet-connector,
    // src/adapters/MagicEdenWalletAdapter.impl.ts).
    const add = target?.addListener ?? target?.on;
    if (typeof add !== 'function') return () => {};
    const handler = (payload: unknown) => onAccountsChanged(emit, payload);
    add.call(target, 'accountsChanged', handler);
    return () => {
      const remove = target?.removeListener;
      if (typeof remove === 'function') remove.call(target, 'accountsChanged', handler);
    };
  });

  return {
    id: 'magiceden',
    name: NAME,
    capabilities: capabilities,

    async connect(options) {
      network = options.network;
      const result = (await send(
        'connect',
        { purposes: ['ordinals', 'payment'], message: options.message ?? 'Connect to this app' },
        (extra) =>
          new SatchelError(
            ErrorCode.INTERNAL_ERROR,
            extra?.details ?? 'Magic Eden could not connect.',
            extra,
          ),
        options.signal,
      )) as { addresses?: unknown };
      // Match by purpose, never by position (docs/wallet-interfaces.md §2).
      const accounts = follow(toAccounts(result.addresses));
      if (accounts.length === 0) throw Errors.emptyWalletResult();
      return { accounts, network: 'mainnet' };
    },

    // Magic Eden has no popup-free account read (docs/wallet-interfaces.md §9a).
    getAccountsSilently: async () => undefined,

    getBalance: async () => {
      throw unsupported(NAME, 'reading a balance');
    },

    getNetwork: async () => 'mainnet',

    async signMessage({ address, message, protocol }, opts) {
      const wire = protocol === 'bip322' ? 'BIP322' : 'ECDSA';
      const signature = await send(
        'signMessage',
        { address, message, protocol: wire },
        Errors.signMessageFailed,
        opts?.signal,
      );
      if (typeof signature !== 'string') throw Errors.emptyWalletResult();
      return { signature, address, protocol };
    },

    async signPsbt(request, opts) {
      const result = await send(
        'signTransaction',
        {
          message: 'Sign transaction',
          psbtBase64: request.psbtBase64,
          inputsToSign: inputsToSign(request),
          broadcast: request.broadcast ?? false,
        },
        Errors.connectorSignFailed,
        opts?.signal,
      );
      return signedResult(request, result);
    },

    /**
     * `signMultipleTransactions(token{network, message, psbts:[{psbtBase64, inputsToSign}]})`: one
     * prompt, an array of `{psbtBase64, txId?}` in the same order
     * (https://docs-wallet.magiceden.io/bitcoin/provider-api-methods, docs/sats-connect.md §6). The
     * entries carry no `broadcast` flag, so a batch is signed only.
     */
    async signPsbts(requests, opts) {
      if (requests.some((request) => request.broadcast))
        throw unsupported(NAME, 'broadcasting a batch of PSBTs');
      const results = await send(
        'signMultipleTransactions',
        {
          message: 'Sign transactions',
          psbts: requests.map((request) => ({
            psbtBase64: request.psbtBase64,
            inputsToSign: inputsToSign(request),
          })),
        },
        Errors.connectorSignFailed,
        opts?.signal,
      );
      if (!Array.isArray(results) || results.length !== requests.length) {
        throw Errors.emptyWalletResult({
          details: `Asked for ${requests.length} signed PSBTs, got ${Array.isArray(results) ? results.length : 'none'}.`,
        });
      }
      return requests.map((request, index) => signedResult(request, results[index]));
    },

    async sendTransfer({ recipients }, opts) {
      const sender = payment?.address;
      if (!sender) throw Errors.noConnectedAddress();
      const wire = recipients.map((r) => ({ address: r.address, amountSats: r.amount.toString() }));
      const result = await send(
        'sendBtcTransaction',
        { recipients: wire, senderAddress: sender },
        Errors.sendFailed,
        opts?.signal,
      );
      // Typed as a txid string; some builds answer `{txid}` (docs/wallet-interfaces.md §2).
      const txid = typeof result === 'string' ? result : (result as { txid?: unknown }).txid;
      if (typeof txid !== 'string' || txid === '') throw Errors.emptyWalletResult();
      return { txid };
    },

    disconnect: async () => {},

    on: emitter.on,
  };
}
