import type { BitcoinNetwork } from '@satchel/core/networks';
import type * as btc from '@scure/btc-signer';
import { ApprovalQueue, type ApprovalRequest, type DetailLine } from './approvals';
import { type DevWalletConfig, type Family, hasQuirk } from './config';
import { WalletFailure } from './errors';
import {
  type AddressBalance,
  broadcastTx,
  fetchBalance,
  fetchFeeRate,
  fetchUtxos,
  type WalletUtxo,
} from './esplora';
import { MAINNET_ONLY_FAMILIES } from './families/facts';
import {
  accountForAddress,
  deriveKeyRing,
  type KeyAccount,
  type KeyRing,
  publicRing,
  stacksPublicKey,
} from './keys';
import {
  type EcdsaHeader,
  type MessageProtocol,
  type MessageSignature,
  signMessageWith,
} from './message-signing';
import { ordBaseFor } from './ord';
import { checkUtxos } from './ord-assets';
import { PermissionStore } from './permissions';
import {
  extractRawTx,
  type FinalizeMode,
  type InputToSign,
  type SignedPsbt,
  signPsbt,
  summarizeForApproval,
  swapWitnesses,
} from './psbt-signing';
import { RequestLog } from './request-log';
import { type Signer, unlock } from './signer';
import { buildGuardedTransfer, type Recipient } from './transfer';

/** Wallet-level events; each family translates them into its own event names and payloads. */
type WalletEvent =
  | { type: 'accountChange' }
  | { type: 'networkChange' }
  | { type: 'disconnect'; family?: Family }
  | { type: 'raw'; name: string; payload: unknown };

function formatSats(sats: bigint): string {
  return `${sats.toString()} sats`;
}

/**
 * The wallet itself: keys, network, permissions, approvals and the operations every family
 * shares. Families only translate their wire protocol onto these calls.
 */
export class DevWallet {
  readonly approvals: ApprovalQueue;
  readonly permissions: PermissionStore;
  /** Every call the page made on an impersonated family (`satchelDevWallet.requests()`). */
  readonly requests = new RequestLog();
  private accountIndex = 0;
  private currentNetwork: BitcoinNetwork;
  private listeners = new Set<(event: WalletEvent) => void>();

  constructor(readonly config: DevWalletConfig) {
    this.currentNetwork = config.network;
    this.approvals = new ApprovalQueue(config.autoApprove);
    this.permissions = new PermissionStore(globalThis.location?.origin ?? 'null');
  }

  get network(): BitcoinNetwork {
    return this.currentNetwork;
  }

  get account(): number {
    return this.accountIndex;
  }

  /**
   * Addresses and public keys of the current account; `network` overrides the encoding (OKX's
   * per-network objects). No private key: signing goes through `signer`.
   */
  keys(network: BitcoinNetwork = this.currentNetwork): KeyRing {
    return publicRing(deriveKeyRing(this.config.mnemonic, network, this.accountIndex));
  }

  /** The current account's Stacks public key (Leather lists its address in `getAddresses`). */
  stacksPublicKey(): Uint8Array {
    return stacksPublicKey(this.config.mnemonic, this.accountIndex);
  }

  /**
   * The current account's keys for signing, through the one gate (signer.ts `unlock`):
   * refused for mainnet keys unless the explorer is on a loopback address. Every signing path
   * takes its signer first, before any prompt or request.
   */
  signer(network: BitcoinNetwork): Signer {
    return unlock(deriveKeyRing(this.config.mnemonic, network, this.accountIndex), this.config.esploraUrl);
  }

  /**
   * The network a family's main provider answers for: mainnet for the wallets that speak only
   * mainnet (MAINNET_ONLY_FAMILIES), whatever the Dev Wallet is set to; the current one otherwise.
   */
  networkFor(family: Family): BitcoinNetwork {
    return MAINNET_ONLY_FAMILIES.has(family) ? 'mainnet' : this.currentNetwork;
  }

