import { type BitcoinNetwork, isBitcoinNetwork } from '@satchel/core/networks';
import type { Family } from './config';
import type { DevWalletControl } from './control-api';
import type { DevWallet } from './wallet';

export type { DevWalletControl } from './control-api';

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
    setEsploraUrl: (url: string) => wallet.setEsploraUrl(url),
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
