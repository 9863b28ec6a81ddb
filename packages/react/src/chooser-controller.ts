import type { WalletOption } from '@satchel/core/connectors';

/** The chooser's side-panel states. */
export type SidePanel =
  | { type: 'none' }
  | { type: 'explainer' }
  | { type: 'install-wallet-prompt'; option: WalletOption }
  | { type: 'opening-wallet'; option: WalletOption }
  /** A wallet on another device pairs from this link (WalletConnect). */
  | { type: 'pairing'; option: WalletOption; uri: string };

export interface ChooserState {
  open: boolean;
  options: readonly WalletOption[];
  panel: SidePanel;
}

const CLOSED: ChooserState = { open: false, options: [], panel: { type: 'none' } };

/** The explainer shows when at least one option is installed (lacks an install prompt). */
export function restingPanel(options: readonly WalletOption[]): SidePanel {
  return options.some((o) => !o.installPrompt) ? { type: 'explainer' } : { type: 'none' };
}

/**
 * The chooser as a small external store: the connection store asks it to `select` (a promise that
 * settles on pick or cancel) and tells it when the wallet opens and closes.
 */
export function createChooserController() {
  let state: ChooserState = CLOSED;
  const listeners = new Set<() => void>();
  let pending: { resolve: (id: string) => void; reject: (reason: unknown) => void } | undefined;
  let inFlight: AbortController | undefined;

  const set = (next: ChooserState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    select(options: WalletOption[]): Promise<string> {
      pending?.reject(new Error('Superseded by a new selection.'));
      set({ open: true, options, panel: restingPanel(options) });
      return new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
      });
    },
    updateOptions(options: readonly WalletOption[]) {
      if (!state.open) return;
      const panel =
        state.panel.type === 'none' || state.panel.type === 'explainer' ? restingPanel(options) : state.panel;
      set({ ...state, options, panel });
    },
    pick(walletId: string) {
      pending?.resolve(walletId);
      pending = undefined;
    },
    showInstallPrompt(option: WalletOption) {
      set({ ...state, panel: { type: 'install-wallet-prompt', option } });
    },
    /** Lets a cancel while the wallet is open abandon the wait (the wallet may never answer). */
    track(controller: AbortController | undefined) {
      inFlight = controller;
    },
    walletOpen(walletId: string) {
      const option = state.options.find((o) => o.id === walletId);
      if (state.open && option) set({ ...state, panel: { type: 'opening-wallet', option } });
    },
    /**
     * Shows a pairing link. A connection to the stored wallet starts without the
     * chooser, yet its link must be seen to be scanned: the chooser opens on it, listing `options`.
     */
    pairingUri(walletId: string, uri: string, options: readonly WalletOption[] = state.options) {
      const option = options.find((o) => o.id === walletId);
      if (!option) return;
      set({
        open: true,
        options: state.open ? state.options : options,
        panel: { type: 'pairing', option, uri },
      });
    },
    walletClose() {
      if (state.open) set({ ...state, panel: restingPanel(state.options) });
    },
    close() {
      if (state.open) set(CLOSED);
    },
    /** Close button, Escape, outside click. */
    cancel() {
      pending?.reject(new Error('The selection was cancelled.'));
      pending = undefined;
      inFlight?.abort();
      inFlight = undefined;
      set(CLOSED);
    },
  };
}

export type ChooserController = ReturnType<typeof createChooserController>;
