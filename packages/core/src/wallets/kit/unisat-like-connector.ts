import { describeCause, ErrorCode, Errors, isSatchelError } from '../../primitives/errors';
import { type BitcoinNetwork, networkOfAddress } from '../../primitives/networks';
import { call } from './abortable';
import { createEmitter } from './emitter';
import type { WalletGlobals } from './globals';
import { fromLegacyNetwork } from './network-names';
import type { Connector, ConnectorCapabilities } from './types';
import { type InjectedApi, method, onEmitter, singleAddressAccounts, unisatStyleMethods } from './unisat-api';
import { toWalletError, unsupported, walletFailure } from './wallet-errors';

/** A call to the wallet's injected object, its errors mapped to Satchel's (`toWalletError`). */
export type InvokeWallet = (
  method: string,
  args: unknown[],
  failure?: typeof walletFailure,
  signal?: AbortSignal,
) => Promise<unknown>;

/**
 * How a wallet names its chain when it does not use the legacy `getNetwork` / `switchNetwork` names
 * (UniSat's `getChain` / `switchChain` and `chainChanged`).
 */
export interface ChainApi {
  /** `has` says whether the injected object has a method, without calling it. */
  read(
    invoke: InvokeWallet,
    has: (method: string) => boolean,
    signal?: AbortSignal,
  ): Promise<BitcoinNetwork | undefined>;
  switchTo(network: BitcoinNetwork, invoke: InvokeWallet, signal?: AbortSignal): Promise<void>;
  /** Subscribes to the wallet's network events; each `emit` with undefined means "read it again". */
  watch(target: InjectedApi, emit: (network: BitcoinNetwork | undefined) => void): Array<() => void>;
}

/**
 * A wallet that speaks Unisat's API (docs/wallet-interfaces.md §3): UniSat itself, and under their
 * own namespaces, with the legacy network names `livenet`, `testnet` and `signet` and a
 * `switchNetwork` call, Bitget, Binance Web3 Wallet, Keplr and Wizz (docs/wallets/bitget.md,
 * binance.md, keplr.md, wizz.md).
 */
interface UnisatCompatibleWallet {
  id: string;
  name: string;
  /** The family's capability preset (its `capabilities.ts`): the connector reports exactly this. */
  capabilities: ConnectorCapabilities;
  /** The wallet's injected object, or undefined when it is not there (yet). */
  find(win: WalletGlobals): InjectedApi | undefined;
  /** A refusal reported without EIP-1193's 4001 (Bitget: -32603 and a message; Keplr: a plain Error). */
  isRejection?(error: unknown): boolean;
  /** The wallet's own chain calls, where it has them instead of the legacy names. */
  chain?: ChainApi;
  /** Calls the wallet has beyond the shared ones (UniSat's `sendInscription`, `sendRunes`). */
  extend?(invoke: InvokeWallet): Pick<Connector, 'assets'>;
}

/** `switchNetwork` names (docs/wallet-interfaces.md §9c); these wallets have no testnet4 or regtest. */
const LEGACY_NAMES: Partial<Record<BitcoinNetwork, string>> = {
  mainnet: 'livenet',
  testnet: 'testnet',
  signet: 'signet',
};

/**
 * The addresses in an account answer. Binance's page calls `getAccounts`' answer a string yet shows
 * an array (docs/wallets/binance.md); Keplr reports `[""]` when no account is available
 * (chainapsis/keplr-wallet `packages/provider/src/inject.ts`, `_handleAccountsChanged`).
 * Undefined when the answer is neither.
 */
function addressesIn(answer: unknown): string[] | undefined {
  const list = Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : undefined;
  return list?.filter((address): address is string => typeof address === 'string' && address !== '');
}

