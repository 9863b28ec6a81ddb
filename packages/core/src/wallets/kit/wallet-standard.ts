import { base64 } from '@scure/base';
import { Errors } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { looksLikeBip137 } from '../../protocol/message/bip137';
import { call } from './abortable';
import { addressTypeOf } from './address-type';
import { ALL_NETWORKS } from './network-names';
import { normalisePsbt, psbtBytes, requestedIndexes } from './psbt-encoding';
import { createSatsConnectConnector } from './sats-connect-connector';
import { directTransport, type SatsConnectProvider } from './sats-connect-transport';
import { SATS_CONNECT_FEATURE, type StandardWalletLike } from './standard-wallets';
import type { Account, Connector, ConnectorCapabilities, ConnectorEvents, MessageProtocol } from './types';
import { toWalletError, unsupported, walletFailure } from './wallet-errors';

/**
 * Feature names of the Bitcoin Wallet Standard
 * (https://github.com/ExodusMovement/bitcoin-wallet-standard, `packages/core/features/src`) and of
 * the generic Wallet Standard (`standard:events`, `standard:disconnect`, `standard:connect`,
 * https://github.com/wallet-standard/wallet-standard). MetaMask's Bitcoin wallet registers its
 * events and disconnect under `bitcoin:` names instead
 * (https://github.com/MetaMask/bitcoin-wallet-standard, `src/wallet.ts`), so both are read.
 */
const FEATURE = {
  connect: ['bitcoin:connect', 'connect'],
  standardConnect: ['standard:connect', 'connect'],
  signMessage: ['bitcoin:signMessage', 'signMessage'],
  signTransaction: ['bitcoin:signTransaction', 'signTransaction'],
  signAndSend: ['bitcoin:signAndSendTransaction', 'signAndSendTransaction'],
  events: ['standard:events', 'on'],
  bitcoinEvents: ['bitcoin:events', 'on'],
  disconnect: ['standard:disconnect', 'disconnect'],
  bitcoinDisconnect: ['bitcoin:disconnect', 'disconnect'],
} as const satisfies Record<string, readonly [string, string]>;

type FeatureKey = keyof typeof FEATURE;

/** A Wallet Standard `WalletAccount`: `publicKey` is raw bytes. */
interface StandardAccount {
  address: string;
  publicKey?: Uint8Array;
}

type FeatureFn = (...args: unknown[]) => Promise<unknown>;
type OnChange = (event: 'change', listener: (props: { accounts?: StandardAccount[] }) => void) => () => void;

const PURPOSES = ['payment', 'ordinals'] as const;

