// @vitest-environment jsdom

import { PRICE_MAX_AGE_MS } from '@satchel/core';
import { useQueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExplorerProvider } from '../ExplorerProvider';
import { FIAT_CURRENCY_KEY } from '../fiat-currency';
import { useFiat } from './useFiat';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const nowSeconds = (ageMs = 0) => Math.floor((Date.now() - ageMs) / 1000);

function Amount() {
  const fiat = useFiat();
  const queryClient = useQueryClient();
  return (
    <>
      <button type="button" onClick={() => void queryClient.refetchQueries({ queryKey: ['prices'] })}>
        refresh
      </button>
      <span data-testid="fiat">{fiat.format(150_000_000n) ?? 'none'}</span>
      <span data-testid="currencies">{fiat.currencies.join(',')}</span>
      <button type="button" onClick={() => fiat.setCurrency('EUR')}>
        EUR
      </button>
    </>
  );
}

function setup(reply: () => Response, network: 'regtest' | 'testnet4' | 'mainnet' = 'regtest') {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    calls.push(new URL(String(input)).pathname);
    return reply();
  };
  render(
    <ExplorerProvider
      baseUrl="http://explorer.test/api"
      network={network}
      fetch={fetch as typeof globalThis.fetch}
    >
      <Amount />
    </ExplorerProvider>,
  );
  return calls;
}

const prices = (time: number) =>
  new Response(JSON.stringify({ time, USD: 100_000, EUR: 92_000, JPY: 15_000_000 }), { status: 200 });

describe('useFiat', () => {
  it('never asks for prices on a public test network, whose coins are worth nothing', async () => {
    const calls = setup(() => prices(nowSeconds()), 'testnet4');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    expect(screen.getByTestId('fiat').textContent).toBe('none');
  });

  it('shows nothing for prices older than 10 minutes', async () => {
    const calls = setup(() => prices(nowSeconds(PRICE_MAX_AGE_MS + 60_000)));
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('fiat').textContent).toBe('none');
    expect(screen.getByTestId('currencies').textContent).toBe('');
  });

  it('stops showing an amount as soon as a refresh fails, though the last price is still recent', async () => {
    let failing = false;
    const calls = setup(() =>
      failing ? new Response('Internal Server Error', { status: 500 }) : prices(nowSeconds()),
    );
    await waitFor(() => expect(screen.getByTestId('fiat').textContent).toBe('$150,000.00'));
    failing = true;
    act(() => screen.getByText('refresh').click());
    await waitFor(() => expect(screen.getByTestId('fiat').textContent).toBe('none'), { timeout: 5_000 });
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('shows amounts in USD by default, lists the quoted currencies and remembers a pick', async () => {
    const calls = setup(() => prices(nowSeconds()));
    await waitFor(() => expect(screen.getByTestId('fiat').textContent).toBe('$150,000.00'));
    expect(screen.getByTestId('currencies').textContent).toBe('USD,EUR,JPY');
    expect(calls).toEqual(['/api/v1/prices']);
    act(() => screen.getByText('EUR').click());
    expect(screen.getByTestId('fiat').textContent).toBe('€138,000.00');
    expect(localStorage.getItem(FIAT_CURRENCY_KEY)).toBe('"EUR"');
  });
});
