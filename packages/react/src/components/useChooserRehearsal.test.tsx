// @vitest-environment jsdom

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SatchelProvider } from '../SatchelProvider';
import { ConnectButton } from './ConnectButton';

afterEach(cleanup);

describe('the chooser rehearsal', () => {
  it('lays the chooser out once while the page is idle, hidden and inert, and leaves nothing behind', async () => {
    const seen: { hidden: string | null; inert: boolean; visibility: string }[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.classList.contains('satchel-chooser'))
            seen.push({
              hidden: node.getAttribute('aria-hidden'),
              inert: node.hasAttribute('inert'),
              visibility: node.style.visibility,
            });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <SatchelProvider config={{ network: 'mainnet', devnet: false, reconnectOnMount: false }}>
        <ConnectButton />
      </SatchelProvider>,
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    observer.disconnect();
    expect(seen[0]).toEqual({ hidden: 'true', inert: true, visibility: 'hidden' });
    expect(screen.queryByTestId('wallet-chooser')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
