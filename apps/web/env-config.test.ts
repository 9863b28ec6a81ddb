import { describe, expect, it } from 'vitest';
import { baseVariable, configFromEnv, unknownNetworkMessage } from './env-config';

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
  });

  it('an unset or empty VITE_NETWORK is regtest; any unknown name fails the build', () => {
    expect(configFromEnv({}).network).toBe('regtest');
    expect(configFromEnv({ VITE_NETWORK: '' }).network).toBe('regtest');
    for (const value of ['Mainnet', 'bitcoin', 'mainnet ', ' regtest', 'litecoin', 'testnet3', 'MAINNET']) {
      expect(() => configFromEnv({ VITE_NETWORK: value }), value).toThrow(
        `Unknown VITE_NETWORK "${value}": use mainnet, testnet, testnet4, signet or regtest.`,
      );
    }
    expect(unknownNetworkMessage('bitcoin')).toBe(
      'Unknown VITE_NETWORK "bitcoin": use mainnet, testnet, testnet4, signet or regtest.',
    );
    for (const network of ['mainnet', 'testnet', 'testnet4', 'signet', 'regtest']) {
      expect(configFromEnv({ VITE_NETWORK: network }).network).toBe(network);
    }
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

  it('a private-chain build takes its indexer and ordering service from the devnet, and fails on any public base', () => {
    const explorerOnly = configFromEnv({
      VITE_NETWORK: 'mainnet',
      VITE_ESPLORA_BASE_MAINNET: 'http://127.0.0.1:3250/api',
    });
    expect(explorerOnly).toMatchObject({
      privateChain: true,
      orderingBaseUrl: 'http://127.0.0.1:3250/ordinals/v1',
      indexerBaseUrl: 'http://127.0.0.1:3250/ord',
    });
    expect(() =>
      configFromEnv({
        VITE_NETWORK: 'mainnet',
        VITE_ESPLORA_BASE_MAINNET: 'http://127.0.0.1:3250/api',
        VITE_INDEXER_BASE_MAINNET: 'https://ordinals.com',
      }),
    ).toThrow(
      'A private test chain build must keep every service on this machine: indexer is https://ordinals.com.',
    );
    expect(() =>
      configFromEnv({
        VITE_NETWORK: 'mainnet',
        VITE_ESPLORA_BASE_MAINNET: 'http://127.0.0.1:3250/api',
        VITE_ORDERING_BASE_MAINNET: 'https://ordinals.xverse.app/v1',
      }),
    ).toThrow(
      'A private test chain build must keep every service on this machine: ordering is https://ordinals.xverse.app/v1.',
    );
  });

  it('spells the variable names the README documents', () => {
    expect(baseVariable('explorer', 'regtest')).toBe('VITE_ESPLORA_BASE_REGTEST');
    expect(baseVariable('ordering', 'testnet4')).toBe('VITE_ORDERING_BASE_TESTNET4');
    expect(baseVariable('indexer', 'mainnet')).toBe('VITE_INDEXER_BASE_MAINNET');
  });

  it('turns WalletConnect on with a project id, its relay from VITE_WALLETCONNECT_RELAY_URL', () => {
    expect(configFromEnv({}).walletConnect).toBeUndefined();
    expect(
      configFromEnv({
        VITE_WALLETCONNECT_PROJECT_ID: 'project',
        VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:3150/walletconnect',
      }).walletConnect,
    ).toEqual({ projectId: 'project', relayUrl: 'ws://127.0.0.1:3150/walletconnect' });
  });
});
