// @vitest-environment jsdom

import { createConnectionStore } from '@satchel/core/connection';
import {
  createWalletDetector,
  DEV_WALLET_MARK,
  loadConnector,
  type WalletGlobals,
} from '@satchel/core/connectors';
import { Errors, Messages } from '@satchel/core/errors';
import { createUnisatConnector } from '@satchel/core/wallets/unisat/connector';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeUnisat,
  memoryConnectionStorage,
  noStandardWallets,
} from '../../../../test/connectors/fake-wallets';
import { SUBJECT } from '../../../../test/subjects';
import { SatchelProvider } from '../SatchelProvider';
import { monthOf } from '../strings';
import { AccountHeader } from './AccountHeader';
import { ConnectButton } from './ConnectButton';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

function renderApp(win: WalletGlobals, userAgent = CHROME) {
  render(
    <SatchelProvider
      config={{ network: 'mainnet', devnet: false, reconnectOnMount: false }}
      connection={(chooser) => {
        const detector = createWalletDetector({
          devnet: false,
          win,
          standardWallets: noStandardWallets,
          userAgent,
        });
        const store = createConnectionStore({
          network: 'mainnet',
          listOptions: detector.getOptions,
          loadConnector: async (id) => {
            if (id === SUBJECT.injected) return createUnisatConnector(win);
            throw Errors.providerNotFound(id);
          },
          selectProvider: (options) => chooser.select(options),
          selector: chooser,
          storage: memoryConnectionStorage(),
          logger: { warn: vi.fn(), error: vi.fn() },
        });
        return { store, detector };
      }}
    >
      <ConnectButton />
      <AccountHeader />
    </SatchelProvider>,
  );
}

