import { stubEsplora } from '../../../../../test/devwallet/esplora-stub';
import { expect, test } from '../../../../../test/devwallet/fixture';
import { openTestPage } from '../../../../../test/devwallet/test-page';

/**
 * Magic Eden through the Wallet Standard, as a sats-connect app finds it: `@wallet-standard/app`'s
 * `getWallets()` on the page sats-connect is loaded in.
 */

test.beforeEach(async ({ page }) => {
  await openTestPage(page, { withSatsConnect: true, esplora: stubEsplora });
});

test.describe('wallet standard', () => {
  test.use({ devwallet: { autoApprove: true, impersonate: ['magiceden'] } });

  test("@wallet-standard/app's getWallets() finds Magic Eden with a working sats-connect: provider", async ({
    page,
  }) => {
    const out = await page.evaluate(async () => {
      const { get } = (
        window as unknown as { getWallets(): { get(): readonly Record<string, unknown>[] } }
      ).getWallets();
      const wallets = get();
      const me = wallets.find((w) => w.name === 'Magic Eden') as
        | {
            features: Record<
              string,
              { provider: { isMagicEden?: boolean; getCapabilities(): Promise<string[]> } }
            >;
          }
        | undefined;
      const provider = me?.features['sats-connect:']?.provider;
      return {
        names: wallets.map((w) => w.name),
        isMagicEden: provider?.isMagicEden,
        sameAsGlobal:
          provider === (window as unknown as { magicEden: { bitcoin: unknown } }).magicEden.bitcoin,
        capabilities: await provider?.getCapabilities(),
      };
    });
    expect(out.names).toEqual(['Magic Eden']);
    expect(out.isMagicEden).toBe(true);
    expect(out.sameAsGlobal).toBe(true);
    expect(out.capabilities).toContain('signTransaction');
  });
});
