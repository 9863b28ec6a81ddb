import { expect, test } from '../test/devwallet/fixture';
import { pendingApprovals, setAutoApprove } from './connection-helpers';
import { startServerRenderedPage } from './server-render/server';
import { DEVNET, freshWallet } from './support';

/**
 * A page rendered by `react-dom/server` hydrates without a mismatch, and after a
 * connect a reload restores the connection on the client without a wallet popup.
 */
const wallet = freshWallet();
test.use({ devwallet: { mnemonic: wallet.mnemonic, impersonate: ['devwallet'], autoApprove: true } });

let server: Awaited<ReturnType<typeof startServerRenderedPage>>;
test.beforeAll(async () => {
  server = await startServerRenderedPage(`${DEVNET}/api`);
});
test.afterAll(async () => {
  await server?.close();
});

const hydrated = (page: import('@playwright/test').Page) =>
  expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
const hydrationErrors = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { hydrationErrors: string[] }).hydrationErrors);

test('a server-rendered page hydrates, connects, and reconnects silently after a reload', async ({
  page,
  request,
}) => {
  // The server knows no wallet and no storage: its HTML offers the connect button.
  const html = await (await request.get(server.url)).text();
  expect(html).toContain('data-testid="connect-button"');
  expect(html).toContain('>Connect wallet</button>');
  expect(html).toContain('nothing stored');

  await page.goto(server.url);
  await hydrated(page);
  await page.getByTestId('connect-button').click();
  await page.getByTestId('wallet-option-devwallet').click();
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
  await page.getByRole('button', { name: 'Remember' }).click();
  await expect(page.getByTestId('stored-note')).toHaveText('remembered');

  // Approvals off: a prompting call would wait in the wallet's queue instead of connecting.
  await page.reload();
  await setAutoApprove(page, false);
  await hydrated(page);
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
  expect(await pendingApprovals(page)).toEqual([]);
  await expect(page.getByTestId('devwallet-approve')).toHaveCount(0);
  // Storage is read after hydration, so the client's first render matched the server's HTML.
  await expect(page.getByTestId('stored-note')).toHaveText('remembered');
  expect(await hydrationErrors(page)).toEqual([]);
});
