import { expect, test } from '../../../../../test/devwallet/fixture';
import { mainnetRing } from '../../../../../test/devwallet/psbt-fixtures';
import { openTestPage } from '../../../../../test/devwallet/test-page';

/**
 * Behaviour of the real Magic Eden that peer libraries depend on, as docs/wallets/quirks.md
 * settles it: its send answer.
 */

type Call = (...args: unknown[]) => Promise<unknown>;

/**
 * A stand-in explorer on a loopback address: Magic Eden signs with mainnet keys, which the Dev
 * Wallet does only for a private chain on loopback. Nothing listens there; the page's
 * requests are answered here.
 */
const LOOPBACK_ESPLORA = 'http://127.0.0.1:9/api';

test.describe('magic eden send', () => {
  test.use({
    devwallet: { autoApprove: true, impersonate: ['magiceden'], esploraUrl: LOOPBACK_ESPLORA },
  });

  test('v1 sendBtcTransaction answers {txid}', async ({ page }) => {
    const broadcastTxid = 'ab'.repeat(32);
    // The explorer's origin, its /ord index included (404 here: coins go unchecked).
    await page.route(`${new URL(LOOPBACK_ESPLORA).origin}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/api/, '');
      const cors = { 'Access-Control-Allow-Origin': '*' };
      if (path.endsWith('/utxo')) {
        await route.fulfill({
          headers: cors,
          json: [{ txid: '11'.repeat(32), vout: 0, value: 100_000, status: { confirmed: true } }],
        });
      } else if (path === '/v1/fees/recommended') {
        await route.fulfill({
          headers: cors,
          json: { fastestFee: 2, halfHourFee: 2, hourFee: 1, minimumFee: 1 },
        });
      } else if (path === '/tx') {
        await route.fulfill({ headers: cors, contentType: 'text/plain', body: broadcastTxid });
      } else {
        await route.fulfill({ headers: cors, status: 404, body: 'not stubbed' });
      }
    });
    await openTestPage(page);
    const answer = await page.evaluate(
      async ({ payment, to }) => {
        const token = (payload: unknown) => {
          const enc = (v: unknown) =>
            btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
          return `${enc({ typ: 'JWT', alg: 'none' })}.${enc(payload)}.`;
        };
        const me = (window as unknown as { magicEden: { bitcoin: Record<string, Call> } }).magicEden.bitcoin;
        await me.connect?.(token({ purposes: ['payment'] }));
        return me.sendBtcTransaction?.(
          token({ recipients: [{ address: to, amountSats: '20000' }], senderAddress: payment }),
        );
      },
      { payment: mainnetRing.payment.address, to: mainnetRing.ordinals.address },
    );
    expect(answer).toEqual({ txid: broadcastTxid });
  });
});
