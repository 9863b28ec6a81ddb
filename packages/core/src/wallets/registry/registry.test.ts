import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUnisat, noStandardWallets } from '../../../../../test/connectors/fake-wallets';
import { SUBJECT } from '../../../../../test/subjects';
import type { WalletGlobals } from '../kit/globals';
import { safeIcon } from '../kit/icons';
import { storeLink } from '../kit/store-link';
import { createWalletDetector } from './detector';
import { isWithdrawn, WALLET_FAMILIES } from './families';
import { listWalletOptions } from './registry';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
};

const list = (
  win: WalletGlobals,
  extra: { devnet?: boolean; defaultWalletId?: string; userAgent?: string } = {},
) =>
  listWalletOptions({
    devnet: extra.devnet ?? false,
    win,
    standardWallets: noStandardWallets,
    userAgent: extra.userAgent ?? UA.chrome,
    ...(extra.defaultWalletId ? { defaultWalletId: extra.defaultWalletId } : {}),
  });

afterEach(() => vi.useRealTimers());

/** The chooser's tiles with nothing installed: the family table less the withdrawn wallets. */
const LISTED = WALLET_FAMILIES.filter((family) => !isWithdrawn(family)).map((family) => family.id);

describe('listWalletOptions', () => {
  it('default: every family, none installed, each with an install prompt', () => {
    const options = list({});
    // Every named family, in the table's order, but those withdrawn from web apps.
    expect(options.map((o) => o.id)).toEqual(LISTED);
    for (const option of options) {
      expect(option.isInstalled).toBe(false);
      expect(option.installPrompt?.url).toMatch(/^https:/);
      expect(option.icon).toMatch(/^data:image\//);
    }
  });

  it('WalletConnect is listed only when the app has a project id', () => {
    const loadSignClient = () => Promise.reject(new Error('not loaded by listing'));
    expect(list({}).some((o) => o.id === 'walletconnect')).toBe(false);
    const blank = listWalletOptions({
      devnet: false,
      win: {},
      standardWallets: noStandardWallets,
      walletConnect: { projectId: ' ', loadSignClient },
    });
    expect(blank.some((o) => o.id === 'walletconnect')).toBe(false);
    const options = listWalletOptions({
      devnet: false,
      win: {},
      standardWallets: noStandardWallets,
      userAgent: UA.chrome,
      walletConnect: { projectId: 'satchel-test', loadSignClient },
    });
    // Ready without an install: it pairs a wallet on another device, after the default wallet.
    expect(options.slice(0, 2).map((o) => o.id)).toEqual([LISTED[0], 'walletconnect']);
    expect(options.find((o) => o.id === 'walletconnect')).toMatchObject({
      name: 'WalletConnect',
      isInstalled: true,
      pairing: true,
    });
    expect(options.find((o) => o.id === 'walletconnect')?.installPrompt).toBeUndefined();
  });

  it('behavior: installed options lack installPrompt', () => {
    const installed = list({ unisat: fakeUnisat() }).find((o) => o.id === SUBJECT.injected);
    expect(installed).toMatchObject({ isInstalled: true });
    expect(installed && 'installPrompt' in installed).toBe(false);
  });

  it('behavior: default first, installed next, the rest after', () => {
    const win: WalletGlobals = { LeatherProvider: {}, okxwallet: { bitcoin: {} } };
    const ids = list(win, { defaultWalletId: SUBJECT.standardBitcoin }).map((o) => o.id);
    const first: string[] = [SUBJECT.standardBitcoin, SUBJECT.rpc, SUBJECT.perNetworkObjects];
    expect(ids).toEqual([...first, ...LISTED.filter((id) => !first.includes(id))]);
  });

  it('behavior: the Dev Wallet is listed only on the devnet', () => {
    const win: WalletGlobals = {
      btc_providers: [{ id: 'SatchelDevWallet.BitcoinProvider', name: 'Satchel Dev Wallet' }],
    };
    expect(list(win).some((o) => o.id === 'devwallet')).toBe(false);
    expect(list(win, { devnet: true }).find((o) => o.id === 'devwallet')).toMatchObject({
      name: 'Satchel Dev Wallet',
      isInstalled: true,
    });
  });

  it('behavior: btc_providers entries of known families are not listed twice', () => {
    const win: WalletGlobals = {
      XverseProviders: { BitcoinProvider: {} },
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' },
        { id: 'Other.Provider', name: 'Other', icon: 'javascript:alert(1)' },
      ],
    };
    const options = list(win);
    expect(options.filter((o) => o.name.startsWith('Xverse'))).toHaveLength(1);
    expect(options.find((o) => o.id === 'sats-connect:Other.Provider')?.icon).toMatch(
      /^data:image\/svg\+xml/,
    );
  });

  it('behavior: Bitcoin Wallet Standard wallets get wallet-standard:<name>', () => {
    const standard = {
      get: () => [
        { name: 'Foo', icon: 'https://foo.example/icon.png', chains: ['bitcoin:mainnet'], features: {} },
      ],
      on: () => () => {},
    };
    const options = listWalletOptions({
      devnet: false,
      win: {},
      standardWallets: standard,
      userAgent: UA.chrome,
    });
    // The first-visit default (Xverse) leads; the installed Foo comes next.
    expect(options[1]).toMatchObject({
      id: 'wallet-standard:Foo',
      isInstalled: true,
      icon: 'https://foo.example/icon.png',
    });
  });

  it('behavior: on a first visit the family table’s first wallet leads, installed or not', () => {
    const win: WalletGlobals = { LeatherProvider: {}, okxwallet: { bitcoin: {} } };
    const ids = list(win).map((o) => o.id);
    const installed: string[] = [SUBJECT.rpc, SUBJECT.perNetworkObjects];
    const rest = LISTED.filter((id) => id !== LISTED[0] && !installed.includes(id));
    expect(ids.slice(0, 4)).toEqual([LISTED[0], ...installed, rest[0]]);
  });

  it('behavior: on the devnet the Dev Wallet comes right after the default, even when every family is installed', () => {
    const win: WalletGlobals = {
      XverseProviders: { BitcoinProvider: {} },
      unisat: fakeUnisat(),
      LeatherProvider: {},
      okxwallet: { bitcoin: {} },
      btc_providers: [{ id: 'SatchelDevWallet.BitcoinProvider', name: 'Satchel Dev Wallet' }],
    };
    expect(
      list(win, { devnet: true })
        .map((o) => o.id)
        .slice(0, 5),
    ).toEqual([LISTED[0], 'devwallet', SUBJECT.injected, SUBJECT.rpc, SUBJECT.perNetworkObjects]);
    expect(
      list(win, { devnet: true, defaultWalletId: SUBJECT.perNetworkObjects })
        .map((o) => o.id)
        .slice(0, 4),
    ).toEqual([SUBJECT.perNetworkObjects, 'devwallet', SUBJECT.satsConnect, SUBJECT.injected]);
    expect(
      list(win, { devnet: true, defaultWalletId: 'devwallet' })
        .map((o) => o.id)
        .slice(0, 2),
    ).toEqual(['devwallet', LISTED[0]]);
    // Only the Dev Wallet installed: still second, and every installed wallet before those to install.
    const only = list({ btc_providers: win.btc_providers }, { devnet: true });
    expect(only.slice(0, 2).map((o) => [o.id, o.isInstalled])).toEqual([
      [LISTED[0], false],
      ['devwallet', true],
    ]);
  });
});

