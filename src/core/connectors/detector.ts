import { walletGlobals } from './globals';
import { listWalletOptions, type RegistryContext } from './registry';
import { defaultStandardWallets } from './standard-wallets';
import type { WalletOption } from './types';

export interface WalletDetector {
  getOptions(): WalletOption[];
  subscribe(listener: () => void): () => void;
  /** Resolves true once the wallet is installed, false when detection gives up or the signal aborts. */
  waitForWallet(walletId: string, signal?: AbortSignal): Promise<boolean>;
  setDefaultWalletId(walletId: string | undefined): void;
  stop(): void;
}

/** Ready events of wallets that announce themselves (docs/wallet-interfaces.md §3: Unisat). */
const READY_EVENTS = ['unisat#initialized'];

/**
 * SPEC R1.3: extensions inject late (Unisat waits for a phishing check), so options are recomputed on
 * ready events, on Wallet Standard registrations, and by polling until `timeoutMs` has passed.
 */
export function createWalletDetector(
  ctx: RegistryContext,
  timing: { timeoutMs?: number; pollMs?: number } = {},
): WalletDetector {
  const { timeoutMs = 3000, pollMs = 100 } = timing;
  const win = ctx.win ?? walletGlobals();
  const standard =
    ctx.standardWallets ?? (typeof window === 'undefined' ? undefined : defaultStandardWallets());
  let context: RegistryContext = { ...ctx, win, ...(standard ? { standardWallets: standard } : {}) };
  let options = listWalletOptions(context);
  let signature = JSON.stringify(options);
  let polling = true;
  const listeners = new Set<() => void>();

  const refresh = () => {
    const next = listWalletOptions(context);
    const nextSignature = JSON.stringify(next);
    if (nextSignature === signature) return;
    options = next;
    signature = nextSignature;
    for (const listener of [...listeners]) listener();
  };

  const timer = setInterval(refresh, pollMs);
  const stopPolling = setTimeout(() => {
    polling = false;
    clearInterval(timer);
    refresh();
    for (const listener of [...listeners]) listener();
  }, timeoutMs);
  for (const name of READY_EVENTS) win.addEventListener?.(name, refresh);
  const offRegister = standard?.on('register', refresh);
  const offUnregister = standard?.on('unregister', refresh);

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  return {
    getOptions: () => options,
    subscribe,
    setDefaultWalletId(walletId) {
      context = {
        ...context,
        ...(walletId ? { defaultWalletId: walletId } : { defaultWalletId: undefined }),
      };
      refresh();
    },
    waitForWallet(walletId, signal) {
      const installed = () => options.some((o) => o.id === walletId && o.isInstalled);
      refresh();
      if (installed()) return Promise.resolve(true);
      if (!polling || signal?.aborted) return Promise.resolve(false);
      return new Promise((resolve) => {
        const finish = (value: boolean) => {
          off();
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        };
        const onAbort = () => finish(false);
        const off = subscribe(() => {
          if (installed()) finish(true);
          else if (!polling) finish(false);
        });
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    stop() {
      clearInterval(timer);
      clearTimeout(stopPolling);
      polling = false;
      for (const name of READY_EVENTS) win.removeEventListener?.(name, refresh);
      offRegister?.();
      offUnregister?.();
      listeners.clear();
    },
  };
}
