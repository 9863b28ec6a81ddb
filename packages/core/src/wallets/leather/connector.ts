import { Errors } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { call } from '../kit/abortable';
import type { WalletGlobals } from '../kit/globals';
import { toLeatherNetwork } from '../kit/network-names';
import { normalisePsbt, requestedIndexes } from '../kit/psbt-encoding';
import { readSendAnswer } from '../kit/send-answer';
import type { Account, Connector } from '../kit/types';
import { toWalletError, unsupported, walletFailure } from '../kit/wallet-errors';
import { capabilities } from './capabilities';
import { withSighashFields } from './sighash-fields';

const NAME = 'Leather';

interface LeatherAddress {
  symbol?: unknown;
  type?: unknown;
  address?: unknown;
  publicKey?: unknown;
}

/** p2wpkh → payment, p2tr → ordinals; STX entries dropped (docs/wallet-interfaces.md §4). */
function toAccounts(addresses: unknown): Account[] {
  if (!Array.isArray(addresses)) return [];
  return (addresses as LeatherAddress[]).flatMap((entry): Account[] => {
    if (entry?.symbol !== 'BTC' || typeof entry.address !== 'string') return [];
    const publicKey = typeof entry.publicKey === 'string' ? entry.publicKey : '';
    if (entry.type === 'p2wpkh')
      return [{ address: entry.address, publicKey, purpose: 'payment', addressType: 'p2wpkh' }];
    if (entry.type === 'p2tr')
      return [{ address: entry.address, publicKey, purpose: 'ordinals', addressType: 'p2tr' }];
    return [];
  });
}

/**
 * Leather (`window.LeatherProvider.request`): resolves the whole envelope and rejects with the whole
 * error envelope, user rejection 4001. The network travels with each request; there is no silent
 * account read, no balance, no events and no disconnect call.
 */
export function createLeatherConnector(win: WalletGlobals): Connector {
  let network: BitcoinNetwork = 'mainnet';
  const rpc = async (
    method: string,
    params: Record<string, unknown>,
    failure = walletFailure,
    signal?: AbortSignal,
  ) => {
    const provider = win.LeatherProvider;
    const request = provider?.request;
    if (typeof request !== 'function') throw Errors.providerNotFound(NAME);
    const envelope = (await call(
      () => request.call(provider, method, { ...params, network: toLeatherNetwork(network) }),
      signal,
    ).catch((error: unknown) => {
      throw toWalletError(error, failure);
    })) as { result?: unknown; error?: unknown } | null;
    if (envelope?.error) throw toWalletError(envelope, failure);
    if (!envelope?.result) throw Errors.emptyWalletResult();
    return envelope.result as Record<string, unknown>;
  };

  return {
    id: 'leather',
    name: NAME,
    capabilities: capabilities,

    async connect(options) {
      network = options.network;
      const accounts = toAccounts((await rpc('getAddresses', {}, walletFailure, options.signal)).addresses);
      if (accounts.length === 0) throw Errors.emptyWalletResult();
      // The addresses are for the network we asked for; Leather has no getNetwork.
      return { accounts, network: undefined };
    },

    // getAddresses always opens a popup, so Leather cannot be restored silently (docs/wallet-interfaces.md §4).
    getAccountsSilently: async () => undefined,

    getBalance: async () => {
      throw unsupported(NAME, 'reading a balance');
    },

    getNetwork: async () => undefined,

    async signMessage({ address, message, protocol }, opts) {
      if (protocol !== 'bip322') throw unsupported(NAME, 'ECDSA message signing');
      const paymentType = /^(bc|tb|bcrt)1p/i.test(address) ? 'p2tr' : 'p2wpkh';
      const result = await rpc(
        'signMessage',
        { message, paymentType },
        Errors.signMessageFailed,
        opts?.signal,
      );
      if (typeof result.signature !== 'string' || result.signature === '') throw Errors.emptyWalletResult();
      return { signature: result.signature, address, protocol };
    },

    async signPsbt(request, opts) {
      // Hex in and out, inputs by index only. Leather signs each input with its PSBT sighash field
      // (else DEFAULT); since leather-io/mono#2667 one other than ALL/DEFAULT only when the request
      // lists it in `allowedSighash` (its RPC's signPsbt params), which earlier versions ignore.
      // So a listing's SINGLE|ANYONECANPAY is written in the field and named in the list.
      const signAtIndex = requestedIndexes(request.signInputs);
      const allowed = request.allowedSighash?.length ? { allowedSighash: request.allowedSighash } : {};
      const result = await rpc(
        'signPsbt',
        {
          hex: withSighashFields(request.psbtBase64, signAtIndex, request.allowedSighash),
          signAtIndex,
          broadcast: request.broadcast ?? false,
          ...allowed,
        },
        Errors.signPsbtFailed,
        opts?.signal,
      );
      if (typeof result.hex !== 'string' || result.hex === '') throw Errors.emptyWalletResult();
      return normalisePsbt(result.hex, {
        finalize: request.finalize ?? false,
        signedIndexes: signAtIndex,
        txid: typeof result.txid === 'string' ? result.txid : undefined,
      });
    },

    async sendTransfer({ recipients }, opts) {
      // Leather takes amounts as strings of sats.
      const wire = recipients.map((r) => ({ address: r.address, amount: r.amount.toString() }));
      // A policy (multisig) account answers `{txid: '', status: 'proposed', proposalId}`.
      return readSendAnswer(await rpc('sendTransfer', { recipients: wire }, Errors.sendFailed, opts?.signal));
    },

    // Nothing to renounce: forgetting the connection locally is the disconnect.
    disconnect: async () => {},

    on: () => () => {},
  };
}
