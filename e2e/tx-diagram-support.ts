import type { Locator, Page } from '@playwright/test';
import { expect } from '../test/devwallet/fixture';
import { etchThroughService, freshRuneName, service } from './runes-support';
import { devnet } from './support';

/** The diagram's bands on one side: `input`, `output` (the fee band is `fee`). */
export const bands = (page: Page, side: 'input' | 'output' | 'fee') =>
  page.getByTestId('tx-diagram').locator(`g[data-side="${side}"]`);

/** Every marker the diagram draws, as its test id (e.g. `tx-diagram-marker-rune-output-1`). */
export async function markerIds(diagram: Locator): Promise<string[]> {
  return (
    await diagram
      .locator('[data-testid^="tx-diagram-marker-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''))
  ).sort();
}

/** Each band's amount, as drawn, is the amount its line in the table gives. */
export async function expectTableMatchesBands(page: Page): Promise<number> {
  const diagram = page.getByTestId('tx-diagram');
  const ids = await diagram
    .locator('g[data-side]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  for (const id of ids) {
    const drawn = await diagram.getByTestId(id).getByTestId('tx-diagram-amount').textContent();
    expect(drawn).toMatch(/ BTC$/);
    const line = diagram
      .getByTestId('tx-diagram-table')
      .getByTestId(id.replace('tx-diagram-', 'tx-diagram-table-'));
    await expect(line.getByTestId('tx-diagram-table-amount')).toHaveText(drawn ?? '');
  }
  return ids.length;
}

/** A fresh rune (divisibility 0, 100 per mint), one mint of it paid through the ordering service to `holder`. */
export async function mintedRune(holder: string, refund: string): Promise<string> {
  const rune = freshRuneName();
  await etchThroughService(rune, refund);
  const order = await service.createMintOrder({
    runeName: rune,
    repeats: 1,
    destinationAddress: holder,
    refundAddress: refund,
    feeRate: 3,
  });
  const { txid } = await devnet.faucet(order.fundAddress, Number(order.fundAmount), false);
  await service.executeOrder('mint', order.orderId, txid);
  await devnet.mine(1);
  await expect.poll(async () => (await service.getOrder(order.orderId)).state).toMatch(/executing|complete/);
  await devnet.mine(1);
  await expect.poll(async () => (await service.getOrder(order.orderId)).state).toBe('complete');
  return rune;
}
