import { type BitcoinNetwork, isBitcoinNetwork } from '@satchel/core/networks';
import type { PendingApproval } from './approvals';
import type { Family } from './config';
import type { DevWalletRequest } from './request-log';
import type { DevWallet } from './wallet';

/** The scripting surface on `window.satchelDevWallet` (SPEC R14). */
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

export function createControl(wallet: DevWallet): DevWalletControl {
  const repeat = (count: number | undefined, fn: () => void) => {
    const n = count === undefined ? 1 : Math.max(1, Math.floor(count));
    for (let i = 0; i < n; i++) fn();
  };
  return Object.freeze({
    approveNext: (count?: number) => repeat(count, () => wallet.approvals.script({ kind: 'approve' })),
    rejectNext: (count?: number) => repeat(count, () => wallet.approvals.script({ kind: 'reject' })),
    hangNext: () => wallet.approvals.script({ kind: 'hang' }),
    delayNext: (ms: number) => wallet.approvals.script({ kind: 'delay', ms: Math.max(0, Number(ms) || 0) }),
    approve: () => wallet.approvals.decide(true),
    reject: () => wallet.approvals.decide(false),
    pending: () => wallet.approvals.pending(),
    setAutoApprove: (on: boolean) => {
      wallet.approvals.autoApprove = on === true;
    },
    setAccount: (index: number) => wallet.setAccount(index),
    setNetwork: (network: BitcoinNetwork) => {
      if (!isBitcoinNetwork(network)) throw new Error(`Unknown network ${String(network)}.`);
      wallet.setNetwork(network);
    },
    emit: (event: string, payload?: unknown) => {
      if (event === 'accountChange' || event === 'networkChange') wallet.emit({ type: event });
      else if (event === 'disconnect') wallet.emit({ type: 'disconnect' });
      else wallet.emit({ type: 'raw', name: event, payload });
    },
    requests: () => wallet.requests.list(),
    clearRequests: () => wallet.requests.clear(),
    revoke: (family?: Family) => {
      for (const f of family ? [family] : wallet.config.impersonate) wallet.disconnect(f);
    },
    state: () => {
      const ring = wallet.keys();
      return {
        network: wallet.network,
        account: wallet.account,
        connected: wallet.permissions.list(),
        impersonate: [...wallet.config.impersonate],
        esploraUrl: wallet.config.esploraUrl,
        addresses: { payment: ring.payment.address, ordinals: ring.ordinals.address },
      };
    },
  });
}
