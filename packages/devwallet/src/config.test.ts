import { familyById } from '@satchel/core/connectors';
import { describe, expect, it } from 'vitest';
import { SUBJECT } from '../../../test/subjects';
import { FAMILIES, hasQuirk, resolveConfig } from './config';
import { MAINNET_ONLY_FAMILIES } from './families/facts';

describe('Dev Wallet quirks option', () => {
  it('switches on known quirks per family and ignores typos and unknown families', () => {
    const config = resolveConfig({
      quirks: {
        [SUBJECT.injected]: ['unsigned-psbt-as-success', 'no-such-quirk'],
        nowallet: ['refuses-sighash-lists'],
        [SUBJECT.standardSatsConnect]: 'refuses-sighash-lists',
      },
    });
    // `unsigned-psbt-as-success` is the earlier name of `signs-nothing`.
    expect(config.quirks).toEqual({ [SUBJECT.injected]: ['signs-nothing'] });
    expect(hasQuirk(config, SUBJECT.injected, 'signs-nothing')).toBe(true);
    expect(hasQuirk(config, SUBJECT.perNetworkObjects, 'signs-nothing')).toBe(false);
    expect(resolveConfig({}).quirks).toEqual({});
  });

  it('knows signs-nothing and bogus-public-key, each once', () => {
    const config = resolveConfig({
      quirks: { standard: ['signs-nothing', 'bogus-public-key', 'unsigned-psbt-as-success'] },
    });
    expect(config.quirks).toEqual({ standard: ['signs-nothing', 'bogus-public-key'] });
  });
});

describe('Dev Wallet mainnet-only families', () => {
  it('are families the family table says speak mainnet only', () => {
    // Each family's own test names it (families/<id>-network.test.ts); the table's other
    // mainnet-only wallets the Dev Wallet serves on its own network (Phantom, so an app can try it
    // on the devnet) or per session scope (MetaMask, `metamaskScopes`).
    expect(MAINNET_ONLY_FAMILIES.size).toBeGreaterThan(0);
    for (const family of MAINNET_ONLY_FAMILIES) {
      expect(FAMILIES, family).toContain(family);
      expect(familyById(family)?.capabilities.mainnetOnly, family).toBe(true);
    }
  });
});
