import { expect, test } from '../../../../../test/devwallet/fixture';
import { openTestPage } from '../../../../../test/devwallet/test-page';

/**
 * Behaviour of the real OKX Wallet that peer libraries depend on, as docs/wallets/quirks.md
 * settles it: its mainnet object.
 */

type Call = (...args: unknown[]) => Promise<unknown>;

test.describe('okx on a test network', () => {
  test.use({ devwallet: { autoApprove: true, impersonate: ['okx'], network: 'testnet' } });

  test('the mainnet object answers mainnet; the testnet object answers testnet', async ({ page }) => {
    await openTestPage(page);
    const out = await page.evaluate(async () => {
      const okx = (window as unknown as { okxwallet: Record<string, Record<string, Call>> }).okxwallet;
      return {
        main: (await okx.bitcoin?.connect?.()) as { address: string },
        mainNetwork: await okx.bitcoin?.getNetwork?.(),
        testnet: (await okx.bitcoinTestnet?.connect?.()) as { address: string },
      };
    });
    expect(out.main.address).toMatch(/^bc1q/);
    expect(out.mainNetwork).toBe('livenet');
    expect(out.testnet.address).toMatch(/^tb1q/);
  });
});
