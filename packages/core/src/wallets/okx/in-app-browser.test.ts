import { describe, expect, it } from 'vitest';
import { fakeUnisat, noStandardWallets } from '../../../../../test/connectors/fake-wallets';
import { SUBJECT } from '../../../../../test/subjects';
import type { WalletGlobals } from '../kit/globals';
import { listWalletOptions } from '../registry/registry';

const UA = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
};

const firstListed = (win: WalletGlobals, userAgent: string) =>
  listWalletOptions({
    devnet: false,
    win,
    standardWallets: noStandardWallets,
    userAgent,
    pageUrl: 'https://satchel.example/send?amount=1#top',
    defaultWalletId: SUBJECT.injected,
  })[0]?.id;

describe('phones: OKX in-app browser (docs/wallets/mobile.md)', () => {
  it('behavior: inside OKX’s in-app browser OKX is listed first', () => {
    const win = {
      XverseProviders: { BitcoinProvider: {} },
      okxwallet: { bitcoin: {} },
      unisat: fakeUnisat(),
    } as WalletGlobals;
    const okxApp = `${UA.android} OKApp/(OKEx/6.90.0)`;
    expect(firstListed(win, okxApp)).toBe('okx');
    // Without the app's global the token proves nothing, and on a desktop neither does the global.
    expect(firstListed({ ...win, okxwallet: undefined }, okxApp)).toBe(SUBJECT.injected);
    expect(firstListed(win, `${UA.desktop} OKApp/6.90.0`)).toBe(SUBJECT.injected);
  });
});
