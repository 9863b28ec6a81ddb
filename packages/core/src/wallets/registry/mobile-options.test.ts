import { describe, expect, it } from 'vitest';
import { fakeUnisat, noStandardWallets } from '../../../../../test/connectors/fake-wallets';
import { SUBJECT } from '../../../../../test/subjects';
import type { WalletGlobals } from '../kit/globals';
import { monogramIcon } from '../kit/icons';
import type { StandardWalletSource } from '../kit/standard-wallets';
import { WALLET_FAMILIES } from './families';
import { listWalletOptions, openInUrl } from './registry';

const UA = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
};
const PAGE = 'https://satchel.example/send?amount=1#top';
const enc = encodeURIComponent;

const list = (
  win: WalletGlobals,
  userAgent: string,
  extra: { defaultWalletId?: string; standardWallets?: StandardWalletSource } = {},
) =>
  listWalletOptions({
    devnet: false,
    win,
    standardWallets: extra.standardWallets ?? noStandardWallets,
    userAgent,
    pageUrl: PAGE,
    ...(extra.defaultWalletId ? { defaultWalletId: extra.defaultWalletId } : {}),
  });

const openIn = (options: ReturnType<typeof list>) =>
  Object.fromEntries(options.filter((o) => o.openIn).map((o) => [o.id, o.openIn?.url]));

describe('phones: Open in links (docs/wallets/mobile.md)', () => {
  it('default: a phone with no wallet gets the documented links, the page URL encoded', () => {
    const links = openIn(list({}, UA.iphone));
    expect(links.xverse).toBe(`https://connect.xverse.app/browser?url=${enc(PAGE)}`);
    // OKX: the app deep link, itself encoded whole into the universal link.
    expect(links.okx).toBe(
      `https://web3.okx.com/download?deeplink=${enc(`okx://wallet/dapp/url?dappUrl=${enc(PAGE)}`)}`,
    );
    // No documented link: no offer.
    for (const family of WALLET_FAMILIES)
      if (!family.openIn) expect(links[family.id], family.id).toBeUndefined();
    for (const url of Object.values(links)) expect(url).toMatch(/^https:\/\//);
    expect(Object.keys(openIn(list({}, UA.android)))).toEqual(Object.keys(links));
  });

  it('behavior: no links on a desktop browser, nor on a phone where a wallet is injected', () => {
    expect(openIn(list({}, UA.desktop))).toEqual({});
    expect(openIn(list({ unisat: fakeUnisat() }, UA.iphone))).toEqual({});
  });

  it('error: only https universal links are offered', () => {
    expect(openInUrl(SUBJECT.injected, PAGE)).toBeUndefined();
    expect(openInUrl('no-such-wallet', PAGE)).toBeUndefined();
  });
});

describe('wallet icons', () => {
  const XVERSE_ICON = 'data:image/png;base64,iVBORw0KGgo=';

  it('behavior: an installed family shows the icon its wallet announces', () => {
    const win: WalletGlobals = {
      XverseProviders: { BitcoinProvider: {} },
      LeatherProvider: {},
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: XVERSE_ICON },
        { id: 'LeatherProvider', name: 'Leather', icon: 'data:image/svg;base64,PHN2Zy8+' },
      ],
    };
    const magicEden: StandardWalletSource = {
      get: () => [
        {
          name: 'Magic Eden',
          icon: 'https://me.example/icon.svg',
          chains: ['bitcoin:mainnet'],
          features: { 'sats-connect:': { provider: {} } },
        },
      ],
      on: () => () => {},
    };
    const icons = Object.fromEntries(
      list(win, UA.desktop, { standardWallets: magicEden }).map((o) => [o.id, o.icon]),
    );
    expect(icons.xverse).toBe(XVERSE_ICON);
    // Leather's non-standard MIME type is rewritten so browsers render it.
    expect(icons.leather).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(icons.magiceden).toBe('https://me.example/icon.svg');
    expect(icons.unisat).toBe(monogramIcon('Unisat', '#7a4cf0'));
  });

  it('error: an unsafe or missing announced icon keeps the family’s own', () => {
    const family = list({}, UA.desktop).find((o) => o.id === SUBJECT.satsConnect)?.icon;
    const win: WalletGlobals = {
      XverseProviders: { BitcoinProvider: {} },
      btc_providers: [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'javascript:alert(1)' }],
    };
    expect(list(win, UA.desktop).find((o) => o.id === SUBJECT.satsConnect)?.icon).toBe(family);
    // Not installed: an announcement by someone else is not the wallet's.
    const stray: WalletGlobals = {
      btc_providers: [{ id: 'XverseProviders.BitcoinProvider', name: 'X', icon: XVERSE_ICON }],
    };
    expect(list(stray, UA.desktop).find((o) => o.id === SUBJECT.satsConnect)?.icon).toBe(family);
  });
});
