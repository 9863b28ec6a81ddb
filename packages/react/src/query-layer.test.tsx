// @vitest-environment jsdom

import { formatBtc } from '@satchel/core/units';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExplorerProvider } from './ExplorerProvider';
import { useBalance } from './hooks/useBalance';

// Both first tries fail: the hook's own, and the provider's when the page is idle.
const load = vi.hoisted(() => ({ failures: 2 }));

// The query code's chunk cannot be fetched at first (offline, or a redeployed site).
vi.mock('./query-layer-code', async (importOriginal) => {
  if (load.failures > 0) {
    load.failures--;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const ADDRESS = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk';
const STATS = {
  address: ADDRESS,
  chain_stats: {
    funded_txo_count: 1,
    funded_txo_sum: 5_000,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 1,
  },
  mempool_stats: {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  },
};

function Total() {
  const balance = useBalance(ADDRESS);
  if (balance.isError)
    return (
      <button type="button" onClick={() => void balance.refetch()}>
        unavailable: {balance.error.message}
      </button>
    );
  return <span data-testid="total">{balance.data ? formatBtc(balance.data.total) : 'pending'}</span>;
}

describe('the query code, loaded after the first screen', () => {
  it('shows the balance pending, an error when its code cannot load, and the balance after a retry', async () => {
    const fetch = async () => new Response(JSON.stringify(STATS), { status: 200 });
    render(
      <ExplorerProvider
        baseUrl="http://explorer.test/api"
        network="regtest"
        fetch={fetch as unknown as typeof globalThis.fetch}
      >
        <Total />
      </ExplorerProvider>,
    );
    expect(screen.getByTestId('total').textContent).toBe('pending');
    const retry = await screen.findByRole('button', { name: /^unavailable: ./ });
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('0.00005'));
  });
});