async function openChooser() {
  const button = screen.getByTestId('connect-button');
  button.focus();
  await act(async () => fireEvent.click(button));
  return screen.getByTestId('wallet-chooser');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('WalletChooser', () => {
  it('default: titled for installed wallets, with the explainer and a labelled dialog', async () => {
    renderApp({ unisat: fakeUnisat() });
    const dialog = await openChooser();
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(screen.getByRole('dialog', { name: 'Choose wallet to connect' })).toBe(dialog);
    expect(screen.getByTestId('chooser-title').textContent).toBe('Choose wallet to connect');
    expect(screen.getByText('What is a wallet?')).toBeTruthy();
    // On a first visit the default (the family table's first wallet) leads, the
    // installed wallet comes next, labelled Installed, and takes the focus.
    const tiles = screen
      .getAllByRole('button')
      .map((b) => b.dataset.testid ?? '')
      .filter((id) => id.startsWith('wallet-option-'));
    expect(tiles.slice(0, 3)).toEqual([
      'wallet-option-xverse',
      'wallet-option-unisat',
      'wallet-option-leather',
    ]);
    expect(screen.getByTestId('wallet-installed-unisat').textContent).toBe('Installed');
    expect(screen.queryByTestId('wallet-installed-xverse')).toBeNull();
    expect(screen.getByTestId('wallet-option-xverse').textContent).toContain('Not installed');
    expect(document.activeElement).toBe(screen.getByTestId('wallet-option-unisat'));
  });

  it('behavior: our monograms are drawn as text, an announced icon as its image', async () => {
    const announced = 'data:image/png;base64,iVBORw0KGgo=';
    renderApp({
      unisat: fakeUnisat(),
      XverseProviders: { BitcoinProvider: {} },
      btc_providers: [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: announced }],
    });
    await openChooser();
    const unisat = screen.getByTestId('wallet-option-unisat');
    expect(unisat.querySelector('img')).toBeNull();
    const monogram = unisat.querySelector<HTMLElement>('.satchel-chooser__monogram');
    expect(monogram?.dataset.letter).toBe('U');
    expect(monogram?.style.backgroundColor).toBe('rgb(122, 76, 240)');
    expect(monogram?.getAttribute('aria-hidden')).toBe('true');
    // The letter is drawn by CSS: the tile's text is still the wallet's name and badge.
    expect(unisat.textContent).toBe('UnisatInstalled');
    expect(screen.getByTestId('wallet-option-xverse').querySelector('img')?.getAttribute('src')).toBe(
      announced,
    );
  });

  it('behavior: with nothing installed, the install title and no side panel', async () => {
    renderApp({});
    await openChooser();
    expect(screen.getByTestId('chooser-title').textContent).toBe("Don't have a wallet?");
    expect(screen.getByText('Start by installing one of the wallets below.')).toBeTruthy();
    expect(screen.queryByText('What is a wallet?')).toBeNull();
  });

  it('behavior: an uninstalled wallet shows the install prompt; Get opens the store link', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderApp({ unisat: fakeUnisat() });
    await openChooser();
    fireEvent.click(screen.getByTestId('wallet-option-leather'));
    fireEvent.click(screen.getByRole('button', { name: 'Get' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('chromewebstore.google.com'),
      '_blank',
      expect.any(String),
    );
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(window, { key: 'Escape' })],
    ['close button', () => fireEvent.click(screen.getByTestId('chooser-close'))],
    ['outside click', () => fireEvent.click(document.querySelector('.satchel-chooser') as Element)],
  ])('behavior: %s cancels and restores focus', async (_name, dismiss) => {
    renderApp({ unisat: fakeUnisat() });
    await openChooser();
    await act(async () => dismiss());
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('error-message').textContent).toContain(Messages.selectionCancelled),
    );
    expect(document.activeElement).toBe(screen.getByTestId('connect-button'));
  });

  it('behavior: the chooser kept hidden leaves the page as it was where icons cannot be decoded ahead', async () => {
    // jsdom, like older engines, has no HTMLImageElement.decode; the installed wallet's icon is an <img>.
    expect(typeof HTMLImageElement.prototype.decode).not.toBe('function');
    renderApp({
      XverseProviders: { BitcoinProvider: {} },
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'data:image/png;base64,iVBORw0KGgo=' },
      ],
    });
    // The chooser is kept from the first idle moment (200 ms where the engine cannot say when that is).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByTestId('connect-button')).toBeTruthy();
    await openChooser();
    expect(screen.getByTestId('wallet-option-xverse').querySelector('img')).not.toBeNull();
  });

  it('behavior: a click inside the card does not cancel', async () => {
    renderApp({ unisat: fakeUnisat() });
    await openChooser();
    fireEvent.click(screen.getByTestId('chooser-title'));
    expect(screen.getByTestId('wallet-chooser')).toBeTruthy();
  });

  it('behavior: keyboard picks a wallet, shows the opening panel, then the accounts', async () => {
    const unisat = fakeUnisat();
    renderApp({ unisat });
    await openChooser();
    const tile = screen.getByTestId('wallet-option-unisat');
    expect(document.activeElement).toBe(tile);
    unisat.setNext('hang');
    await act(async () => fireEvent.keyDown(tile, { key: 'Enter' }));
    await waitFor(() => expect(screen.getByText('Opening Unisat...')).toBeTruthy());
    expect(screen.getByText('Confirm the operation in Unisat')).toBeTruthy();
    // The wallet never answers: Escape still frees the UI.
    await act(async () => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('connect-button').hasAttribute('disabled')).toBe(false));

    await openChooser();
    await act(async () => fireEvent.keyDown(screen.getByTestId('wallet-option-unisat'), { key: ' ' }));
    await waitFor(() => expect(screen.getByTestId('account-address-payment')).toBeTruthy());
    expect(screen.getByTestId('account-address-ordinals').getAttribute('data-address')).toMatch(/^bc1/);
    await act(async () => fireEvent.click(screen.getByTestId('disconnect-button')));
    expect(screen.getByTestId('connect-button')).toBeTruthy();
  });

  it('behavior: Tab wraps inside the dialog', async () => {
    renderApp({ unisat: fakeUnisat() });
    await openChooser();
    const close = screen.getByTestId('chooser-close');
    close.focus();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByTestId('wallet-option-xverse'));
    fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });
  it('behavior: on a phone with no wallet, tiles offer Open in links for this page', async () => {
    window.history.replaceState(null, '', '/send?to=me');
    renderApp({}, IPHONE);
    await openChooser();
    const link = screen.getByTestId('wallet-open-in-xverse') as HTMLAnchorElement;
    expect(link.tagName).toBe('A');
    expect(link.textContent).toBe('Open in Xverse');
    expect(link.getAttribute('href')).toBe(
      `https://connect.xverse.app/browser?url=${encodeURIComponent(window.location.href)}`,
    );
    expect(window.location.href).toMatch(/\/send\?to=me$/);
    // No documented link for Unisat: its tile has none.
    expect(screen.queryByTestId('wallet-open-in-unisat')).toBeNull();
    // The chooser's icons are inline SVG, never a font glyph.
    expect(screen.getByTestId('chooser-close').querySelector('svg path')).toBeTruthy();
  });

  it('behavior: a desktop browser gets no Open in links', async () => {
    renderApp({});
    await openChooser();
    expect(screen.getByTestId('wallet-chooser').querySelector('[data-testid^="wallet-open-in-"]')).toBeNull();
  });
});

