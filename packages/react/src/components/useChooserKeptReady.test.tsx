// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SatchelProvider } from '../SatchelProvider';
import { ConnectButton } from './ConnectButton';

afterEach(cleanup);

const overlay = () => document.querySelector<HTMLElement>('.satchel-chooser');

describe('the chooser kept ready', () => {
  it('is built once the page is idle, hidden and inert, and opening shows that same element', async () => {
    render(
      <SatchelProvider config={{ network: 'mainnet', devnet: false, reconnectOnMount: false }}>
        <ConnectButton />
      </SatchelProvider>,
    );
    expect(overlay()).toBeNull();
    await waitFor(() => expect(overlay()).not.toBeNull());
    const kept = overlay() as HTMLElement;
    expect({
      hidden: kept.getAttribute('aria-hidden'),
      inert: kept.hasAttribute('inert'),
      closed: kept.hasAttribute('data-closed'),
      visibility: kept.style.visibility,
    }).toEqual({ hidden: 'true', inert: true, closed: true, visibility: 'hidden' });
    // Not a dialog anyone can reach, and the focus stays where it was.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);

    await act(async () => fireEvent.click(screen.getByTestId('connect-button')));
    expect(overlay()).toBe(kept);
    expect(kept.hasAttribute('aria-hidden')).toBe(false);
    expect(kept.hasAttribute('inert')).toBe(false);
    expect(kept.hasAttribute('data-closed')).toBe(false);
    expect(kept.style.visibility).toBe('');
    expect(screen.getByRole('dialog')).toBe(screen.getByTestId('wallet-chooser'));

    await act(async () => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(overlay()).toBe(kept);
    expect(kept.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
