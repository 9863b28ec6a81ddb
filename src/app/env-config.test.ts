import { describe, expect, it } from 'vitest';
import { baseVariable, configFromEnv } from './env-config';

describe('configFromEnv', () => {
  it('reads VITE_NETWORK and the per-network base variables of each service', () => {
    const config = configFromEnv({
      VITE_NETWORK: 'signet',
      VITE_ESPLORA_BASE_SIGNET: 'https://example.test/signet/api/',
      VITE_ORDERING_BASE_SIGNET: 'https://orders.test/v1',
      VITE_INDEXER_BASE_SIGNET: 'https://ord.test',
      VITE_ESPLORA_BASE_MAINNET: 'https://ignored.test/api',
    });
    expect(config).toEqual({
      network: 'signet',
      explorerBaseUrl: 'https://example.test/signet/api',
      orderingBaseUrl: 'https://orders.test/v1',
      indexerBaseUrl: 'https://ord.test',
      devnet: false,
      privateChain: false,
    });
  });

  it('defaults to the devnet; VITE_DEVNET=false turns the devnet extras off', () => {
    expect(configFromEnv({}).devnet).toBe(true);
    expect(configFromEnv({ VITE_DEVNET: 'false' }).devnet).toBe(false);
    expect(configFromEnv({ VITE_NETWORK: 'litecoin' }).network).toBe('regtest');
  });

  it('a mainnet build against a devnet on loopback is a private-chain devnet build', () => {
    const config = configFromEnv({
      VITE_NETWORK: 'mainnet',
      VITE_ESPLORA_BASE_MAINNET: 'http://127.0.0.1:3250/api',
      VITE_ORDERING_BASE_MAINNET: 'http://127.0.0.1:3250/ordinals/v1',
      VITE_INDEXER_BASE_MAINNET: 'http://127.0.0.1:3250/ord',
    });
    expect(config).toMatchObject({ network: 'mainnet', devnet: true, privateChain: true });
    expect(configFromEnv({ VITE_NETWORK: 'mainnet' })).toMatchObject({ devnet: false, privateChain: false });
  });

  it('spells the variable names the README documents', () => {
    expect(baseVariable('explorer', 'regtest')).toBe('VITE_ESPLORA_BASE_REGTEST');
    expect(baseVariable('ordering', 'testnet4')).toBe('VITE_ORDERING_BASE_TESTNET4');
    expect(baseVariable('indexer', 'mainnet')).toBe('VITE_INDEXER_BASE_MAINNET');
  });
});
