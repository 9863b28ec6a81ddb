import { COMPAT_WALLETS } from '@satchel/core/compat';
import { describe, expect, it } from 'vitest';
import { listingPsbt } from '../../../../test/compat/psbts';
import { FAMILIES } from '../config';
import { everyOpenInput, parseSighash, parseSignArgument, UsageError } from './request';
import { FAMILY_CHECKS } from './rules';

describe('check-psbt arguments', () => {
  it('reads a sighash as hex, decimal or its name', () => {
    expect(parseSighash('0x83')).toBe(0x83);
    expect(parseSighash('131')).toBe(0x83);
    expect(parseSighash('sighash_single | sighash_anyonecanpay')).toBe(0x03 | 0x80);
    expect(parseSighash('ALL')).toBe(0x01);
    expect(() => parseSighash('0x1ff')).toThrow(UsageError);
  });

  it('reads index:address[:sighash]', () => {
    expect(parseSignArgument('1:bc1qxyz')).toEqual({ index: 1, address: 'bc1qxyz' });
    expect(parseSignArgument('0:bc1pabc:DEFAULT')).toEqual({ index: 0, address: 'bc1pabc', sighash: 0 });
    expect(() => parseSignArgument('x:bc1q')).toThrow(UsageError);
  });

  it('without --sign, asks for every open input at its own address', () => {
    const listing = listingPsbt('regtest');
    expect(everyOpenInput(listing.psbtBase64, 'regtest')).toEqual([
      { index: 0, address: listing.seller.ordinals.address },
    ]);
  });
});

describe('the family table', () => {
  it('has one row per Dev Wallet family, each on the rules of a known wallet', () => {
    expect(Object.keys(FAMILY_CHECKS)).toEqual([...FAMILIES]);
    for (const check of Object.values(FAMILY_CHECKS)) expect(COMPAT_WALLETS).toContain(check.rules);
  });
});
