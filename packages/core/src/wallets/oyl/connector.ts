import { hex } from '@scure/base';
import { Address, OutScript, Transaction } from '@scure/btc-signer';
import { describeCause, Errors, type SatchelError } from '../../primitives/errors';
import { type BitcoinNetwork, networkOfAddress, networkParams } from '../../primitives/networks';
import { call } from '../kit/abortable';
import { addressTypeOf } from '../kit/address-type';
import type { WalletGlobals } from '../kit/globals';
import { ALL_NETWORKS } from '../kit/network-names';
import { base64ToHex, normalisePsbt, psbtBytes, requestedIndexes } from '../kit/psbt-encoding';
import type { Account, Connector, SignPsbtRequest, SignPsbtResult } from '../kit/types';
import { toSats } from '../kit/unisat-api';
import { looksDeclined, toWalletError, unsupported, walletFailure } from '../kit/wallet-errors';
import { capabilities } from './capabilities';
import { findOyl } from './find';

const NAME = 'OYL';

type Failure = (extra?: { details?: string; cause?: unknown }) => SatchelError;

/** The four entries of `getAddresses()`, keyed by address type (docs/wallets/oyl.md). */
const ADDRESS_KEYS = ['taproot', 'nativeSegwit', 'nestedSegwit', 'legacy'] as const;

interface OylAddress {
  address: string;
  publicKey: string;
}

/**
 * OYL documents no rejection shape; bigmi reads any connect failure as a rejection
 * (packages/client/src/connectors/oyl.ts). Known codes first, then a code-less rejection that
 * says nothing else (docs/wallets/oyl.md, "Errors").
 */
function mapError(raw: unknown, failure: Failure): SatchelError {
  if (looksDeclined(raw)) return Errors.userRejected({ details: describeCause(raw), cause: raw });
  return toWalletError(raw, failure);
}

function addressesOf(result: unknown): OylAddress[] {
  const entries = (result ?? {}) as Record<string, { address?: unknown; publicKey?: unknown } | undefined>;
  return ADDRESS_KEYS.flatMap((key) => {
    const entry = entries[key];
    if (typeof entry?.address !== 'string' || entry.address === '') return [];
    return [
      { address: entry.address, publicKey: typeof entry.publicKey === 'string' ? entry.publicKey : '' },
    ];
  });
}

/** Native segwit pays, taproot holds ordinals, as LaserEyes maps them (packages/core/src/client/providers/oyl.ts). */
function toAccounts(result: unknown): Account[] {
  const entries = (result ?? {}) as Record<string, { address?: unknown; publicKey?: unknown } | undefined>;
  const account = (key: 'nativeSegwit' | 'taproot', purpose: Account['purpose']): Account[] => {
    const entry = entries[key];
    if (typeof entry?.address !== 'string' || entry.address === '') return [];
    const publicKey = typeof entry.publicKey === 'string' ? entry.publicKey : '';
    return [{ address: entry.address, publicKey, purpose, addressType: addressTypeOf(entry.address) }];
  };
  return [...account('nativeSegwit', 'payment'), ...account('taproot', 'ordinals')];
}

/** LaserEyes hands OYL its own lower-case network names unchanged (docs/wallets/oyl.md, "Network"). */
function fromOylNetwork(name: unknown): BitcoinNetwork | undefined {
  return (ALL_NETWORKS as readonly unknown[]).includes(name) ? (name as BitcoinNetwork) : undefined;
}

/** The script an input spends, from its witness UTXO or its previous transaction. */
function spentScript(tx: Transaction, index: number): Uint8Array | undefined {
  const input = tx.getInput(index);
  if (input.witnessUtxo) return input.witnessUtxo.script;
  const vout = input.index;
  return vout === undefined ? undefined : input.nonWitnessUtxo?.outputs[vout]?.script;
}

function scriptOf(address: string): string | undefined {
  const network = networkOfAddress(address);
  if (!network) return undefined;
  try {
    return hex.encode(OutScript.encode(Address(networkParams(network)).decode(address)));
  } catch {
    return undefined;
  }
}

/**
 * OYL's `signPsbt` has no input selection: it signs every input it can (docs/wallets/oyl.md,
 * "signPsbt"). A request that leaves out an unsigned input paying one of OYL's own addresses would
 * have that input signed anyway, so it is refused before any prompt.
 */
function assertWholeWalletRequest(request: SignPsbtRequest, own: readonly OylAddress[]): void {
  const ownScripts = new Set(own.map((entry) => scriptOf(entry.address)).filter(Boolean));
  if (ownScripts.size === 0) return;
  const tx = Transaction.fromPSBT(psbtBytes(request.psbtBase64), {
    allowUnknown: true,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
  });
  const requested = new Set(requestedIndexes(request.signInputs));
  for (let index = 0; index < tx.inputsLength; index++) {
    if (requested.has(index)) continue;
    const input = tx.getInput(index);
    if (input.finalScriptWitness || input.finalScriptSig) continue;
    const script = spentScript(tx, index);
    if (script && ownScripts.has(hex.encode(script))) {
      throw unsupported(NAME, `signing only some of its inputs (input ${index} would be signed too)`);
    }
  }
}

