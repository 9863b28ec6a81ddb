import { WALLET_FAMILIES } from '@satchel/core/connectors';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from './config';
import { familyName } from './overlay';

describe("the approval overlay's wallet names", () => {
  it('names every family it impersonates by its real name, none by its id', () => {
    for (const family of FAMILIES) expect(familyName(family), family).not.toBe(family);
    for (const family of WALLET_FAMILIES) expect(familyName(family.id)).toBe(family.name);
  });

  it("names the Dev Wallet's own identities", () => {
    expect(familyName('devwallet')).toBe('Satchel Dev Wallet');
    expect(familyName('standard')).toBe('Satchel Standard Wallet');
  });
});
