import { WalletKit, type WalletKitTypes } from '@reown/walletkit';
import type { BitcoinNetwork } from '@satchel/core/networks';
import type { JsonRpcRecord, SessionTypes } from '@walletconnect/types';
import { getSdkError, parseUri } from '@walletconnect/utils';
import type { DetailLine } from '../approvals';
import { DEFAULT_MNEMONIC, resolveConfig } from '../config';
import { WalletFailure } from '../errors';
import { ordBaseFor } from '../ord';
import { DevWallet } from '../wallet';
import { type AccountAddress, accountAddresses } from './account-addresses';
import { answerBitcoinRequest, type PhonePrompt, type PhoneQuirk, type RpcContext } from './bitcoin-rpc';

export type { PhoneQuirk } from './bitcoin-rpc';

import {
  approvedNamespaces,
  BIP122_METHODS,
  type Bip122Method,
  chainIdOf,
  updatedNamespaces,
} from './namespaces';
import { offlineCore } from './offline-core';
import { METHOD_NOT_FOUND, rpcErrorOf } from './rpc-errors';

/**
 * The Dev Wallet as a phone: a WalletConnect wallet on @reown/walletkit, the SDK wallets build on,
 * signing with the Dev Wallet's keys and code. It runs in Node, beside the test that
 * drives it: the test hands it the dapp's `wc:` link, and approves or rejects each prompt through
 * `approve`, as a person would on a phone.
 */

/** One thing the person is asked: the session itself, or a request within it. */
export interface PhoneApproval {
  method: 'session_proposal' | PhonePrompt['method'];
  title: string;
  details: DetailLine[];
  /** The dapp's name and URL, from its metadata. */
  peer: { name: string; url: string };
}

export interface PhoneWalletOptions {
  /** The relay, e.g. a devnet's `walletConnectRelayUrl(devnet.url)` (`ws://127.0.0.1:<port>/walletconnect`). */
  relayUrl: string;
  network: BitcoinNetwork;
  /** The Esplora API the wallet reads coins from and broadcasts through. */
  esploraUrl: string;
  mnemonic?: string;
  /** Any id: the devnet's relay checks none. */
  projectId?: string;
  /**
   * The methods it approves (default all four). Fewer make it a wallet such as Edge, which offers
   * only `getAccountAddresses` and `signMessage` over WalletConnect (edge-react-gui#6193).
   */
  methods?: readonly Bip122Method[];
  /**
   * Marks its sessions as the Dev Wallet's (default true). `false` makes it a stand-in for any other
   * phone wallet, which an app on a private test chain must refuse.
   */
  devWalletMark?: boolean;
  /**
   * Misbehaviours to switch on, as the injected families' `quirks` (config.ts `QUIRKS`):
   * `signs-nothing` answers `signPsbt` with the PSBT it was given, unsigned; `swaps-witness`
   * finalizes each signed input with its witness reversed (`[key, signature]`), which no node
   * accepts. Each is an answer an app must refuse, whatever the transport.
   */
  quirks?: readonly PhoneQuirk[];
  /** true approves, false rejects; may wait (a pending prompt). */
  approve(request: PhoneApproval): boolean | Promise<boolean>;
}

const METADATA = {
  name: 'Satchel Dev Wallet (phone)',
  description: 'The Satchel Dev Wallet, paired over WalletConnect',
  url: 'http://127.0.0.1',
  icons: [],
};

export class PhoneWallet {
  readonly chainId: string;
  private readonly pairings = new Map<
    string,
    { resolve(s: SessionTypes.Struct): void; reject(e: Error): void }
  >();

  private constructor(
    private readonly kit: InstanceType<typeof WalletKit>,
    private readonly wallet: DevWallet,
    private readonly options: PhoneWalletOptions,
  ) {
    this.chainId = chainIdOf(wallet.network);
    kit.on('session_proposal', (proposal) => void this.onProposal(proposal));
    kit.on('session_request', (request) => void this.onRequest(request));
  }

  static async create(options: PhoneWalletOptions): Promise<PhoneWallet> {
    const wallet = new DevWallet(
      resolveConfig({
        mnemonic: options.mnemonic ?? DEFAULT_MNEMONIC,
        network: options.network,
        esploraUrl: options.esploraUrl,
        impersonate: [],
      }),
    );
    const kit = await WalletKit.init({
      core: offlineCore(options.relayUrl, options.projectId ?? 'satchel-devwallet'),
      metadata: METADATA,
    });
    return new PhoneWallet(kit, wallet, options);
  }

  /** The current account's addresses, as `getAccountAddresses` answers them. */
  get addresses(): AccountAddress[] {
    return accountAddresses(this.wallet.keys());
  }

  get sessions(): SessionTypes.Struct[] {
    return Object.values(this.kit.getActiveSessions());
  }

  /**
   * Pairs from the dapp's `wc:` link and settles the session it proposes, if `approve` says so.
   * Resolves once the dapp has acknowledged the session and been sent the account's addresses
   * (`bip122_addressesChanged`, which the reference asks for "immediately after connection
   * approval"); rejects when the proposal is refused.
   */
  async pair(uri: string): Promise<SessionTypes.Struct> {
    const { topic } = parseUri(uri);
    const settled = new Promise<SessionTypes.Struct>((resolve, reject) =>
      this.pairings.set(topic, { resolve, reject }),
    );
    try {
      await this.kit.pair({ uri });
    } catch (error) {
      this.pairings.delete(topic);
      throw error;
    }
    return settled;
  }