  onEvent(listener: (event: WalletEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: WalletEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('[Satchel Dev Wallet] event listener failed', error);
      }
    }
  }

  setAccount(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31)
      throw new Error('Account index out of range.');
    if (index === this.accountIndex) return;
    this.accountIndex = index;
    this.emit({ type: 'accountChange' });
  }

  setNetwork(network: BitcoinNetwork): void {
    if (network === this.currentNetwork) return;
    this.currentNetwork = network;
    this.emit({ type: 'networkChange' });
  }

  /**
   * Xverse 0.54.2, observed: Regtest is one of its networks, with an Esplora URL the person edits
   * in its network settings. Anything but an http(s) URL is refused and changes nothing.
   */
  setEsploraUrl(url: string): void {
    let parsed: URL;
    try {
      parsed = new URL(String(url).trim());
    } catch {
      throw new Error(`Not an Esplora URL: ${String(url)}.`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`Not an Esplora URL: ${String(url)}.`);
    }
    this.config.esploraUrl = parsed.href.replace(/\/+$/, '');
  }

  ask(request: ApprovalRequest): Promise<void> {
    return this.approvals.ask(request);
  }

  /** Connect prompt shared by all families; a granted origin is not asked again. */
  async connect(family: Family, method: string, message?: string): Promise<void> {
    if (this.permissions.has(family)) return;
    const ring = this.keys(this.networkFor(family));
    const details: DetailLine[] = [
      ['Site', globalThis.location?.origin ?? 'unknown'],
      ['Payment', ring.payment.address],
      ['Ordinals', ring.ordinals.address],
    ];
    if (message) details.unshift(['Message', message]);
    await this.ask({ family, method, title: 'Connect to this site?', details });
    this.permissions.grant(family);
  }

  requirePermission(family: Family): void {
    if (!this.permissions.has(family)) throw new WalletFailure('access-denied', 'Access denied.');
  }

  disconnect(family: Family): void {
    this.permissions.revoke(family);
  }

  /**
   * The public key `family` reports for `address`: `key` itself, or with the `bogus-public-key`
   * quirk the address's own UTF-8 bytes, as MetaMask's Wallet Standard wallet does
   * (`@metamask/bitcoin-wallet-standard` 1.3, `dist/wallet.mjs`: an account's `publicKey` is
   * `new TextEncoder().encode(address)`; reown-com/appkit#5744).
   */
  reportedKey(family: Family, address: string, key: Uint8Array): Uint8Array {
    return hasQuirk(this.config, family, 'bogus-public-key') ? new TextEncoder().encode(address) : key;
  }

  accountFor(address: string, network?: BitcoinNetwork): KeyAccount {
    const account = accountForAddress(this.keys(network), address);
    if (!account) throw new WalletFailure('address-mismatch', 'Address mismatch.');
    return account;
  }

  balance(address: string): Promise<AddressBalance> {
    return fetchBalance(this.config.esploraUrl, address);
  }

  async signMessage(
    family: Family,
    method: string,
    account: KeyAccount,
    message: string,
    protocol: MessageProtocol,
    network: BitcoinNetwork = this.networkFor(family),
    ecdsaHeader: EcdsaHeader = 'address-type',
  ): Promise<MessageSignature> {
    const signer = this.signer(network);
    await this.approveMessage(family, method, account, message, protocol);
    return signMessageWith(signer, account, message, protocol, ecdsaHeader);
  }

  /**
   * The message prompt of `signMessage`, for a family that signs with its wallet's own code
   * (UniSat's and OKX's published SDKs): its caller takes its signer first, so the gate refuses
   * before this prompt.
   */
  approveMessage(
    family: Family,
    method: string,
    account: KeyAccount,
    message: string,
    protocol: MessageProtocol,
  ): Promise<void> {
    return this.ask({
      family,
      method,
      title: 'Sign this message?',
      details: [
        ['Message', message],
        ['Address', account.address],
        ['Protocol', protocol === 'bip322' ? 'BIP-322' : 'ECDSA'],
      ],
    });
  }

  /**
   * Shows the decoded PSBT, waits for approval, then signs (and finalizes as the family does).
   * `signWith` is the network whose keys sign, or a signer the caller took before its own requests.
   */
  async signPsbt(
    family: Family,
    method: string,
    tx: btc.Transaction,
    inputs: InputToSign[] | undefined,
    finalize: FinalizeMode,
    signWith: BitcoinNetwork | Signer = this.networkFor(family),
  ): Promise<SignedPsbt> {
    const signer = typeof signWith === 'string' ? this.signer(signWith) : signWith;
    await this.approvePsbt(family, method, tx, inputs, signer);
    // The quirk: approved, yet nothing signed, and the PSBT handed back as if it were (MetaMask's
    // Wallet Standard wallet, reown-com/appkit#5744).
    if (hasQuirk(this.config, family, 'signs-nothing')) return { tx, signedIndexes: [] };
    if (hasQuirk(this.config, family, 'swaps-witness')) {
      return swapWitnesses(signPsbt(tx, signer, { finalize: 'signed', ...(inputs ? { inputs } : {}) }));
    }
    return signPsbt(tx, signer, { finalize, ...(inputs ? { inputs } : {}) });
  }

  /**
   * The PSBT prompt of `signPsbt`: the decoded PSBT shown, then the user's answer. A family that
   * signs with its wallet's own code calls it with the signer it took first.
   */
  async approvePsbt(
    family: Family,
    method: string,
    tx: btc.Transaction,
    inputs: InputToSign[] | undefined,
    signer: Signer,
  ): Promise<void> {
    const summary = summarizeForApproval(tx, signer.ring, signer.network);
    const details: DetailLine[] = [];
    summary.inputs.forEach((row, index) => {
      const value = row.value === undefined ? '?' : formatSats(row.value);
      const sighash =
        row.sighash === undefined ? '' : `, sighash 0x${row.sighash.toString(16).padStart(2, '0')}`;
      details.push([`Input ${index}`, `${row.address} · ${value}${row.mine ? ' (yours)' : ''}${sighash}`]);
    });
    summary.outputs.forEach((row, index) => {
      const value = row.value === undefined ? '?' : formatSats(row.value);
      details.push([`Output ${index}`, `${row.address} · ${value}${row.mine ? ' (yours)' : ''}`]);
    });
    details.push(['Fee', summary.fee === undefined ? 'unknown' : formatSats(summary.fee)]);
    if (inputs) details.push(['Signing inputs', inputs.map((i) => i.index).join(', ') || 'none']);
    if (
      hasQuirk(this.config, family, 'refuses-sighash-lists') &&
      inputs?.some((i) => i.sighash !== undefined)
    ) {
      throw new WalletFailure('invalid-params', 'This wallet does not accept sighash types for inputs.');
    }
    await this.ask({ family, method, title: 'Sign this transaction?', details });
  }

  async broadcast(tx: btc.Transaction): Promise<string> {
    return broadcastTx(this.config.esploraUrl, extractRawTx(tx));
  }

  broadcastRaw(rawHex: string): Promise<string> {
    return broadcastTx(this.config.esploraUrl, rawHex);
  }

  /**
   * Wallet "send" screen: confirm, then build, sign and broadcast from the payment address (or
   * `from`). `signer`: one the caller took before its own requests (a rune order's funding).
   */
  async sendTransfer(
    family: Family,
    method: string,
    recipients: Recipient[],
    options: { feeRate?: number; from?: KeyAccount; signer?: Signer } = {},
  ): Promise<string> {
    const { feeRate } = options;
    const signer = options.signer ?? this.signer(this.networkFor(family));
    const from = options.from ?? signer.ring.payment;
    const details: DetailLine[] = recipients.map((r, index) => [
      recipients.length === 1 ? 'Recipient' : `Recipient ${index + 1}`,
      `${r.address} · ${formatSats(r.amount)}`,
    ]);
    const total = recipients.reduce((sum, r) => sum + r.amount, 0n);
    details.push(['Amount', formatSats(total)]);
    details.push(['From', from.address]);
    await this.ask({ family, method, title: 'Send bitcoin?', details });
    const [utxos, rate] = await Promise.all([
      fetchUtxos(this.config.esploraUrl, from.address),
      feeRate === undefined ? fetchFeeRate(this.config.esploraUrl) : Promise.resolve(feeRate),
    ]);
    const coins = await checkUtxos(ordBaseFor(this.config), utxos);
    if (coins.unchecked)
      console.warn('[Satchel Dev Wallet] ord index unreachable: coins not checked for assets');
    return this.broadcast(buildGuardedTransfer(signer, recipients, coins, rate, from));
  }

  utxos(address: string): Promise<WalletUtxo[]> {
    return fetchUtxos(this.config.esploraUrl, address);
  }
}