export function createUnisatCompatibleConnector(
  wallet: UnisatCompatibleWallet,
  win: WalletGlobals,
): Connector {
  const { name } = wallet;
  const { capabilities } = wallet;
  const api = (): InjectedApi => {
    const found = wallet.find(win);
    if (!found) throw Errors.providerNotFound(name);
    return found;
  };

  /** The shared mapping (4001 → -32000), plus the wallet's own way of saying "declined". */
  const rejectionFirst = (error: unknown): unknown => {
    if (isSatchelError(error) && error.code === ErrorCode.USER_REJECTION) return error;
    // Already mapped by the shared PSBT code: look at what the wallet threw.
    const raw = isSatchelError(error) ? error.cause : error;
    if (raw !== undefined && wallet.isRejection?.(raw))
      return Errors.userRejected({ details: describeCause(raw), cause: raw });
    return error;
  };

  const invoke: InvokeWallet = async (methodName, args, failure = walletFailure, signal) => {
    const fn = method(api(), methodName);
    if (!fn) throw unsupported(name, methodName);
    return call(() => fn(...args), signal).catch((error: unknown) => {
      throw toWalletError(rejectionFirst(error), failure);
    });
  };

  async function accountsFor(addresses: readonly string[], signal?: AbortSignal) {
    const [address] = addresses;
    if (address === undefined) return [];
    const publicKey = await invoke('getPublicKey', [], walletFailure, signal);
    return singleAddressAccounts(address, typeof publicKey === 'string' ? publicKey : '');
  }

  /**
   * `getNetwork()` answers `livenet`, `testnet` or `signet`. None of these wallets has regtest, so
   * a `testnet` account whose address is regtest's (`bcrt1…`, BIP-173) is on a regtest chain.
   */
  async function readNetwork(
    signal?: AbortSignal,
    knownAddress?: string,
  ): Promise<BitcoinNetwork | undefined> {
    if (wallet.chain) return wallet.chain.read(invoke, (name) => !!method(api(), name), signal);
    const reported = fromLegacyNetwork(await invoke('getNetwork', [], walletFailure, signal));
    if (reported !== 'testnet') return reported;
    const address =
      knownAddress ??
      addressesIn(await invoke('getAccounts', [], walletFailure, signal).catch(() => []))?.[0];
    return address !== undefined && networkOfAddress(address) === 'regtest' ? 'regtest' : reported;
  }

  const emitter = createEmitter((emit) => {
    const target = wallet.find(win);
    if (!target) return () => {};
    const offs = [
      onEmitter(target, 'accountsChanged', (payload) => {
        const addresses = addressesIn(payload);
        // `[]` (Keplr: `[""]`) means locked or disconnected; otherwise read the new account silently.
        emit('accountsChanged', addresses?.length === 0 ? [] : undefined);
      }),
      ...(wallet.chain?.watch(target, (network) => emit('networkChanged', network)) ?? [
        onEmitter(target, 'networkChanged', (payload) => {
          // Keplr names mainnet `mainnet` in this event, `livenet` elsewhere (docs/wallets/keplr.md).
          const network = fromLegacyNetwork(payload);
          // `testnet` may stand for a regtest chain: `getNetwork` settles it (see readNetwork).
          emit('networkChanged', network === 'testnet' ? undefined : network);
        }),
      ]),
    ];
    return () => {
      for (const off of offs) off();
    };
  });

  const shared = unisatStyleMethods(name, api, invoke);

  const connector: Connector = {
    id: wallet.id,
    name,
    capabilities,

    async connect({ signal }) {
      const addresses = addressesIn(await invoke('requestAccounts', [], walletFailure, signal)) ?? [];
      const accounts = await accountsFor(addresses, signal);
      const [account] = accounts;
      if (!account) throw Errors.emptyWalletResult();
      return { accounts, network: await readNetwork(signal, account.address).catch(() => undefined) };
    },

    async getAccountsSilently() {
      if (!wallet.find(win)) return undefined;
      // `getAccounts` answers [] for a site that is not connected, without a prompt.
      const addresses = addressesIn(await invoke('getAccounts', []).catch(() => undefined));
      if (addresses === undefined) return undefined;
      return accountsFor(addresses);
    },

    getBalance: shared.getBalance,
    signMessage: shared.signMessage,

    async signPsbt(request, opts) {
      // Refused before any prompt when the wallet has no documented `pushPsbt`.
      if (request.broadcast && !capabilities.broadcastPsbt) throw unsupported(name, 'broadcasting a PSBT');
      return shared.signPsbt(request, opts).catch((error: unknown) => {
        throw rejectionFirst(error);
      });
    },

    sendTransfer: shared.sendTransfer,
    disconnect: shared.disconnect,
    getNetwork: (opts) => readNetwork(opts?.signal),

    async switchNetwork(network, opts) {
      if (wallet.chain) return wallet.chain.switchTo(network, invoke, opts?.signal);
      const legacyName = LEGACY_NAMES[network];
      if (!legacyName) throw unsupported(name, `switching to ${network}`);
      await invoke('switchNetwork', [legacyName], walletFailure, opts?.signal);
    },

    on: emitter.on,
    ...wallet.extend?.(invoke),
  };

  // One prompt for the batch only where the wallet takes one options object per PSBT.
  const signMany = shared.signPsbts;
  if (capabilities.batchSignPsbt && signMany) {
    connector.signPsbts = (requests, opts) =>
      signMany(requests, opts).catch((error: unknown) => {
        throw rejectionFirst(error);
      });
  }
  return connector;
}