  /**
   * Moves to account `index` (the next one by default): the sessions' accounts are updated and
   * `bip122_addressesChanged` carries the new addresses.
   */
  async switchAccount(index = this.wallet.account + 1): Promise<void> {
    this.wallet.setAccount(index);
    for (const session of this.sessions) {
      await this.kit.updateSession({
        topic: session.topic,
        namespaces: updatedNamespaces(session, this.chainId, this.wallet.keys()),
      });
      await this.emitAddresses(session.topic);
    }
  }

  /**
   * Announces `addresses` in `bip122_addressesChanged` on every session without updating the
   * sessions' accounts: what a wallet sends that names addresses the dapp never approved, which
   * the dapp must not move to.
   */
  async announce(addresses: readonly AccountAddress[]): Promise<void> {
    for (const session of this.sessions) {
      await this.kit.emitSessionEvent({
        topic: session.topic,
        chainId: this.chainId,
        event: { name: 'bip122_addressesChanged', data: addresses },
      });
    }
  }

  /** Ends one session (`topic`) or all of them, as the phone's "disconnect". */
  async disconnect(topic?: string): Promise<void> {
    const topics = topic ? [topic] : this.sessions.map((s) => s.topic);
    for (const t of topics) {
      await this.kit.disconnectSession({ topic: t, reason: getSdkError('USER_DISCONNECTED') });
    }
  }

  /** Resolves when the session `topic` ends, from either side (at once if it is not active). */
  sessionEnded(topic: string): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.kit.getActiveSessions()[topic]) return;
        this.kit.off('session_delete', check);
        resolve();
      };
      this.kit.on('session_delete', check);
      check();
    });
  }

  /** Closes the relay connection and stops the SDK's timers. */
  async close(): Promise<void> {
    this.kit.core.heartbeat.stop();
    await this.kit.core.relayer.transportClose();
  }

  private async emitAddresses(topic: string): Promise<void> {
    await this.kit.emitSessionEvent({
      topic,
      chainId: this.chainId,
      event: { name: 'bip122_addressesChanged', data: accountAddresses(this.wallet.keys()) },
    });
  }

  private async ask(approval: PhoneApproval): Promise<void> {
    if (!(await this.options.approve(approval))) throw new WalletFailure('rejected', 'User rejected.');
  }

  private async onProposal(proposal: WalletKitTypes.SessionProposal): Promise<void> {
    const { id, params } = proposal;
    const waiter = this.pairings.get(params.pairingTopic);
    this.pairings.delete(params.pairingTopic);
    const ring = this.wallet.keys();
    const peer = { name: params.proposer.metadata.name, url: params.proposer.metadata.url };
    try {
      const namespaces = approvedNamespaces(params, this.chainId, ring, this.options.methods);
      await this.ask({
        method: 'session_proposal',
        title: 'Connect to this site?',
        details: [
          ['Site', `${peer.name} (${peer.url})`],
          ['Chain', this.chainId],
          ['Payment', ring.payment.address],
          ['Ordinals', ring.ordinals.address],
        ],
        peer,
      });
      // The Dev Wallet's mark, as on its injected providers: an app on a private test
      // chain keeps only sessions that carry it (@satchel/core's WalletConnect connector).
      const session = await this.kit.approveSession({
        id,
        namespaces,
        ...(this.options.devWalletMark === false ? {} : { sessionProperties: { satchelDevWallet: 'true' } }),
      });
      await this.settleAnswered(session.topic);
      await this.emitAddresses(session.topic);
      waiter?.resolve(session);
    } catch (error) {
      const refused = error instanceof WalletFailure;
      await this.kit
        .rejectSession({
          id,
          reason:
            refused && error.kind === 'rejected'
              ? getSdkError('USER_REJECTED')
              : getSdkError('UNSUPPORTED_CHAINS'),
        })
        .catch(() => undefined);
      waiter?.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /**
   * Waits for the dapp's answer to `wc_sessionSettle`: the dapp sends it once it has stored the
   * session (sign-client `onSessionSettleRequest`), so an event sent after it is not dropped for
   * an unknown session. The answer may already be in the history when this starts.
   */
  private settleAnswered(topic: string): Promise<void> {
    const history = this.kit.core.history;
    const answered = (record: JsonRpcRecord) =>
      record.topic === topic && record.request.method === 'wc_sessionSettle' && record.response !== undefined;
    return new Promise((resolve) => {
      const check = (record: JsonRpcRecord) => {
        if (!answered(record)) return;
        history.off('history_updated', check);
        resolve();
      };
      history.on('history_updated', check);
      if (history.values.some(answered)) check(history.values.find(answered) as JsonRpcRecord);
    });
  }

  private async onRequest(event: WalletKitTypes.SessionRequest): Promise<void> {
    const { id, topic, params } = event;
    const method = params.request.method;
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      this.kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } });
    if (!(BIP122_METHODS as readonly string[]).includes(method) || params.chainId !== this.chainId) {
      await respond({ error: METHOD_NOT_FOUND(`${method} on ${params.chainId}`) });
      return;
    }
    const session = this.kit.getActiveSessions()[topic];
    const peer = { name: session?.peer.metadata.name ?? '', url: session?.peer.metadata.url ?? '' };
    const ctx: RpcContext = {
      ring: () => this.wallet.keys(),
      signer: () => this.wallet.signer(this.wallet.network),
      esploraUrl: this.wallet.config.esploraUrl,
      ordBase: ordBaseFor(this.wallet.config),
      ask: (prompt) => this.ask({ ...prompt, peer }),
      quirks: this.options.quirks ?? [],
    };
    try {
      await respond({
        result: await answerBitcoinRequest(ctx, method as Bip122Method, params.request.params),
      });
    } catch (error) {
      await respond({ error: rpcErrorOf(error) });
    }
  }
}
