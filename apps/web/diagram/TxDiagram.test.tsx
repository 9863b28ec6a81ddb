// @vitest-environment jsdom

import { NO_ASSETS, type TxFlow, UNKNOWN_ASSETS } from '@satchel/core';
import { ExplorerProvider } from '@satchel/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ROWS } from './rows';
import TxDiagram from './TxDiagram';

afterEach(cleanup);

/** The app's providers, with an explorer quoting 1 BTC at 100,000 USD now. */
function inApp(node: ReactNode) {
  const fetch = async () =>
    new Response(JSON.stringify({ time: Math.floor(Date.now() / 1000), USD: 100_000 }), { status: 200 });
  return render(
    <ExplorerProvider
      baseUrl="http://explorer.test/api"
      network="regtest"
      fetch={fetch as typeof globalThis.fetch}
    >
      {node}
    </ExplorerProvider>,
  );
}

const MINE = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const THEIRS = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk';
const INSCRIPTION = `${'ab'.repeat(32)}i0`;

const flow: TxFlow = {
  inputs: [
    {
      index: 0,
      outpoint: `${'11'.repeat(32)}:0`,
      address: MINE,
      value: 10_000n,
      owned: true,
      assets: { marks: [{ kind: 'inscription', id: INSCRIPTION }], complete: true },
    },
    {
      index: 1,
      outpoint: `${'22'.repeat(32)}:1`,
      address: THEIRS,
      value: 50_000n,
      owned: false,
      assets: UNKNOWN_ASSETS,
    },
  ],
  outputs: [
    {
      index: 0,
      address: THEIRS,
      value: 10_000n,
      role: 'recipient',
      assets: { marks: [{ kind: 'inscription', id: INSCRIPTION }], complete: true },
    },
    { index: 1, address: undefined, value: 0n, role: 'op_return', assets: NO_ASSETS },
    { index: 2, address: MINE, value: 49_000n, role: 'change', assets: UNKNOWN_ASSETS },
  ],
  fee: 1_000n,
  feeRate: 7.1,
  feeAssets: UNKNOWN_ASSETS,
};

describe('TxDiagram', () => {
  it('draws a band per input, per output and the fee, with markers where the assets are', () => {
    inApp(<TxDiagram flow={flow} />);
    const diagram = screen.getByTestId('tx-diagram');
    expect(diagram.querySelectorAll('[data-testid^="tx-diagram-input-"]')).toHaveLength(2);
    expect(diagram.querySelectorAll('[data-testid^="tx-diagram-output-"]')).toHaveLength(3);
    expect(screen.getByTestId('tx-diagram-fee').getAttribute('data-sats')).toBe('1000');
    expect(screen.getByTestId('tx-diagram-marker-inscription-input-0').textContent).toContain(INSCRIPTION);
    expect(screen.getByTestId('tx-diagram-marker-inscription-output-0')).toBeTruthy();
    expect(screen.getByTestId('tx-diagram-marker-unknown-input-1')).toBeTruthy();
    expect(screen.queryByTestId('tx-diagram-marker-inscription-input-1')).toBeNull();
    expect(screen.queryByTestId('tx-diagram-marker-unknown-output-1')).toBeNull();
    expect(screen.getByTestId('tx-diagram-input-1').textContent).toContain('not yours');
    expect(screen.getByTestId('tx-diagram-output-1').textContent).toContain('OP_RETURN');
  });

  it('lists the same amounts in its table as on its bands, and in fiat', async () => {
    inApp(<TxDiagram flow={flow} />);
    const table = screen.getByTestId('tx-diagram-table');
    for (const id of ['input-0', 'input-1', 'output-0', 'output-1', 'output-2', 'fee']) {
      const drawn = within(screen.getByTestId(`tx-diagram-${id}`)).getByTestId(
        'tx-diagram-amount',
      ).textContent;
      const listed = within(within(table).getByTestId(`tx-diagram-table-${id}`)).getByTestId(
        'tx-diagram-table-amount',
      ).textContent;
      expect([id, listed]).toEqual([id, drawn]);
    }
    expect(within(table).getByTestId('tx-diagram-table-input-0').textContent).toContain(MINE);
    expect(within(table).getByTestId('tx-diagram-table-fee').textContent).toContain('0.00001 BTC');
    // Each line in fiat too, once the price is in.
    await waitFor(() =>
      expect(within(table).getByTestId('tx-diagram-table-fee').textContent).toContain('≈ $1.00'),
    );
    expect(within(table).getByTestId('tx-diagram-table-output-2').textContent).toContain('≈ $49.00');
  });

  it('sums inputs beyond the first rows into one band, while the table lists each', () => {
    const many: TxFlow = {
      ...flow,
      inputs: Array.from({ length: 14 }, (_, index) => ({
        index,
        outpoint: `${'33'.repeat(32)}:${index}`,
        address: MINE,
        value: 1_000n,
        owned: true,
        assets: NO_ASSETS,
      })),
    };
    inApp(<TxDiagram flow={many} />);
    const bands = screen.getByTestId('tx-diagram').querySelectorAll('g[data-side="input"]');
    expect(bands).toHaveLength(MAX_ROWS);
    expect(screen.getByTestId('tx-diagram-input-more').getAttribute('data-sats')).toBe(
      String(1_000 * (14 - MAX_ROWS + 1)),
    );
    expect(
      screen.getByTestId('tx-diagram-table').querySelectorAll('[data-testid^="tx-diagram-table-input-"]'),
    ).toHaveLength(14);
  });

  it("draws the wallet's own send as one band of coins it picks", () => {
    inApp(<TxDiagram flow={{ ...flow, inputs: undefined, fee: undefined, feeRate: undefined }} />);
    expect(screen.getByTestId('tx-diagram-input-wallet').textContent).toContain('picks the coins');
    expect(screen.getByTestId('tx-diagram-fee').textContent).toContain('set by wallet');
  });
});
