/** The Satchel Dev Wallet's configuration and scripting surface, as a page sees them. */
import type { Family } from './families.js';

/** The wallets the Dev Wallet can impersonate; `devwallet` is its own sats-connect identity. */
export type { Family };

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest';

/** What a page puts in `window.__SATCHEL_DEVWALLET__` before `devwallet.js` runs. */
export interface DevWalletOptions {
  /** BIP-39 mnemonic; default the BIP-84 test vector's `abandon … about`. Never real funds. */
  mnemonic?: string;
  /**
   * Default `regtest`. Magic Eden and OKX's main object `okxwallet.bitcoin` answer mainnet
   * whatever this is, as the real wallets do; run them against `satchel-devnet --network mainnet`.
   */
  network?: BitcoinNetwork;
  /**
   * Esplora API base the wallet reads balances and coins from and broadcasts to, e.g. `http://127.0.0.1:3002/api`.
   * Mainnet keys sign only while this is on a loopback address (127.0.0.0/8 or [::1]): a private
   * chain, never Bitcoin mainnet.
   */
  esploraUrl?: string;
  /** Which wallets to inject; default all. */
  impersonate?: Family[];
  /** Approve every prompt at once; default off (an approval card waits for a click). */
  autoApprove?: boolean;
  /** Delay before the injected objects appear, to exercise late-injection handling. */
  injectDelayMs?: number;
  /** Address type of the single-address wallets (Unisat, OKX). */
  singleAddressType?: 'p2wpkh' | 'p2tr';
  /**
   * Known misbehaviours of real wallets, per family: `signs-nothing` (approves and hands back the
   * PSBT unsigned, as a success), `bogus-public-key` (every account key is the address's UTF-8
   * bytes), `refuses-sighash-lists` (refuses requests naming input sighashes), `swaps-witness`
   * (finalizes what it signs with each witness as `[key, signature]`, which no node accepts).
   * `unsigned-psbt-as-success` is the earlier name of `signs-nothing`.
   */
  quirks?: Partial<
    Record<
      Family,
      (
        | 'signs-nothing'
        | 'bogus-public-key'
        | 'refuses-sighash-lists'
        | 'swaps-witness'
        | 'unsigned-psbt-as-success'
      )[]
    >
  >;
  /**
   * The Bitcoin scopes MetaMask grants when a page asks for a session; default `['mainnet']`, as
   * MetaMask opens a mainnet session and offers no Bitcoin test network. `regtest` for a regtest devnet.
   */
  metamaskScopes?: ('mainnet' | 'testnet' | 'testnet4' | 'regtest')[];
}

/** One labelled line the approval card shows, e.g. ["Amount", "10000 sats"]. */
export type DetailLine = [label: string, value: string];

export interface PendingApproval {
  id: number;
  family: Family;
  method: string;
  title: string;
  details: DetailLine[];
  /** `waiting` = shown to the person; `hung` = scripted to never answer (a lost popup). */
  state: 'waiting' | 'hung';
}

/** One call a page made on an impersonated wallet. */
export interface DevWalletRequest {
  /** Increasing from 1 in the order the calls arrived. */
  id: number;
  family: Family;
  /** The wallet's own method name (`getAccounts`, `signPsbt`, `wallet_connect`…). */
  method: string;
  /** The arguments, shortened: long strings keep their head and length. */
  params: unknown;
  /** `Date.now()` when the call arrived. */
  startedAt: number;
  /** Milliseconds until it settled; absent while pending. */
  durationMs?: number;
  status: 'pending' | 'ok' | 'error';
  /** What the page received on success (shortened). */
  result?: unknown;
  /** What the page received on failure: the wallet's own code and message. */
  error?: { code?: number; message: string };
}

/** `window.satchelDevWallet`. */
export interface DevWalletControl {
  /** Approve the next prompt (or the one already waiting). `count` queues several. */
  approveNext(count?: number): void;
  /** Reject the next prompt the way the impersonated wallet reports a user cancel. */
  rejectNext(count?: number): void;
  /** The next prompt never answers (a lost popup). */
  hangNext(): void;
  /** The next prompt is approved after `ms` milliseconds. */
  delayNext(ms: number): void;
  /** Settle the prompt currently shown, as the card's buttons do. */
  approve(): boolean;
  reject(): boolean;
  /** Prompts waiting for a person or hung. */
  pending(): PendingApproval[];
  setAutoApprove(on: boolean): void;
  /** Switch to account index N and emit the account change. */
  setAccount(index: number): void;
  /** Switch network and emit the network change. */
  setNetwork(network: BitcoinNetwork): void;
  /** `accountChange`, `networkChange`, `disconnect`, or any event name with `payload`. */
  emit(event: string, payload?: unknown): void;
  /** Every call the page made (silent reads included), oldest first, the last 500. */
  requests(): DevWalletRequest[];
  /** Empties the request log. */
  clearRequests(): void;
  /** Forget the site's connection for one family (or all), as if removed in the wallet. */
  revoke(family?: Family): void;
  state(): {
    network: BitcoinNetwork;
    account: number;
    connected: Family[];
    impersonate: Family[];
    esploraUrl: string;
    addresses: { payment: string; ordinals: string };
  };
}