describe('storeLink', () => {
  const urls = {
    web: 'https://w',
    chrome: 'https://c',
    firefox: 'https://f',
    android: 'https://a',
    ios: 'https://i',
  };
  it.each([
    ['chrome', 'https://c'],
    ['firefox', 'https://f'],
    ['android', 'https://a'],
    ['ios', 'https://i'],
  ] as const)('parameters: %s', (browser, expected) => {
    expect(storeLink(urls, UA[browser])).toBe(expected);
  });

  it('behavior: falls back to the download page when no store matches', () => {
    expect(storeLink({ web: 'https://w', chrome: 'https://c' }, UA.firefox)).toBe('https://w');
  });
});

describe('safeIcon', () => {
  it('behavior: keeps data: images and https URLs, repairs Leather, replaces the rest', () => {
    expect(safeIcon('data:image/png;base64,AAAA', 'x')).toBe('data:image/png;base64,AAAA');
    expect(safeIcon('https://a.example/i.svg', 'x')).toBe('https://a.example/i.svg');
    expect(safeIcon('data:image/svg;base64,AAAA', 'x')).toBe('data:image/svg+xml;base64,AAAA');
    expect(safeIcon('http://a.example/i.svg', 'x')).toMatch(/^data:image\/svg\+xml/);
    expect(safeIcon('data:text/html,<script>', 'x')).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('createWalletDetector', () => {
  it('behavior: a wallet injected late is picked up by the ready event', () => {
    const win = new EventTarget() as unknown as WalletGlobals & EventTarget;
    const detector = createWalletDetector({
      devnet: false,
      win,
      standardWallets: noStandardWallets,
      userAgent: UA.chrome,
    });
    const seen = vi.fn();
    detector.subscribe(seen);
    expect(detector.getOptions().find((o) => o.id === SUBJECT.injected)?.isInstalled).toBe(false);
    win.unisat = fakeUnisat();
    win.dispatchEvent(new Event('unisat#initialized'));
    expect(detector.getOptions().find((o) => o.id === SUBJECT.injected)?.isInstalled).toBe(true);
    expect(seen).toHaveBeenCalled();
    detector.stop();
  });

  it('behavior: polling finds a wallet with no ready event; waitForWallet resolves', async () => {
    vi.useFakeTimers();
    const win: WalletGlobals = {};
    const detector = createWalletDetector({
      devnet: false,
      win,
      standardWallets: noStandardWallets,
      userAgent: UA.chrome,
    });
    const waiting = detector.waitForWallet(SUBJECT.rpc);
    win.LeatherProvider = {};
    await vi.advanceTimersByTimeAsync(250);
    await expect(waiting).resolves.toBe(true);
    detector.stop();
  });

  it('behavior: creating a detector reads no global and starts no timer; first use starts detection', () => {
    vi.useFakeTimers();
    const read: string[] = [];
    const win = new Proxy({} as WalletGlobals, {
      get(target, name) {
        read.push(String(name));
        return Reflect.get(target, name);
      },
    });
    const readDefault = vi.fn((): string => SUBJECT.perNetworkObjects);
    const detector = createWalletDetector(
      { devnet: false, win, standardWallets: noStandardWallets, userAgent: UA.chrome },
      { readDefaultWalletId: readDefault },
    );
    expect(read).toEqual([]);
    expect(readDefault).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    // The wallet picked last comes first once detection runs.
    expect(detector.getOptions()[0]?.id).toBe(SUBJECT.perNetworkObjects);
    expect(read.length).toBeGreaterThan(0);
    expect(vi.getTimerCount()).toBe(2);
    detector.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('behavior: waitForWallet gives up when detection ends', async () => {
    vi.useFakeTimers();
    const detector = createWalletDetector({
      devnet: false,
      win: {},
      standardWallets: noStandardWallets,
      userAgent: UA.chrome,
    });
    const waiting = detector.waitForWallet(SUBJECT.perNetworkObjects);
    await vi.advanceTimersByTimeAsync(3500);
    await expect(waiting).resolves.toBe(false);
    detector.stop();
  });
});
