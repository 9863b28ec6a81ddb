import { base64 } from '@scure/base';
import { describeCause, Errors, isSatchelError, type SatchelError } from '../../primitives/errors';
import { networkOfAddress } from '../../primitives/networks';
import { call } from '../kit/abortable';
import { createEmitter } from '../kit/emitter';
import type { WalletGlobals } from '../kit/globals';
import { normalisePsbt, psbtBytes, requestedIndexes } from '../kit/psbt-encoding';
import { toAccounts } from '../kit/sats-connect-accounts';
import type { Account, Connector } from '../kit/types';
import { onEmitter } from '../kit/unisat-api';
import { looksDeclined, unsupported, walletFailure } from '../kit/wallet-errors';
import { capabilities } from './capabilities';
import { findPhantom } from './find';

const NAME = 'Phantom';

type Failure = (extra?: { details?: string; cause?: unknown }) => SatchelError;

/**
 * Declining any Phantom request rejects the promise; the Bitcoin shape is undocumented. Phantom's
 * error table for its other chains uses EIP-1193's 4001 for a rejection and -32000 for "Invalid
 * input" (https://docs.phantom.com/solana/errors), so here -32000 is a failure, not a decline
 * (docs/wallets/phantom.md, "Errors").
 */
function mapError(raw: unknown, failure: Failure): SatchelError {
  if (isSatchelError(raw)) return raw;
  const code = (raw as { code?: unknown } | null | undefined)?.code;
  if (code === 4001 || looksDeclined(raw)) {
    return Errors.userRejected({ details: describeCause(raw), cause: raw });
  }
  return failure({ details: describeCause(raw), cause: raw });
}

/** `signPSBT` answers bytes per the guide and a string per the reference: accept both. */
function signedText(answer: unknown): string {
  if (answer instanceof Uint8Array && answer.length > 0) return base64.encode(answer);
  if (typeof answer === 'string' && answer !== '') return answer;
  throw Errors.emptyWalletResult();
}

/**
 * Phantom (`window.phantom.bitcoin`, deprecated by Phantom but still documented:
 * https://docs.phantom.com/bitcoin/provider-api-reference, docs/wallets/phantom.md). Mainnet only,
 * accounts chosen by `purpose`, BIP-322 messages as bytes, PSBTs as bytes that come back signed but
 * never finalized or broadcast. No balance, send, network, silent read or disconnect call.
 */
export function createPhantomConnector(win: WalletGlobals): Connector {
  let connected: Account[] = [];
  const provider = () => {
    const found = findPhantom(win);
    if (!found) throw Errors.providerNotFound(NAME);
    return found;
  };
  const invoke = async (name: string, args: unknown[], failure: Failure, signal?: AbortSignal) => {
    const target = provider();
    const fn = target[name];
    if (typeof fn !== 'function') throw unsupported(NAME, name);
    return call(() => fn.apply(target, args) as unknown, signal).catch((error: unknown) => {
      throw mapError(error, failure);
    });
  };

  const emitter = createEmitter((emit) => {
    const target = findPhantom(win);
    if (!target) return () => {};
    // The payload is the new account list when the new account already trusts the site, `[]`
    // otherwise (https://docs.phantom.com/bitcoin/establishing-a-connection). One release sent `[]`
    // on every change (https://github.com/phantom/docs/discussions/220), so `[]` only means
    // "changed": the app keeps what it has, as the docs allow, rather than disconnecting.
    return onEmitter(target, 'accountsChanged', (payload) => {
      const accounts = toAccounts(payload);
      if (accounts.length > 0) connected = accounts;
      emit('accountsChanged', accounts.length > 0 ? accounts : undefined);
    });
  });

  return {
    id: 'phantom',
    name: NAME,
    capabilities: capabilities,

    async connect({ signal }) {
      // Prompts; rejects when the person declines or closes the popup. Accounts are picked by
      // `purpose`, as LaserEyes does (packages/core/src/client/providers/phantom.ts).
      const accounts = toAccounts(await invoke('requestAccounts', [], walletFailure, signal));
      if (accounts.length === 0) throw Errors.emptyWalletResult();
      connected = accounts;
      // Phantom has no network call; the addresses say which network they are for.
      return { accounts, network: undefined };
    },

    // Nothing documented reads the accounts without the connect prompt.
    getAccountsSilently: async () => undefined,

    getBalance: async () => {
      throw unsupported(NAME, 'reading a balance');
    },

    getNetwork: async () => {
      const address = connected[0]?.address;
      return address ? networkOfAddress(address) : undefined;
    },

    async signMessage({ address, message, protocol }, opts) {
      // BIP-322 only: Phantom's own example verifies with bip322-js
      // (https://docs.phantom.com/bitcoin/signing-a-message).
      if (protocol !== 'bip322') throw unsupported(NAME, 'ECDSA message signing');
      const bytes = new TextEncoder().encode(message);
      // Address first, message bytes second; the signature comes back as bytes.
      const result = (await invoke(
        'signMessage',
        [address, bytes],
        Errors.signMessageFailed,
        opts?.signal,
      )) as {
        signature?: unknown;
      } | null;
      const signature = result?.signature;
      if (signature instanceof Uint8Array && signature.length > 0) {
        return { signature: base64.encode(signature), address, protocol };
      }
      if (typeof signature === 'string' && signature !== '') return { signature, address, protocol };
      throw Errors.emptyWalletResult();
    },

    async signPsbt(request, opts) {
      // Phantom neither finalizes nor broadcasts; sends are built, finalized and broadcast by the app.
      if (request.broadcast) throw unsupported(NAME, 'broadcasting a signed PSBT');
      // `inputsToSign` has the sats-connect v1 shape, one entry per address; without `sigHash`
      // Phantom signs each input with the PSBT's own sighash
      // (https://docs.phantom.com/bitcoin/sending-a-transaction).
      const inputsToSign = Object.entries(request.signInputs).map(([address, signingIndexes]) => ({
        address,
        signingIndexes,
      }));
      const signed = await invoke(
        'signPSBT',
        [psbtBytes(request.psbtBase64), { inputsToSign }],
        Errors.signPsbtFailed,
        opts?.signal,
      );
      return normalisePsbt(signedText(signed), {
        finalize: request.finalize ?? false,
        signedIndexes: requestedIndexes(request.signInputs),
      });
    },

    sendTransfer: async () => {
      // No send method: the app builds the transaction and has it signed (as LaserEyes' sendBTC does).
      throw unsupported(NAME, 'sending bitcoin itself');
    },

    // "There is no way for dApps to programmatically disconnect a user"
    // (https://docs.phantom.com/bitcoin/establishing-a-connection): forgetting it locally is all.
    disconnect: async () => {
      connected = [];
    },

    on: emitter.on,
  };
}