describe('WalletChooser on a private test chain', () => {
  const REASON = 'Not available on a private test chain: Unisat would use real bitcoin.';

  function renderPrivateChain(win: WalletGlobals) {
    const ctx = {
      devnet: true,
      privateChain: true,
      win,
      standardWallets: noStandardWallets,
      userAgent: CHROME,
    };
    const loaded = vi.fn();
    render(
      <SatchelProvider
        config={{ network: 'mainnet', devnet: true, privateChain: true, reconnectOnMount: false }}
        connection={(chooser) => {
          const detector = createWalletDetector(ctx);
          const store = createConnectionStore({
            network: 'mainnet',
            listOptions: detector.getOptions,
            loadConnector: (id) => {
              loaded(id);
              return loadConnector(id, ctx);
            },
            selectProvider: (options) => chooser.select(options),
            selector: chooser,
            storage: memoryConnectionStorage(),
            logger: { warn: vi.fn(), error: vi.fn() },
          });
          return { store, detector };
        }}
      >
        <ConnectButton />
        <AccountHeader />
      </SatchelProvider>,
    );
    return { loaded };
  }

  it("a real wallet's tile reads why, is disabled, and picking it by click or keyboard does nothing", async () => {
    const unisat = fakeUnisat();
    const leather = { request: vi.fn() };
    Object.defineProperty(leather, DEV_WALLET_MARK, { value: true });
    const { loaded } = renderPrivateChain({ unisat, LeatherProvider: leather });
    await openChooser();

    const tile = screen.getByTestId('wallet-option-unisat');
    expect(screen.getByTestId('wallet-unavailable-unisat').textContent).toBe(REASON);
    expect(tile.getAttribute('aria-disabled')).toBe('true');
    expect(tile.textContent).toBe(`Unisat${REASON}`);
    expect(screen.queryByTestId('wallet-installed-unisat')).toBeNull();
    // The wallet that connects takes the focus, not the refused one.
    expect(document.activeElement).toBe(screen.getByTestId('wallet-option-leather'));
    expect(screen.getByTestId('wallet-option-leather').getAttribute('aria-disabled')).toBeNull();

    await act(async () => fireEvent.click(tile));
    tile.focus();
    await act(async () => fireEvent.keyDown(tile, { key: 'Enter' }));
    await act(async () => fireEvent.keyDown(tile, { key: ' ' }));
    expect(screen.getByTestId('wallet-chooser')).toBeTruthy();
    expect(screen.queryByText('Opening Unisat...')).toBeNull();
    expect(loaded).not.toHaveBeenCalled();
    expect(unisat.calls).toEqual([]);
  });
});

describe('WalletChooser: a wallet that left Bitcoin web apps', () => {
  it('its tile reads when it left, and it is still picked like any installed wallet', async () => {
    const loaded = vi.fn(async (id: string) => {
      throw Errors.providerNotFound(id);
    });
    const option = {
      id: 'old-wallet',
      name: 'Old Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
      isInstalled: true,
      leftBitcoinOn: '2026-04-01',
    };
    render(
      <SatchelProvider
        config={{ network: 'mainnet', devnet: false, reconnectOnMount: false }}
        connection={(chooser) => {
          const store = createConnectionStore({
            network: 'mainnet',
            listOptions: () => [option],
            loadConnector: loaded,
            selectProvider: (options) => chooser.select(options),
            selector: chooser,
            storage: memoryConnectionStorage(),
            logger: { warn: vi.fn(), error: vi.fn() },
          });
          const detector = {
            getOptions: () => [option],
            subscribe: () => () => {},
            waitForWallet: async () => true,
            setDefaultWalletId: () => {},
            stop: () => {},
          };
          return { store, detector };
        }}
      >
        <ConnectButton />
      </SatchelProvider>,
    );
    await openChooser();
    const tile = screen.getByTestId('wallet-option-old-wallet');
    expect(screen.getByTestId('wallet-left-old-wallet').textContent).toBe(
      'Old Wallet left Bitcoin web apps in April 2026: an older install may still answer.',
    );
    expect(tile.getAttribute('aria-disabled')).toBeNull();
    // Installed like any other (every installed wallet is labelled so).
    expect(screen.getByTestId('wallet-installed-old-wallet').textContent).toBe('Installed');
    await act(async () => fireEvent.click(tile));
    await waitFor(() => expect(loaded).toHaveBeenCalledWith('old-wallet'));
  });

  it('the month is named the same in every time zone and locale', () => {
    expect(monthOf('2026-04-01')).toBe('April 2026');
    expect(monthOf('2026-06-25')).toBe('June 2026');
    expect(monthOf('2026-12-31')).toBe('December 2026');
  });
});
