import { describe, expect, it } from 'vitest';
import { configOrigins, DEFAULT_BASES, resolveConfig } from './config';

describe('resolveConfig (SPEC R11.1, R8.2, R15.1)', () => {
  it('defaults every service per network: mempool.space, Xverse ordering, an ord server; regtest is the devnet', () => {
    expect(resolveConfig({ network: 'mainnet' })).toEqual({
      network: 'mainnet',
      explorerBaseUrl: 'https://mempool.space/api',
      orderingBaseUrl: 'https://ordinals.xverse.app/v1',
      indexerBaseUrl: 'https://ordinals.com',
      devnet: false,
    });
    expect(resolveConfig({ network: 'testnet4' }).explorerBaseUrl).toBe('https://mempool.space/testnet4/api');
    expect(resolveConfig({ network: 'signet' }).orderingBaseUrl).toBe(
      'https://ordinals-signet.xverse.app/v1',
    );
    expect(resolveConfig({ network: 'testnet' }).explorerBaseUrl).toBe('https://mempool.space/testnet/api');
    expect(resolveConfig()).toEqual({
      network: 'regtest',
      explorerBaseUrl: 'http://127.0.0.1:3002/api',
      orderingBaseUrl: 'http://127.0.0.1:3002/ordinals/v1',
      indexerBaseUrl: 'http://127.0.0.1:3002/ord',
      devnet: true,
    });
  });

  it('takes overrides with the trailing slash trimmed; blank overrides keep the default', () => {
    const config = resolveConfig({
      network: 'signet',
      bases: { explorer: 'https://example.test/signet/api/', ordering: '  ', indexer: undefined },
    });
    expect(config.explorerBaseUrl).toBe('https://example.test/signet/api');
    expect(config.orderingBaseUrl).toBe(DEFAULT_BASES.ordering.signet);
    expect(config.indexerBaseUrl).toBe(DEFAULT_BASES.indexer.signet);
  });

  it('falls back to regtest for unknown network names; devnet only on regtest and unless turned off', () => {
    expect(resolveConfig({ network: 'litecoin' }).network).toBe('regtest');
    expect(resolveConfig({ network: 'regtest', devnet: false }).devnet).toBe(false);
    expect(resolveConfig({ network: 'mainnet', devnet: true }).devnet).toBe(false);
  });

  it('lists each origin the app talks to once, for the Content-Security-Policy', () => {
    expect(configOrigins(resolveConfig())).toEqual(['http://127.0.0.1:3002']);
    expect(configOrigins(resolveConfig({ network: 'mainnet' }))).toEqual([
      'https://mempool.space',
      'https://ordinals.xverse.app',
      'https://ordinals.com',
    ]);
  });
});
