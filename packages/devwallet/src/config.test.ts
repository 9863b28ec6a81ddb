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
    // `unsigned-psbt-as-success` is the earlier name of `signs-nothing`.
    expect(config.quirks).toEqual({ unisat: ['signs-nothing'] });
    expect(hasQuirk(config, 'unisat', 'signs-nothing')).toBe(true);
    expect(hasQuirk(config, 'okx', 'signs-nothing')).toBe(false);
    expect(resolveConfig({}).quirks).toEqual({});
  });

  it('knows signs-nothing and bogus-public-key (SPEC R22.4), each once', () => {
    const config = resolveConfig({
      quirks: { standard: ['signs-nothing', 'bogus-public-key', 'unsigned-psbt-as-success'] },
    });
    expect(config.quirks).toEqual({ standard: ['signs-nothing', 'bogus-public-key'] });
  });
});
