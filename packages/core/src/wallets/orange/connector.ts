import { Errors, type SatchelError } from '../../primitives/errors';
import { networkOfAddress } from '../../primitives/networks';
import { call } from '../kit/abortable';
import { addressTypeOf } from '../kit/address-type';
import { createEmitter } from '../kit/emitter';
import type { WalletGlobals } from '../kit/globals';
import { fromXverseNetwork } from '../kit/network-names';
import { normalisePsbt, requestedIndexes } from '../kit/psbt-encoding';
import { toAccounts } from '../kit/sats-connect-accounts';
import type { Account, Connector, MessageProtocol } from '../kit/types';
import { toWalletError, unsupported, walletFailure } from '../kit/wallet-errors';
import { capabilities } from './capabilities';
import { findOrange } from './find';

const NAME = 'Orange Wallet';

type Failure = (extra?: { details?: string; cause?: unknown }) => SatchelError;

/** What Orange signs for an address: its family preset names one protocol per address type. */
function protocolFor(address: string): MessageProtocol {
  const type = addressTypeOf(address);
  return capabilities.messageProtocolsByAddressType?.[type]?.[0] ?? 'ecdsa';
}

/**
 * Orange (`window.OrangecryptoProviders.BitcoinProvider`, `window.OrangeBitcoinProvider` or
 * `window.OrangeWalletProviders.OrangeBitcoinProvider`; docs/wallets/orange.md), an Xverse
 * derivative. It speaks the JSON-RPC `request(method, params)` that `@orangecrypto/orange-connect`
 * documents (README, "Using the Request Method"): `getAddresses`, `signMessage`, `signPsbt` with
 * base64 PSBTs, `sendTransfer`. A decline comes back as error code -32000, as in sats-connect
 * (orange-connect's `RpcErrorCode.USER_REJECTION`, LaserEyes' orange provider). No balance,
 * network call, silent read or disconnect.
 */
export function createOrangeConnector(win: WalletGlobals): Connector {
  let connected: Account[] = [];

  async function rpc(method: string, params: unknown, failure: Failure, signal?: AbortSignal) {
    const provider = findOrange(win);
    const request = provider?.request;
    if (typeof request !== 'function') throw Errors.providerNotFound(NAME);
    const response = (await call(() => request.call(provider, method, params) as unknown, signal).catch(
      (error: unknown) => {
        throw toWalletError(error, failure);
      },
    )) as { result?: unknown; error?: unknown } | null | undefined;
    // orange-connect counts a response as a success when it has a truthy `result`, else hands on `error`.
    if (response?.result) return response.result as Record<string, unknown>;
    if (response?.error) throw toWalletError({ error: response.error }, failure);
    throw Errors.emptyWalletResult();
  }

  /**
   * Orange's `accountChange` is `{type: 'accountChange'}`, no addresses (orange-connect@1.2.4,
   * `dist/provider/types.d.ts` accountChangeSchema), and its only address reads are prompts:
   * `getAddresses`, `getAccounts` (whose `message` is "displayed to the user in the request
   * prompt") and the legacy `getAddress` ("requiring user permission through a prompt", README);
   * nothing like Xverse's `wallet_getAccount` is in its request list. Xverse, whose API Orange
   * forks, tells apps to "request to connect to the new account if required"
   * (https://docs.xverse.app/sats-connect/xverse-wallet-events). Asking would open Orange's popup
   * unasked, and keeping the old addresses would show an account the wallet left: the page shows
   * itself disconnected with the reason, and Connect asks again.
   */
  const emitter = createEmitter((emit) => {
    const provider = findOrange(win);
    const add = provider?.addListener;
    if (typeof add !== 'function') return () => {};
    // orange-connect's `addListener(eventName, cb)` returns the unsubscribe (provider/types.d.ts).
    const subscribe = (eventName: string, cb: (event: Record<string, unknown>) => void) => {
      const off = add.call(provider, eventName, cb);
      return typeof off === 'function' ? (off as () => void) : () => {};
    };
    const offs = [
      subscribe('accountChange', () => {
        connected = [];
        emit('accountsUnknown');
      }),
      subscribe('networkChange', (event) =>
        emit('networkChanged', fromXverseNetwork((event.bitcoin as { name?: unknown } | undefined)?.name)),
      ),
      subscribe('disconnect', () => emit('disconnected')),
    ];
    return () => {
      for (const off of offs) off();
    };
  });

  return {
    id: 'orange',
    name: NAME,
    capabilities: capabilities,

    async connect({ message, signal }) {
      // Prompts; addresses are picked by `purpose`, as LaserEyes does.
      const result = await rpc(
        'getAddresses',
        { purposes: ['payment', 'ordinals'], ...(message ? { message } : {}) },
        walletFailure,
        signal,
      );
      const accounts = toAccounts(result.addresses);
      if (accounts.length === 0) throw Errors.emptyWalletResult();
      connected = accounts;
      // No network call: the addresses say which network they are for.
      return { accounts, network: undefined };
    },

    // `getAccounts` shows a prompt (its `message` is "displayed to the user"): no silent read.
    getAccountsSilently: async () => undefined,

    getBalance: async () => {
      throw unsupported(NAME, 'reading a balance');
    },

    getNetwork: async () => {
      const address = connected[0]?.address;
      return address ? networkOfAddress(address) : undefined;
    },

    async signMessage({ address, message, protocol }, opts) {
      const signs = protocolFor(address);
      if (protocol !== signs) {
        const label = protocol === 'bip322' ? 'BIP-322' : 'ECDSA';
        throw unsupported(NAME, `${label} message signing with a ${addressTypeOf(address)} address`);
      }
      const result = await rpc('signMessage', { address, message }, Errors.signMessageFailed, opts?.signal);
      if (typeof result.signature !== 'string' || result.signature === '') throw Errors.emptyWalletResult();
      return { signature: result.signature, address, protocol };
    },

    async signPsbt(request, opts) {
      // Base64 in and out, inputs per address; without `allowedSignHash` each input keeps its own
      // sighash. Signed, not finalized, unless broadcast (orange-connect README, "signPsbt").
      const result = await rpc(
        'signPsbt',
        { psbt: request.psbtBase64, signInputs: request.signInputs, broadcast: request.broadcast ?? false },
        Errors.signPsbtFailed,
        opts?.signal,
      );
      if (typeof result.psbt !== 'string' || result.psbt === '') throw Errors.emptyWalletResult();
      return normalisePsbt(result.psbt, {
        finalize: request.finalize ?? false,
        signedIndexes: requestedIndexes(request.signInputs),
        txid: typeof result.txid === 'string' ? result.txid : undefined,
      });
    },

    async sendTransfer({ recipients }, opts) {
      // `amount` is a JS number of sats (orange-connect README, "sendTransfer").
      const wire = recipients.map((r) => {
        if (r.amount > BigInt(Number.MAX_SAFE_INTEGER))
          throw Errors.sendFailed({ details: 'Amount too large.' });
        return { address: r.address, amount: Number(r.amount) };
      });
      const result = await rpc('sendTransfer', { recipients: wire }, Errors.sendFailed, opts?.signal);
      if (typeof result.txid !== 'string' || result.txid === '') throw Errors.emptyWalletResult();
      return { txid: result.txid };
    },

    // Orange's request methods include no disconnect: forgetting it locally is all.
    disconnect: async () => {
      connected = [];
    },

    on: emitter.on,
  };
}
