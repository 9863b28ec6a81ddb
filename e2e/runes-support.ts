import type { Page } from '@playwright/test';
import { createOrderingClient } from '@satchel/core/ordering';
import { expect } from '../test/devwallet/fixture';
import { type E2eChain, regtestChain } from './chain';
import { APP_DEVNET, DEVNET } from './support';

/** The devnet's ordering service and the Runes page steps the runes and assets suites share. */
export const ORDERING = `${DEVNET}/ordinals/v1`;
/** The same service as the app's page names it (e2e/support.ts, `APP_DEVNET`). */
export const APP_ORDERING = `${APP_DEVNET}/ordinals/v1`;
export const service = createOrderingClient({ network: 'regtest', baseUrl: ORDERING });

/** The ordering service of a chain's devnet. */
const serviceOn = (chain: E2eChain) =>
  chain === regtestChain
    ? service
    : createOrderingClient({ network: chain.network, baseUrl: `${chain.url}/ordinals/v1` });

/** A name no other test (or earlier run against the same devnet) has etched. */
export function freshRuneName(): string {
  const letters = Array.from({ length: 12 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26)));
  return `SATCHEL•${letters.join('')}`;
}

/** The one order row for a rune, and its status. */
export function orderRow(page: Page, name: string) {
  return page.locator('li[data-testid^="runes-order-"]').filter({ hasText: name });
}

export async function expectStatus(page: Page, name: string, state: string) {
  await expect(orderRow(page, name).getByTestId('runes-order-status')).toHaveAttribute('data-state', state);
}

/**
 * Estimate, pay, then mine twice: pending → executing → complete. Only this test mines on its
 * worker's devnet meanwhile, so each block moves the order exactly one step.
 */
export async function payAndComplete(page: Page, name: string, chain: E2eChain = regtestChain) {
  await page.getByTestId('runes-estimate').click();
  await expect(page.getByTestId('runes-estimate-total')).toBeVisible();
  await page.getByTestId('runes-pay').click();
  await expectStatus(page, name, 'pending');
  await chain.mine(1);
  await expectStatus(page, name, 'executing');
  await chain.mine(1);
  await expectStatus(page, name, 'complete');
}

export async function fillMint(page: Page, name: string) {
  await page.getByTestId('runes-mint-name').fill(name.toLowerCase().replace('•', '.'));
  await page.getByTestId('runes-mint-fee-rate').fill('3');
}

/** Etches a mintable rune straight through the service, funded from the faucet. */
export async function etchThroughService(name: string, destination: string, chain: E2eChain = regtestChain) {
  const service = serviceOn(chain);
  const order = await service.createEtchOrder({
    runeName: name,
    isMintable: true,
    terms: { amount: '100', cap: '10' },
    destinationAddress: destination,
    refundAddress: destination,
    feeRate: 2,
  });
  const { txid } = await chain.faucet(order.fundAddress, Number(order.fundAmount), false);
  await service.executeOrder('etch', order.orderId, txid);
  await chain.mine(1);
  await expect.poll(async () => (await service.getOrder(order.orderId)).state).toBe('executing');
  await chain.mine(1);
  await expect.poll(async () => (await service.getOrder(order.orderId)).state).toBe('complete');
}