/**
 * OYL (`window.oyl`), known only from the peer libraries that call it: LaserEyes
 * (packages/core/src/client/providers/oyl.ts) and bigmi (packages/client/src/connectors/oyl.ts);
 * docs/wallets/oyl.md. Object parameters, hex PSBTs, four addresses by type, no send method and no
 * events.
 */
export function createOylConnector(win: WalletGlobals): Connector {
  let own: OylAddress[] = [];
  const invoke = async (name: string, args: unknown[], failure: Failure, signal?: AbortSignal) => {
    const target = findOyl(win);
    if (!target) throw Errors.providerNotFound(NAME);
    const fn = target[name];
    if (typeof fn !== 'function') throw unsupported(NAME, name);
    return call(() => fn.apply(target, args) as unknown, signal).catch((error: unknown) => {
      throw mapError(error, failure);
    });
  };

  async function readAccounts(signal?: AbortSignal): Promise<Account[]> {
    const result = await invoke('getAddresses', [], walletFailure, signal);
    own = addressesOf(result);
    return toAccounts(result);
  }

  /** `{psbt: hex, txid?}` back; OYL finalizes only when broadcasting, the app does the rest. */
  function finish(request: SignPsbtRequest, answer: unknown): SignPsbtResult {
    const { psbt, txid } = (answer ?? {}) as { psbt?: unknown; txid?: unknown };
    if (typeof psbt !== 'string' || psbt === '') throw Errors.emptyWalletResult();
    return normalisePsbt(psbt, {
      finalize: request.finalize ?? false,
      signedIndexes: requestedIndexes(request.signInputs),
      txid: typeof txid === 'string' ? txid : undefined,
    });
  }

  /**
   * `finalize` defaults to true in OYL (bigmi's comments), which would seal shared PSBTs, so it is
   * sent explicitly: only a broadcast needs the wallet to finalize.
   */
  const wire = (request: SignPsbtRequest) => {
    assertWholeWalletRequest(request, own);
    const broadcast = request.broadcast ?? false;
    return { psbt: base64ToHex(request.psbtBase64), finalize: broadcast, broadcast };
  };

  return {
    id: 'oyl',
    name: NAME,
    capabilities: capabilities,

    async connect({ signal }) {
      const accounts = await readAccounts(signal);
      if (accounts.length === 0) throw Errors.emptyWalletResult();
      const network = fromOylNetwork(
        await invoke('getNetwork', [], walletFailure, signal).catch(() => undefined),
      );
      return { accounts, network };
    },

    async getAccountsSilently() {
      if (!findOyl(win)) return undefined;
      // bigmi's silent check: `isConnected()` first, the addresses only for a connected site.
      const connected = await invoke('isConnected', [], walletFailure).catch(() => undefined);
      if (typeof connected !== 'boolean') return undefined;
      if (!connected) return [];
      return readAccounts().catch(() => undefined);
    },

    async getBalance(opts) {
      const balance = (await invoke('getBalance', [], walletFailure, opts?.signal)) as Record<
        string,
        unknown
      > | null;
      if (!balance) throw Errors.emptyWalletResult();
      return {
        confirmed: toSats(balance.confirmed),
        unconfirmed: toSats(balance.unconfirmed),
        total: toSats(balance.total),
      };
    },

    async getNetwork(opts) {
      return fromOylNetwork(await invoke('getNetwork', [], walletFailure, opts?.signal));
    },

    async switchNetwork(network, opts) {
      await invoke('switchNetwork', [network], walletFailure, opts?.signal);
    },

    async signMessage({ address, message, protocol }, opts) {
      // One object argument; OYL spells the protocols 'bip322' and 'ecdsa' (LaserEyes' OylLibrary).
      const result = (await invoke(
        'signMessage',
        [{ address, message, protocol }],
        Errors.signMessageFailed,
        opts?.signal,
      )) as { signature?: unknown } | null;
      if (typeof result?.signature !== 'string' || result.signature === '') throw Errors.emptyWalletResult();
      return { signature: result.signature, address, protocol };
    },

    async signPsbt(request, opts) {
      const answer = await invoke('signPsbt', [wire(request)], Errors.signPsbtFailed, opts?.signal);
      return finish(request, answer);
    },

    /** `signPsbts([{psbt, finalize, broadcast}])`: one prompt, the answers in the same order. */
    async signPsbts(requests, opts) {
      const answers = await invoke('signPsbts', [requests.map(wire)], Errors.signPsbtFailed, opts?.signal);
      if (!Array.isArray(answers) || answers.length !== requests.length) {
        throw Errors.emptyWalletResult({
          details: `Asked for ${requests.length} signed PSBTs, got ${Array.isArray(answers) ? answers.length : 'none'}.`,
        });
      }
      return requests.map((request, index) => finish(request, answers[index]));
    },

    sendTransfer: async () => {
      // No sendBitcoin: LaserEyes builds the PSBT and has OYL sign it, as the app does.
      throw unsupported(NAME, 'sending bitcoin itself');
    },

    async disconnect() {
      own = [];
      // bigmi calls it without waiting for an answer; a failure changes nothing here.
      await invoke('disconnect', [], walletFailure).catch(() => undefined);
    },

    // OYL emits no events that either library listens to.
    on: () => () => {},
  };
}
