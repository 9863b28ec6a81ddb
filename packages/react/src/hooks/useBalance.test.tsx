// @vitest-environment jsdom

import { formatBtc } from '@satchel/core/units';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExplorerProvider } from '../ExplorerProvider';
import { createSatchelQueryClient, QUERY_GC_TIME_MS } from '../query-client';
import { useBalance } from './useBalance';

const ADDRESS = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk';
const STATS = {
  address: ADDRESS,
  chain_stats: {
    funded_txo_count: 1,
    funded_txo_sum: 150_000_000,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 1,
  },
  mempool_stats: {
    funded_txo_count: 1,
    funded_txo_sum: 12_345,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 1,
  },
};

function Total({ testId }: { testId: string }) {
  const balance = useBalance(ADDRESS);
  if (balance.isError) return <span data-testid={testId}>unavailable</span>;
  return <span data-testid={testId}>{balance.data ? formatBtc(balance.data.total) : '…'}</span>;
}

function setup(reply: () => Response) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return reply();
  };
  render(
    <ExplorerProvider
      baseUrl="http://explorer.test/api"
      network="regtest"
      fetch={fetch as typeof globalThis.fetch}
    >
      <Total testId="a" />
      <Total testId="b" />
      <Total testId="c" />
    </ExplorerProvider>,
  );
  return calls;
}

describe('useBalance', () => {
  it('asks the explorer once per address however many components show it', async () => {
    const calls = setup(() => new Response(JSON.stringify(STATS), { status: 200 }));
    for (const id of ['a', 'b', 'c'])
      await waitFor(() => expect(screen.getByTestId(id).textContent).toBe('1.50012345'));
    expect(calls).toEqual([`http://explorer.test/api/address/${ADDRESS}`]);
  });

  it('shows no number when the explorer fails', async () => {
    setup(() => new Response('Internal Server Error', { status: 500 }));
    await waitFor(() => expect(screen.getAllByText('unavailable')).toHaveLength(3), { timeout: 5_000 });
  });

  it('keeps answers for 5 minutes (gcTime 300000)', () => {
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(createSatchelQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
});
