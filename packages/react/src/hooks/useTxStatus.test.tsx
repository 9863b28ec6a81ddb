// @vitest-environment jsdom

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExplorerProvider } from '../ExplorerProvider';
import { useTxStatus } from './useTxStatus';

// Recorded Esplora answers for one transaction, in the mempool and then in a block.
const FIXTURES = resolve(import.meta.dirname, '../../../../test/fixtures/esplora');
const UNCONFIRMED = readFileSync(resolve(FIXTURES, 'tx-unconfirmed.json'), 'utf8');
const CONFIRMED = readFileSync(resolve(FIXTURES, 'tx-confirmed.json'), 'utf8');
const TXID = (JSON.parse(CONFIRMED) as { txid: string }).txid;

function State(props: { pollMs?: number }) {
  const status = useTxStatus(TXID, props.pollMs);
  return <span data-testid="state">{status.data?.state ?? '…'}</span>;
}

/** The explorer answers the mempool until `blockAfter` reads, then the block; reads are counted. */
function explorer(blockAfter: number) {
  const reads: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    reads.push(String(input));
    const body = reads.length > blockAfter ? CONFIRMED : UNCONFIRMED;
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { reads, fetch: fetch as typeof globalThis.fetch };
}

describe('useTxStatus: how often a waited-on transaction is read again', () => {
  afterEach(cleanup);

  // Well under the 3 s default poll, so a confirmation seen in time came from the shorter pollMs,
  // and long enough for a loaded machine's first load of the explorer client.
  const WITHIN_DEFAULT_POLL_MS = 2_500;

  it("follows the provider's pollMs: a devnet's block shows within its interval", async () => {
    const { reads, fetch } = explorer(2);
    render(
      <ExplorerProvider baseUrl="http://explorer.test/api" network="regtest" fetch={fetch} pollMs={20}>
        <State />
      </ExplorerProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('confirmed'), {
      timeout: WITHIN_DEFAULT_POLL_MS,
    });
    expect(reads.length).toBe(3);
    expect(new Set(reads)).toEqual(new Set([`http://explorer.test/api/tx/${TXID}`]));
  });

  it("a hook's own pollMs wins over the provider's", async () => {
    const { reads, fetch } = explorer(1);
    render(
      <ExplorerProvider baseUrl="http://explorer.test/api" network="regtest" fetch={fetch} pollMs={60_000}>
        <State pollMs={20} />
      </ExplorerProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('confirmed'), {
      timeout: WITHIN_DEFAULT_POLL_MS,
    });
    expect(reads.length).toBe(2);
  });

  it('without a pollMs anywhere, a mempool transaction is not read again within a second', async () => {
    const { reads, fetch } = explorer(1);
    render(
      <ExplorerProvider baseUrl="http://explorer.test/api" network="regtest" fetch={fetch}>
        <State />
      </ExplorerProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('mempool'));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.getByTestId('state').textContent).toBe('mempool');
    expect(reads.length).toBe(1);
  });
});
