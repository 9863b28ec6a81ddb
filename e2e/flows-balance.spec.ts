import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import {
  addressPath,
  addressStats,
  connect,
  FAMILIES,
  navigate,
  requestsFor,
  walletTest,
} from './flows-support';
import { devnet } from './support';

for (const family of FAMILIES) {
  walletTest(family, 'balance shows exact total, confirmed and pending BTC', async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 123_456_789, true);
    await devnet.faucet(wallet.payment, 12_345, false);
    await connect(page, family, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('1.23469134');
    const shown = [
      await page.getByTestId('balance-confirmed').innerText(),
      await page.getByTestId('balance-pending').innerText(),
    ];
    // Tests running alongside may mine a block at any moment: the split is exact either way.
    const stillPending = (await addressStats(wallet.payment)).pending === 12_345n;
    if (stillPending) expect(shown).toEqual(['1.23456789', '0.00012345']);
    else
      expect([
        ['1.23456789', '0.00012345'],
        ['1.23469134', '0'],
      ]).toContainEqual(shown);
  });
}

// The explorer's answers for one address, read with a wallet that has a payment
// address apart from its ordinals one (the last test counts requests for each): any such wallet would do.
walletTest(
  SUBJECT.rpc,
  'an explorer 429 on the address reads as a zero balance',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 50_000_000, true);
    // A rate limit is retried with backoff; one that lasts reads as zero.
    await devnet.fault({ path: addressPath(wallet.payment), method: 'GET', status: 429, count: 3 });
    await connect(page, SUBJECT.rpc, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0');
    await expect(page.getByTestId('balance-confirmed')).toHaveText('0');
    await expect(page.getByTestId('balance-pending')).toHaveText('0');
    const logged = await requestsFor(`/api/address/${wallet.payment}`);
    expect(logged.map((r) => r.status)).toEqual([429, 429, 429]);
  },
);

walletTest(
  SUBJECT.rpc,
  'a passing 429 on the address is retried and the real balance shown',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 50_000_000, true);
    await devnet.fault({ path: addressPath(wallet.payment), method: 'GET', status: 429, count: 1 });
    await connect(page, SUBJECT.rpc, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0.5');
    const logged = await requestsFor(`/api/address/${wallet.payment}`);
    expect(logged.map((r) => r.status)).toEqual([429, 200]);
  },
);

walletTest(
  SUBJECT.rpc,
  'an explorer 500 shows Balance unavailable and Retry recovers',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 70_000_000, true);
    // The first load and its one automatic retry both fail.
    await devnet.fault({ path: addressPath(wallet.payment), method: 'GET', status: 500, count: 2 });
    await connect(page, SUBJECT.rpc, wallet);
    const unavailable = page.getByTestId('balance-unavailable');
    await expect(unavailable).toContainText('Balance unavailable');
    await expect(unavailable.getByTestId('error-message')).toBeVisible();
    await expect(page.getByTestId('balance-total')).toHaveCount(0);
    await unavailable.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('balance-total')).toHaveText('0.7');
    await expect(page.getByTestId('balance-unavailable')).toHaveCount(0);
    const logged = await requestsFor(`/api/address/${wallet.payment}`);
    expect(logged.map((r) => r.status)).toEqual([500, 500, 200]);
  },
);

walletTest(
  SUBJECT.rpc,
  'one /address request per address however often it is shown',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 20_000_000, true);
    await connect(page, SUBJECT.rpc, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0.2');
    await navigate(page, '/send');
    await navigate(page, '/');
    await expect(page.getByTestId('balance-total')).toHaveText('0.2');
    await navigate(page, '/sign-message');
    await navigate(page, '/');
    await expect(page.getByTestId('balance-total')).toHaveText('0.2');
    expect(await requestsFor(`/api/address/${wallet.payment}`)).toHaveLength(1);
    expect(await requestsFor(`/api/address/${wallet.ordinals}`)).toHaveLength(0);
  },
);
