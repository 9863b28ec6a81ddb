// @vitest-environment jsdom

import type { FeeRates } from '@satchel/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeePicker } from './FeePicker';

afterEach(cleanup);

const quiet: FeeRates = {
  fastestFee: 1.503,
  halfHourFee: 0.5,
  hourFee: 0.2,
  economyFee: 0.1,
  minimumFee: 0.1,
  source: 'precise',
};

const picker = (fees: FeeRates | undefined, speed: 'normal' | 'custom' = 'normal') =>
  render(<FeePicker value={{ speed, custom: '0.2' }} onChange={() => {}} fees={fees} walletSends={false} />);

describe('FeePicker', () => {
  it('shows tiers below 1 sat/vB as the decimals they are, to 3 places at most', () => {
    // A rate worked out in floating point (0.1 × 3) reads as the 0.3 it stands for.
    picker({ ...quiet, fastestFee: 0.1 * 3 });
    expect(screen.getByTestId('fee-fast').parentElement?.textContent).toBe('Fast · 0.3 sat/vB');
    expect(screen.getByTestId('fee-normal').parentElement?.textContent).toBe('Normal · 0.5 sat/vB');
    expect(screen.getByTestId('fee-slow').parentElement?.textContent).toBe('Slow · 0.2 sat/vB');
  });

  it('says a custom rate may go down to 0.1 sat/vB', () => {
    picker(quiet, 'custom');
    expect((screen.getByTestId('fee-custom-rate') as HTMLInputElement).value).toBe('0.2');
    expect(screen.getByText('From 0.1 sat/vB, the lowest rate nodes relay.')).toBeTruthy();
  });

  it("names Core 29.1's 0.1 sat/vB floor when the explorer has no estimates", () => {
    picker({ ...quiet, fastestFee: 0.1, halfHourFee: 0.1, hourFee: 0.1, source: 'floor' });
    expect(screen.getByTestId('fee-floor').textContent).toBe(
      'The explorer has no fee estimates; 0.1 sat/vB is used.',
    );
  });
});
