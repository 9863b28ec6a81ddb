import { describe, expect, it } from 'vitest';
import { hasQuirk, resolveConfig } from './config';

describe('Dev Wallet quirks option', () => {
  it('switches on known quirks per family and ignores typos and unknown families', () => {
    const config = resolveConfig({
      quirks: {
        unisat: ['unsigned-psbt-as-success', 'no-such-quirk'],
        nowallet: ['refuses-sighash-lists'],
        magiceden: 'refuses-sighash-lists',
      },
    });
    expect(config.quirks).toEqual({ unisat: ['unsigned-psbt-as-success'] });
    expect(hasQuirk(config, 'unisat', 'unsigned-psbt-as-success')).toBe(true);
    expect(hasQuirk(config, 'okx', 'unsigned-psbt-as-success')).toBe(false);
    expect(resolveConfig({}).quirks).toEqual({});
  });
});
