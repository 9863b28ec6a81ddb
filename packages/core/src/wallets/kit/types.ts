import type { EtchOrderRequest, MintOrderRequest } from '../../clients/ordering/types';
import type { BitcoinNetwork } from '../../primitives/networks';

/** What every connector reports for an address. */
export type AddressPurpose = 'payment' | 'ordinals';
export type AddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'unknown';

export interface Account {
  address: string;
  /** Hex; 64 chars = x-only (taproot), 66 = compressed (docs/wallet-interfaces.md §0). */
  publicKey: string;
  purpose: AddressPurpose;
  addressType: AddressType;
}

export type MessageProtocol = 'ecdsa' | 'bip322';

/** Where a wallet takes the sighash of an input from. */
export type SighashSupport = 'request' | 'psbt-field';

/** What a connector can do; the UI greys out what is missing. */
export interface ConnectorCapabilities {
  /** The wallet builds, signs and broadcasts a transfer itself. */
  nativeSend: boolean;
  /**
   * The fee rate the wallet's own send (`sendTransfer`) takes, in sat/vB: only `whole` ones, or
   * `decimal` ones down to 0.1. Absent: it takes none and prices the send itself.
   */
  sendFeeRate?: 'whole' | 'decimal';
  /** More than one recipient in one `sendTransfer`. */
  multiRecipientSend: boolean;
  messageProtocols: readonly MessageProtocol[];
  /**
   * Where the wallet signs only some of `messageProtocols` for an address type (Orange: ECDSA for
   * payment addresses, BIP-322 for taproot); address types not named take `messageProtocols`.
   */
  messageProtocolsByAddressType?: Readonly<Partial<Record<AddressType, readonly MessageProtocol[]>>>;
  sighashes: SighashSupport;
  /** The wallet broadcasts a PSBT it signed. */
  broadcastPsbt: boolean;
  /** One wallet prompt signs several PSBTs (`signPsbts`). */
  batchSignPsbt: boolean;
  balance: boolean;
  networkSwitch: boolean;
  /** `getAccountsSilently` can answer without a popup. */
  silentReconnect: boolean;
  events: boolean;
  /** The wallet places and pays rune mint/etch orders itself (`runes_mint` / `runes_etch`). */
  runesOrders: boolean;
  /** Assets the wallet moves with its own method (it picks the outputs, signs and broadcasts). */
  assetTransfers: readonly AssetKind[];
  /** Networks the wallet can be on. */
  networks: readonly BitcoinNetwork[];
  /**
   * `false` when the wallet signs no PSBT at all: a phone wallet over WalletConnect may approve a
   * session without `signPsbt` (Edge offers only `signMessage` and `getAccountAddresses`,
   * EdgeApp/edge-react-gui#6193), and the app greys what needs one. Absent means it signs them.
   */
  psbtSigning?: boolean;
  /**
   * Whatever answers from mainnet speaks mainnet only, and no setting in the wallet moves it:
   * Magic Eden and Phantom, OKX's main provider (its test networks are other objects), MetaMask's
   * default session. Such a wallet, answering an app on another network, is told so rather than
   * advised to switch.
   */
  mainnetOnly?: boolean;
}

/** Every wallet call accepts a signal so a silent wallet never freezes the UI. */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface ConnectOptions extends CallOptions {
  network: BitcoinNetwork;
  /** Shown by wallets that display a reason (Xverse: at most 80 characters). */
  message?: string;
  /**
   * A wallet on another device pairs from a link (WalletConnect's `wc:` URI): the
   * connector hands it over here for the chooser to show as a QR code while the wallet approves.
   */
  onPairingUri?: (uri: string) => void;
}

export interface ConnectResult {
  accounts: Account[];
  /** The wallet's network when it says; undefined when it cannot tell. */
  network: BitcoinNetwork | undefined;
}

export interface WalletBalance {
  confirmed: bigint;
  unconfirmed: bigint;
  total: bigint;
}

export interface SignMessageRequest {
  address: string;
  message: string;
  protocol: MessageProtocol;
}

export interface SignMessageResult {
  /** Base64. */
  signature: string;
  address: string;
  protocol: MessageProtocol;
}

export interface SignPsbtRequest {
  psbtBase64: string;
  /** Address → input indexes the wallet should sign. */
  signInputs: Record<string, number[]>;
  allowedSighash?: number[];
  broadcast?: boolean;
  finalize?: boolean;
}

/** The same result on every wallet. */
export interface SignPsbtResult {
  psbtBase64: string;
  psbtHex: string;
  finalized: boolean;
  txid?: string;
}

export interface TransferRecipient {
  address: string;
  amount: bigint;
}

export interface SendTransferRequest {
  recipients: TransferRecipient[];
  /**
   * sat/vB for the wallet's own send, in the form its `sendFeeRate` says it takes (a whole number
   * for `whole`); absent, the wallet prices the send itself. Wallets that take none ignore it.
   */
  feeRate?: number;
}

