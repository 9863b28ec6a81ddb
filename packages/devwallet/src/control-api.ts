import type { BitcoinNetwork } from '@satchel/core/networks';
import type { PendingApproval } from './approvals';
import type { Family } from './config';
import type { DevWalletRequest } from './request-log';

/** The scripting surface on `window.satchelDevWallet`. */
export interface DevWalletControl {
  /** Approve the next prompt (or the one already waiting). `count` queues several. */
  approveNext(count?: number): void;
  /** Reject the next prompt the way the impersonated wallet reports a user cancel. */
  rejectNext(count?: number): void;
  /** The next prompt never answers (a lost popup), for timeout handling. */
  hangNext(): void;
  /** The next prompt is approved after `ms` milliseconds. */
  delayNext(ms: number): void;
  /** Settle the prompt currently shown (as the overlay buttons do). */
  approve(): boolean;
  reject(): boolean;
  /** Prompts waiting for a person or hung. */
  pending(): PendingApproval[];
  setAutoApprove(on: boolean): void;
  /** Switch to account index N (BIP-44 account level) and emit the account change. */
  setAccount(index: number): void;
  /** Switch network and emit the network change. */
  setNetwork(network: BitcoinNetwork): void;
  /**
   * Point the wallet at another Esplora API (an `http(s)` URL), as Xverse's network settings let
   * a person edit its Regtest Esplora URL; the signing gate judges every later call by it.
   */
  setEsploraUrl(url: string): void;
  /**
   * Fire an event: `accountChange`, `networkChange`, `disconnect` are translated for every
   * family; any other name is delivered as is, with `payload`, to listeners of that name.
   */
  emit(event: string, payload?: unknown): void;
  /**
   * Every call the page made on an impersonated wallet (silent reads included), oldest first,
   * the last 500: method, shortened params, family, start time, duration, and the result or
   * error the page received. Pending calls (a prompt waiting or hung) have no duration yet.
   */
  requests(): DevWalletRequest[];
  /** Empties the request log, e.g. between the steps of a test. */
  clearRequests(): void;
  /** Forget the site's connection for one family (or all) as if the user removed it in the wallet. */
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
