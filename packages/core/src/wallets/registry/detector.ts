import { walletGlobals } from '../kit/globals';
import { defaultStandardWallets } from '../kit/standard-wallets';
import type { WalletOption } from '../kit/types';
import { listWalletOptions, type RegistryContext } from './registry';

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

interface DetectorOptions {
  timeoutMs?: number;
  pollMs?: number;
  /** Read when detection starts: the wallet the chooser lists first. */
  readDefaultWalletId?: () => string | undefined;
}

/**
 * Extensions inject late (Unisat waits for a phishing check), so options are recomputed on
 * ready events, on Wallet Standard registrations, and by polling until `timeoutMs` has passed.
 * Detection starts on first use (`getOptions`, `subscribe`, `waitForWallet`), never at creation, so
 * a server can create a detector while rendering without reading a browser global or starting a
 * timer.
 */
export function createWalletDetector(ctx: RegistryContext, timing: DetectorOptions = {}): WalletDetector {
  const { timeoutMs = 3000, pollMs = 100, readDefaultWalletId } = timing;
  let context: RegistryContext = ctx;
  let options: WalletOption[] = [];
  let signature = '';
  let polling = false;
  let started: { stop(): void } | undefined;
  const listeners = new Set<() => void>();

  const refresh = () => {
    const next = listWalletOptions(context);
    const nextSignature = JSON.stringify(next);
    if (nextSignature === signature) return;
    options = next;
    signature = nextSignature;
    for (const listener of [...listeners]) listener();
  };

  const start = () => {
    if (started) return;
    const win = ctx.win ?? walletGlobals();
    const standard =
      ctx.standardWallets ?? (typeof window === 'undefined' ? undefined : defaultStandardWallets());
    const defaultWalletId = context.defaultWalletId ?? readDefaultWalletId?.();
    context = {
      ...context,
      win,
      ...(standard ? { standardWallets: standard } : {}),
      ...(defaultWalletId ? { defaultWalletId } : {}),
    };
    options = listWalletOptions(context);
    signature = JSON.stringify(options);
    polling = true;
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
    started = {
      stop() {
        clearInterval(timer);
        clearTimeout(stopPolling);
        polling = false;
        for (const name of READY_EVENTS) win.removeEventListener?.(name, refresh);
        offRegister?.();
        offUnregister?.();
      },
    };
  };

  const subscribe = (listener: () => void) => {
    start();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  return {
    getOptions: () => {
      start();
      return options;
    },
    subscribe,
    setDefaultWalletId(walletId) {
      context = {
        ...context,
        ...(walletId ? { defaultWalletId: walletId } : { defaultWalletId: undefined }),
      };
      if (started) refresh();
    },
    waitForWallet(walletId, signal) {
      const installed = () => options.some((o) => o.id === walletId && o.isInstalled);
      start();
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
      started?.stop();
      listeners.clear();
    },
  };
}
