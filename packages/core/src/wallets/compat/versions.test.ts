import { describe, expect, it } from 'vitest';
import { listingRequest, twoAddressRequest, verdictFor } from '../../../../../test/compat/requests';
import { loadCompat } from './load';

const { WALLET_RULES } = await loadCompat();

const leather = verdictFor('leather');

/** A wallet whose rules changed between versions gets one verdict per range where they disagree. */
describe('rules by wallet version', () => {
  it('a listing asked without allowedSighash: Leather 6.74 and later declines, up to 6.73.x signs 0x83', () => {
    const verdict = leather(listingRequest());
    expect(verdict).toMatchObject({
      versions: '6.74 and later',
      signs: 'no',
      refusal: { reason: 'sighash', source: 'https://github.com/leather-io/mono/pull/2667' },
    });
    expect(verdict.earlier).toMatchObject({
      versions: 'up to 6.73.x',
      signs: 'yes',
      signedInputs: [0],
      inputs: [{ index: 0, outcome: 'signed', sighash: 0x83 }],
    });
    expect(verdict.earlier?.refusal).toBeUndefined();
    expect(verdict.notes).toContain(
      'These rules hold for Leather 6.74 and later (leather-io/mono#2667, 2026-08-24).',
    );
  });

  it('a listing that names 0x83: both ranges sign it, so one verdict without a range', () => {
    expect(WALLET_RULES.leather.earlier?.versions.range).toBe('up to 6.73.x');
    const verdict = leather(listingRequest(0x83));
    expect(verdict.signs).toBe('yes');
    expect(verdict.versions).toBeUndefined();
    expect(verdict.earlier).toBeUndefined();
  });

  it('a plain PSBT (no sighash field): the ranges agree, one verdict', () => {
    expect(WALLET_RULES.leather.versions?.range).toBe('6.74 and later');
    const verdict = leather(twoAddressRequest);
    expect(verdict).toMatchObject({ signs: 'yes', signedInputs: [0, 1] });
    expect(verdict.versions).toBeUndefined();
    expect(verdict.earlier).toBeUndefined();
  });
});
