// @vitest-environment jsdom

import type { IndexerClient } from '@satchel/core/indexer';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExplorerProvider } from '../ExplorerProvider';
import { useIndexer } from './useIndexer';

afterEach(cleanup);

function Probe({ seen }: { seen: (IndexerClient | undefined)[] }) {
  seen.push(useIndexer());
  return null;
}

describe('useIndexer', () => {
  it('is the one client the provider created, in every component and every render', () => {
    const seen: (IndexerClient | undefined)[] = [];
    const tree = () => (
      <ExplorerProvider baseUrl="http://explorer.test/api" network="regtest" indexerBaseUrl="http://ord.test">
        <Probe seen={seen} />
        <Probe seen={seen} />
      </ExplorerProvider>
    );
    const { rerender } = render(tree());
    rerender(tree());
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen[0]).toBeDefined();
    expect(new Set(seen).size).toBe(1);
  });

  it('is none when the app has no indexer', () => {
    const seen: (IndexerClient | undefined)[] = [];
    render(
      <ExplorerProvider baseUrl="http://explorer.test/api" network="regtest">
        <Probe seen={seen} />
      </ExplorerProvider>,
    );
    expect(seen).toEqual([undefined]);
  });
});
