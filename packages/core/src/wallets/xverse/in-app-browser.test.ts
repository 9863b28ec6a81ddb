import { describe, expect, it } from 'vitest';
import { fakeUnisat, noStandardWallets } from '../../../../../test/connectors/fake-wallets';
import { SUBJECT } from '../../../../../test/subjects';
import type { WalletGlobals } from '../kit/globals';
import { listWalletOptions } from '../registry/registry';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

describe('phones: Xverse in-app browser (docs/wallets/mobile.md)', () => {
  it('behavior: inside Xverse’s in-app browser Xverse is listed first', () => {
    // Xverse's app is a React Native web view.
    const xverseApp = {
      XverseProviders: { BitcoinProvider: {} },
      unisat: fakeUnisat(),
      ReactNativeWebView: {},
    } as WalletGlobals;
    const first = listWalletOptions({
      devnet: false,
      win: xverseApp,
      standardWallets: noStandardWallets,
      userAgent: IPHONE,
      pageUrl: 'https://satchel.example/send?amount=1#top',
      defaultWalletId: SUBJECT.injected,
    })[0]?.id;
    expect(first).toBe('xverse');
  });
});
