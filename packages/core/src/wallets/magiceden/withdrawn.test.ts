import { describe, expect, it } from 'vitest';
import type { WalletGlobals } from '../kit/globals';
import { familyById } from '../registry/families';
import { listWalletOptions } from '../registry/registry';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const options = (win: WalletGlobals, userAgent = CHROME) =>
  listWalletOptions({
    devnet: false,
    win,
    standardWallets: { get: () => [], on: () => () => {} },
    userAgent,
    pageUrl: 'https://app.example/',
  });

describe('Magic Eden Wallet after its exit', () => {
  const family = familyById('magiceden');

  it('says it left on 2026-04-01, export/withdraw-only from 2026-03-13, with its source', () => {
    expect(family?.status).toEqual({
      state: 'withdrawn',
      since: '2026-04-01',
      source: 'https://help.magiceden.io/',
      steps: [{ since: '2026-03-13', text: 'export/withdraw-only' }],
    });
  });

  it('behavior: never offered to install or to open on a phone', () => {
    for (const userAgent of [CHROME, IPHONE]) {
      const listed = options({}, userAgent);
      expect(listed.map((o) => o.id)).not.toContain('magiceden');
      expect(listed.length).toBeGreaterThan(0);
    }
  });

  it('behavior: an older install that still injects is listed, installed, with the day it left', () => {
    const injected = options({ magicEden: { bitcoin: { isMagicEden: true } } }).find(
      (o) => o.id === 'magiceden',
    );
    expect(injected).toMatchObject({ isInstalled: true, leftBitcoinOn: '2026-04-01' });
    expect(injected && 'installPrompt' in injected).toBe(false);
  });
});