/**
 * What a wallet's own send answered: broadcast, with its txid; or handed to the account's
 * co-signers with no transaction yet (a co-signed account: Leather's policy accounts answer
 * `{txid: '', status: 'proposed', proposalId}`, leather-io/mono#2438 and #2648). `kind` may be
 * left out of a broadcast answer.
 */
export type SendTransferResult =
  | { kind?: 'broadcast'; txid: string }
  | { kind: 'proposed'; proposalId?: string; txid?: undefined };

/** What a wallet answers after placing and paying a rune order (docs/sats-connect.md §3). */
export interface WalletRunesOrder {
  orderId: string;
  fundTransactionId: string;
  fundingAddress: string;
}

/** Rune orders a wallet creates, funds and executes on its own; bigint sats, converted by the connector. */
export interface RunesOrders {
  mint(request: MintOrderRequest, options?: RunesCallOptions): Promise<WalletRunesOrder>;
  etch(request: EtchOrderRequest, options?: RunesCallOptions): Promise<WalletRunesOrder>;
}

export interface RunesCallOptions extends CallOptions {
  /** The network the order is for, when the app knows it. */
  network?: BitcoinNetwork;
}

export type AssetKind = 'inscription' | 'runes';

interface InscriptionTransferRequest {
  inscriptionId: string;
  recipient: string;
}

interface RunesTransferRequest {
  /** `block:tx`. */
  runeId: string;
  /** With its spacers, as ord and the wallets show it (`UNCOMMON•GOODS`). */
  spacedName: string;
  /** Base units. */
  amount: bigint;
  divisibility: number;
  recipient: string;
}

/** The wallet's own asset sends, present for the kinds in `capabilities.assetTransfers`. */
export interface AssetTransfers {
  sendInscription?(request: InscriptionTransferRequest, options?: CallOptions): Promise<{ txid: string }>;
  sendRunes?(request: RunesTransferRequest, options?: CallOptions): Promise<{ txid: string }>;
}

export interface ConnectorEvents {
  /** Undefined accounts: the wallet said "changed" without saying to what. */
  accountsChanged: (accounts: Account[] | undefined) => void;
  /**
   * The wallet switched accounts without saying to which, and reading them would open its popup:
   * the page can no longer tell which account it is on, though the wallet still trusts the site.
   */
  accountsUnknown: () => void;
  networkChanged: (network: BitcoinNetwork | undefined) => void;
  disconnected: () => void;
}

export type ConnectorEventName = keyof ConnectorEvents;

export interface Connector {
  readonly id: string;
  readonly name: string;
  readonly capabilities: ConnectorCapabilities;
  connect(options: ConnectOptions): Promise<ConnectResult>;
  /** Never opens a popup; undefined when the wallet cannot read accounts silently. */
  getAccountsSilently(options: { network: BitcoinNetwork }): Promise<Account[] | undefined>;
  getBalance(options?: CallOptions): Promise<WalletBalance>;
  getNetwork(options?: CallOptions): Promise<BitcoinNetwork | undefined>;
  /** Present when `capabilities.networkSwitch`; asks the wallet to move to another network. */
  switchNetwork?(network: BitcoinNetwork, options?: CallOptions): Promise<void>;
  signMessage(request: SignMessageRequest, options?: CallOptions): Promise<SignMessageResult>;
  signPsbt(request: SignPsbtRequest, options?: CallOptions): Promise<SignPsbtResult>;
  /**
   * Present when `capabilities.batchSignPsbt`: every request in one wallet prompt, the results in
   * the same order. The wallet answers for the whole batch, so one refusal rejects all of it.
   */
  signPsbts?(requests: readonly SignPsbtRequest[], options?: CallOptions): Promise<SignPsbtResult[]>;
  sendTransfer(request: SendTransferRequest, options?: CallOptions): Promise<SendTransferResult>;
  /**
   * Present when `capabilities.runesOrders`. Throws code -32001 (method not supported) when the
   * wallet turns out not to offer the method, so callers can pay the order themselves instead.
   */
  runes?: RunesOrders;
  /** Present when `capabilities.assetTransfers` names any kind. */
  assets?: AssetTransfers;
  disconnect(): Promise<void>;
  on<E extends ConnectorEventName>(event: E, listener: ConnectorEvents[E]): () => void;
}

/** A wallet as the chooser lists it: installed or not, with what it can do. */
export interface WalletOption {
  id: string;
  name: string;
  /** `data:` or `https:` URL only. */
  icon: string;
  /** Absent when the wallet is installed. */
  installPrompt?: { url: string };
  /** On a phone with no injected wallet: the link that reopens the page in the wallet (docs/wallets/mobile.md). */
  openIn?: { url: string };
  isInstalled: boolean;
  /**
   * Installed but not to be picked, with the sentence that says why: on a private test chain,
   * every wallet but the Dev Wallet.
   */
  unavailable?: string;
  /** Connects a wallet on another device by a pairing link (WalletConnect), not one installed here. */
  pairing?: boolean;
  /**
   * The day (`YYYY-MM-DD`) the wallet left Bitcoin web apps: an older install is listed and
   * connects if it answers, and its tile says so.
   */
  leftBitcoinOn?: string;
}