const hexOf = (bytes: Uint8Array | undefined) =>
  bytes instanceof Uint8Array ? [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('') : '';

function toAccount(a: StandardAccount, purpose: Account['purpose']): Account {
  return {
    address: a.address,
    publicKey: hexOf(a.publicKey),
    purpose,
    addressType: addressTypeOf(a.address),
  };
}

/**
 * `bitcoin:connect` answers one account per requested purpose, "in the same order"
 * (`connect.ts`). A lone account (MetaMask answers one whatever is asked) does both; anything
 * else, and `wallet.accounts`, which carries no purpose, is sorted by address type: taproot holds
 * ordinals, the others pay.
 */
function toAccounts(
  accounts: readonly StandardAccount[],
  byOrder: boolean,
  purposes: readonly Account['purpose'][] = PURPOSES,
): Account[] {
  const only = accounts.length === 1 ? accounts[0] : undefined;
  if (only) return purposes.map((purpose) => toAccount(only, purpose));
  if (byOrder && accounts.length === purposes.length)
    return accounts.map((a, i) => toAccount(a, purposes[i] ?? 'payment'));
  return accounts.map((a) => toAccount(a, addressTypeOf(a.address) === 'p2tr' ? 'ordinals' : 'payment'));
}

/**
 * The Standard names three chains, `bitcoin:mainnet`, `bitcoin:testnet` and `bitcoin:regtest`
 * (`packages/core/chains/src/index.ts`); testnet4 and signet share the testnet address encoding,
 * so `bitcoin:testnet` stands for all three unless the wallet names them itself.
 */
function networksOf(chains: readonly string[]): readonly BitcoinNetwork[] {
  const found = new Set<BitcoinNetwork>();
  for (const chain of chains) {
    if (chain === 'bitcoin:testnet') for (const n of ['testnet', 'testnet4', 'signet'] as const) found.add(n);
    const named = ALL_NETWORKS.find((n) => chain === `bitcoin:${n}`);
    if (named) found.add(named);
  }
  return found.size === 0 ? ALL_NETWORKS : ALL_NETWORKS.filter((n) => found.has(n));
}

function chainFor(network: BitcoinNetwork, chains: readonly string[]): string {
  const exact = `bitcoin:${network}`;
  if (chains.includes(exact) || network === 'mainnet' || network === 'regtest') return exact;
  return 'bitcoin:testnet';
}

/**
 * `bitcoin:signMessage` takes no protocol: the wallet signs the "Bitcoin Signed Message" digest
 * (`signMessage.ts`), which is BIP-137 ECDSA, and a taproot key has no BIP-137 form, so wallets
 * answer BIP-322 there; Phantom signs BIP-322 for every address (docs/wallets/phantom.md). The
 * signature's own shape says which came back (a 65-byte BIP-137 signature, else a BIP-322 witness).
 */
function protocolOf(signatureBase64: string): MessageProtocol {
  return looksLikeBip137(signatureBase64) ? 'ecdsa' : 'bip322';
}

/** `signMessage` answers bytes; Phantom's variant of the feature answers one object, not a list. */
function firstOf<T>(out: unknown): T | undefined {
  return (Array.isArray(out) ? out[0] : out) as T | undefined;
}

function bytesOf(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string' && value !== '') {
    try {
      return base64.decode(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The connector of a wallet that speaks the Bitcoin Wallet Standard's own features. What it can do
 * is read from what it announces: message signing with `bitcoin:signMessage`, PSBTs with
 * `bitcoin:signTransaction`, broadcasting with `bitcoin:signAndSendTransaction`, events with
 * `standard:events`. The Standard has no transfer, balance or network call, so the app builds
 * sends as PSBTs (`nativeSend: false`) and reads balances from its explorer.
 */
/** How a wallet on the Standard's own features differs from the default. */
interface BitcoinFeatureOptions {
  /** The purposes `bitcoin:connect` asks for; MetaMask has a payment account only. */
  purposes?: readonly Account['purpose'][];
  /** The networks the wallet serves, where its `chains` say less than the wallet does. */
  networks?: readonly BitcoinNetwork[];
  /** The protocols its `bitcoin:signMessage` answers in, where the wallet documents them. */
  messageProtocols?: readonly MessageProtocol[];
  /** What answers from mainnet cannot be moved to another network. */
  mainnetOnly?: boolean;
}

/**
 * How long a silent reconnect waits for a wallet that restores its session after registering:
 * MetaMask's wallet asks its extension for the session in its constructor and emits `change` on
 * `bitcoin:events` when the answer comes (`@metamask/bitcoin-wallet-standard`, `wallet.ts`).
 */
const RESTORE_WAIT_MS = 3000;

/** The accounts of the wallet's next `change` event, or none after `ms` (or when aborted). */
function nextAccounts(on: OnChange, ms: number, signal?: AbortSignal): Promise<StandardAccount[]> {
  return new Promise((resolve) => {
    let off = () => {};
    const done = (accounts: StandardAccount[]) => {
      clearTimeout(timer);
      off();
      signal?.removeEventListener('abort', abort);
      resolve(accounts);
    };
    const abort = () => done([]);
    const timer = setTimeout(abort, ms);
    signal?.addEventListener('abort', abort);
    off = on('change', (props) => {
      if (Array.isArray(props?.accounts) && props.accounts.length > 0) done([...props.accounts]);
    });
  });
}

export function createBitcoinFeatureConnector(
  walletId: string,
  wallet: StandardWalletLike,
  featureOptions: BitcoinFeatureOptions = {},
): Connector {
  const purposes = featureOptions.purposes ?? PURPOSES;
  const feature = (key: FeatureKey): FeatureFn | undefined => {
    const [name, fn] = FEATURE[key];
    const f = (wallet.features[name] as Record<string, unknown> | undefined)?.[fn];
    return typeof f === 'function' ? (f.bind(wallet.features[name]) as FeatureFn) : undefined;
  };
  const need = (key: FeatureKey) => {
    const f = feature(key);
    if (!f) throw unsupported(wallet.name, FEATURE[key][0]);
    return f;
  };
  const onChange = () => (feature('events') ?? feature('bitcoinEvents')) as OnChange | undefined;

  let connected: StandardAccount[] = [];
  let network: BitcoinNetwork | undefined;
  // Features take the wallet's own account objects (`WalletAccount`), not bare addresses.
  const accountFor = (address: string): StandardAccount => {
    const live = [...connected, ...((wallet.accounts ?? []) as StandardAccount[])];
    return live.find((a) => a.address === address) ?? { address };
  };
  const chain = () => chainFor(network ?? networksOf(wallet.chains)[0] ?? 'mainnet', wallet.chains);

  const capabilities: ConnectorCapabilities = {
    nativeSend: false,
    multiRecipientSend: false,
    messageProtocols: feature('signMessage') ? (featureOptions.messageProtocols ?? ['ecdsa', 'bip322']) : [],
    sighashes: 'request',
    broadcastPsbt: !!feature('signAndSend'),
    batchSignPsbt: false,
    balance: false,
    networkSwitch: false,
    silentReconnect: true,
    events: !!onChange(),
    runesOrders: false,
    assetTransfers: [],
    networks: featureOptions.networks ?? networksOf(wallet.chains),
    ...(featureOptions.mainnetOnly ? { mainnetOnly: true } : {}),
  };

  return {
    id: walletId,
    name: wallet.name,
    capabilities,

    async connect(options) {
      network = options.network;
      const bitcoinConnect = feature('connect');
      const connect = bitcoinConnect ?? need('standardConnect');
      const result = (await call(
        () => connect(bitcoinConnect ? { purposes: [...purposes] } : {}),
        options.signal,
      ).catch((e: unknown) => {
        throw toWalletError(e, walletFailure);
      })) as { accounts?: StandardAccount[] } | null;
      connected = [...(result?.accounts ?? [])];
      if (connected.length === 0) throw Errors.emptyWalletResult();
      return { accounts: toAccounts(connected, !!bitcoinConnect, purposes), network: undefined };
    },

    // `wallet.accounts` lists what the app may already use; reading it never prompts.
    // A wallet that restores its session after registering lists nothing yet: wait, bounded, for
    // its `change` event before calling the site disconnected (never a prompt either way).
    async getAccountsSilently(options) {
      network = options.network;
      connected = [...((wallet.accounts ?? []) as StandardAccount[])];
      const on = onChange();
      if (connected.length === 0 && on) connected = await nextAccounts(on, RESTORE_WAIT_MS);
      return toAccounts(connected, false, purposes);
    },

    getBalance: async () => {
      throw unsupported(wallet.name, 'reading a balance');
    },

    getNetwork: async () => undefined,

    async signMessage({ address, message }, opts) {
      const sign = need('signMessage');
      const out = await call(
        () => sign({ account: accountFor(address), message: new TextEncoder().encode(message) }),
        opts?.signal,
      ).catch((e: unknown) => {
        throw toWalletError(e, Errors.signMessageFailed);
      });
      const bytes = bytesOf(firstOf<{ signature?: unknown }>(out)?.signature);
      if (!bytes?.length) throw Errors.emptyWalletResult();
      const signature = base64.encode(bytes);
      return { signature, address, protocol: protocolOf(signature) };
    },

    async signPsbt(request, opts) {
      const sighash = request.allowedSighash?.length === 1 ? request.allowedSighash[0] : undefined;
      const inputsToSign = Object.entries(request.signInputs).map(([address, signingIndexes]) => ({
        account: accountFor(address),
        signingIndexes,
        ...(sighash === undefined ? {} : { sigHash: sighash }),
      }));
      const psbt = psbtBytes(request.psbtBase64);
      const input = { psbt, inputsToSign, chain: chain() };
      const signedIndexes = requestedIndexes(request.signInputs);
      if (request.broadcast) {
        const signAndSend = feature('signAndSend');
        if (!signAndSend) throw unsupported(wallet.name, 'broadcasting a signed PSBT');
        const out = await call(() => signAndSend(input), opts?.signal).catch((e: unknown) => {
          throw toWalletError(e, Errors.signPsbtFailed);
        });
        // The answer is the txid alone (`signAndSendTransaction.ts`): the PSBT stays as it was sent.
        const txId = firstOf<{ txId?: unknown }>(out)?.txId;
        if (typeof txId !== 'string' || txId === '') throw Errors.emptyWalletResult();
        return normalisePsbt(request.psbtBase64, { txid: txId });
      }
      const signTransaction = need('signTransaction');
      const out = await call(() => signTransaction(input), opts?.signal).catch((e: unknown) => {
        throw toWalletError(e, Errors.signPsbtFailed);
      });
      const signed = bytesOf(firstOf<{ signedPsbt?: unknown }>(out)?.signedPsbt);
      if (!signed?.length) throw Errors.emptyWalletResult();
      return normalisePsbt(base64.encode(signed), { finalize: request.finalize ?? false, signedIndexes });
    },

    sendTransfer: async () => {
      throw unsupported(wallet.name, 'sending bitcoin directly');
    },

    async disconnect() {
      connected = [];
      const disconnect = feature('disconnect') ?? feature('bitcoinDisconnect');
      await disconnect?.().catch(() => undefined);
    },

    on(event, listener) {
      const on = onChange();
      if (!on || (event !== 'accountsChanged' && event !== 'disconnected')) return () => {};
      // `change` carries the properties that changed; an emptied account list means the site
      // lost its access (MetaMask emits exactly that on disconnect).
      return on('change', (props) => {
        if (!Array.isArray(props?.accounts)) return;
        connected = [...props.accounts];
        if (event === 'disconnected' && connected.length === 0)
          (listener as ConnectorEvents['disconnected'])();
        if (event === 'accountsChanged' && connected.length > 0)
          (listener as ConnectorEvents['accountsChanged'])(toAccounts(connected, false, purposes));
      });
    },
  };
}

/**
 * A Bitcoin Wallet Standard wallet (docs/wallet-interfaces.md §0). Wallets that expose a
 * sats-connect JSON-RPC provider through the `sats-connect:` feature speak sats-connect instead.
 * MetaMask has a family of its own on the `bitcoin:` features (docs/wallets/metamask.md).
 */
export function createWalletStandardConnector(walletId: string, wallet: StandardWalletLike): Connector {
  const satsConnect = (
    wallet.features[SATS_CONNECT_FEATURE] as { provider?: SatsConnectProvider } | undefined
  )?.provider;
  if (typeof satsConnect?.request !== 'function') return createBitcoinFeatureConnector(walletId, wallet);
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
      batchSignPsbt: false,
      balance: true,
      networkSwitch: false,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      networks: networksOf(wallet.chains),
    },
  });
}
