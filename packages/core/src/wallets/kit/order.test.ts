import { describe, expect, it } from 'vitest';
import { orderWalletOptions } from './order';
import type { WalletOption } from './types';

const option = (id: string, isInstalled: boolean): WalletOption => ({
  id,
  name: id,
  icon: 'data:image/svg+xml,',
  isInstalled,
  ...(isInstalled ? {} : { installPrompt: { url: `https://store.example/${id}` } }),
});

const LISTED = [
  option('a', false),
  option('b', true),
  option('c', false),
  option('d', true),
  option('dev', true),
];

const ids = (options: WalletOption[]) => options.map((o) => o.id);

describe('orderWalletOptions', () => {
  it('default: installed before those to install, table order kept within each', () => {
    expect(ids(orderWalletOptions(LISTED))).toEqual(['b', 'd', 'dev', 'a', 'c']);
  });

  it('behavior: the default leads even when it is not installed', () => {
    expect(ids(orderWalletOptions(LISTED, { defaultWalletId: 'c' }))).toEqual(['c', 'b', 'd', 'dev', 'a']);
  });

  it('behavior: the Dev Wallet comes right after the default', () => {
    expect(ids(orderWalletOptions(LISTED, { defaultWalletId: 'a', devWalletId: 'dev' }))).toEqual([
      'a',
      'dev',
      'b',
      'd',
      'c',
    ]);
  });

  it('behavior: the Dev Wallet as the default is listed once, first', () => {
    expect(ids(orderWalletOptions(LISTED, { defaultWalletId: 'dev', devWalletId: 'dev' }))).toEqual([
      'dev',
      'b',
      'd',
      'a',
      'c',
    ]);
  });

  it('behavior: an in-app browser’s own wallet comes before the default', () => {
    expect(
      ids(orderWalletOptions(LISTED, { defaultWalletId: 'a', inAppWalletId: 'd', devWalletId: 'dev' })),
    ).toEqual(['d', 'a', 'dev', 'b', 'c']);
  });

  it('behavior: does not change the list it is given', () => {
    const copy = [...LISTED];
    orderWalletOptions(LISTED, { defaultWalletId: 'c' });
    expect(LISTED).toEqual(copy);
  });
});
