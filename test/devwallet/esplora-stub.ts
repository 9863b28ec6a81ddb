import type { Route } from '@playwright/test';

/** A fixed Esplora answer for balance reads: 150 000 sats confirmed, 2 500 pending. */
export async function stubEsplora(route: Route, path: string): Promise<void> {
  if (/^\/address\/[^/]+$/.test(path)) {
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        chain_stats: { funded_txo_sum: 200_000, spent_txo_sum: 50_000, tx_count: 2 },
        mempool_stats: { funded_txo_sum: 2_500, spent_txo_sum: 0, tx_count: 1 },
      }),
    });
    return;
  }
  await route.fulfill({ status: 404, body: 'not stubbed' });
}
