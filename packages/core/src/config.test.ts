import { describe, expect, it } from 'vitest';
import {
  configOrigins,
  DEFAULT_BASES,
  privateChainServiceMessage,
  resolveConfig,
  WALLETCONNECT_RELAY,
} from './config';

describe('resolveConfig', () => {
  it('defaults every service per network: mempool.space, Xverse ordering, an ord server; regtest is the devnet', () => {
    expect(resolveConfig({ network: 'mainnet' })).toEqual({
      network: 'mainnet',
      explorerBaseUrl: 'https://mempool.space/api',
      orderingBaseUrl: 'https://ordinals.xverse.app/v1',
      indexerBaseUrl: 'https://ordinals.com',
      devnet: false,
      privateChain: false,
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
      privateChain: false,
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
    for (const network of ['testnet', 'testnet4', 'signet'] as const) {
      const config = resolveConfig({ network, bases: { explorer: 'http://127.0.0.1:3002/api' } });
      expect([config.devnet, config.privateChain]).toEqual([false, false]);
    }
  });

  it('a mainnet build is a devnet build, on a private chain, only with its explorer on a loopback address', () => {
    const on = (explorer: string, devnet?: boolean) => {
      const config = resolveConfig({
        network: 'mainnet',
        bases: { explorer },
        ...(devnet === undefined ? {} : { devnet }),
      });
      return [config.devnet, config.privateChain];
    };
    for (const loopback of ['http://127.0.0.1:3250/api', 'http://127.8.9.10/api', 'http://[::1]:3250/api']) {
      expect(on(loopback), loopback).toEqual([true, true]);
    }
    // Anything else may be Bitcoin itself, whatever the build asks for.
    for (const elsewhere of [
      'https://mempool.space/api',
      'http://localhost:3250/api',
      'http://192.168.1.5:3250/api',
      'http://0.0.0.0:3250/api',
      'http://127.0.0.1.example.test/api',
    ]) {
      expect(on(elsewhere, true), elsewhere).toEqual([false, false]);
    }
    // A real mainnet node of one's own on loopback: VITE_DEVNET=false says so.
    expect(on('http://127.0.0.1:3002/api', false)).toEqual([false, false]);
    // Only the explorer decides: a loopback indexer beside mempool.space is Bitcoin.
    const mixed = resolveConfig({ network: 'mainnet', bases: { indexer: 'http://127.0.0.1:3250/ord' } });
    expect([mixed.devnet, mixed.privateChain]).toEqual([false, false]);
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

describe('a private-chain configuration keeps every service on this machine', () => {
  const privateChain = (bases: Record<string, string>) => resolveConfig({ network: 'mainnet', bases });

  it('defaults the ordering service and indexer to the devnet at the explorer origin, never to public services', () => {
    expect(privateChain({ explorer: 'http://127.0.0.1:3250/api' })).toEqual({
      network: 'mainnet',
      explorerBaseUrl: 'http://127.0.0.1:3250/api',
      orderingBaseUrl: 'http://127.0.0.1:3250/ordinals/v1',
      indexerBaseUrl: 'http://127.0.0.1:3250/ord',
      devnet: true,
      privateChain: true,
    });
    const v6 = privateChain({ explorer: 'http://[::1]:4000/esplora/api/' });
    expect([v6.orderingBaseUrl, v6.indexerBaseUrl]).toEqual([
      'http://[::1]:4000/ordinals/v1',
      'http://[::1]:4000/ord',
    ]);
    expect(configOrigins(v6)).toEqual(['http://[::1]:4000']);
  });

  it('keeps loopback overrides of its own', () => {
    const config = privateChain({
      explorer: 'http://127.0.0.1:3250/api',
      ordering: 'http://127.0.0.2:9000/orders/',
      indexer: 'http://[::1]:8080',
    });
    expect([config.orderingBaseUrl, config.indexerBaseUrl]).toEqual([
      'http://127.0.0.2:9000/orders',
      'http://[::1]:8080',
    ]);
  });

  it('refuses any service off loopback, naming the service and its base', () => {
    const cases: [Record<string, string>, string][] = [
      [
        { explorer: 'http://127.0.0.1:3250/api', ordering: 'https://ordinals.xverse.app/v1' },
        'A private test chain build must keep every service on this machine: ordering is https://ordinals.xverse.app/v1.',
      ],
      [
        { explorer: 'http://127.0.0.1:3250/api', indexer: 'https://ordinals.com/' },
        'A private test chain build must keep every service on this machine: indexer is https://ordinals.com.',
      ],
      [
        { explorer: 'http://127.0.0.1:3250/api', indexer: 'http://localhost:3250/ord' },
        'A private test chain build must keep every service on this machine: indexer is http://localhost:3250/ord.',
      ],
      [
        { explorer: 'http://127.0.0.1:3250/api', ordering: 'not a url' },
        'A private test chain build must keep every service on this machine: ordering is not a url.',
      ],
    ];
    for (const [bases, message] of cases) expect(() => privateChain(bases), message).toThrow(message);
    expect(privateChainServiceMessage('explorer', 'https://mempool.space/api')).toBe(
      'A private test chain build must keep every service on this machine: explorer is https://mempool.space/api.',
    );
  });

  it('leaves every other build as it was: public defaults, and a real node of your own on loopback', () => {
    expect(resolveConfig({ network: 'mainnet' }).indexerBaseUrl).toBe('https://ordinals.com');
    const ownNode = resolveConfig({
      network: 'mainnet',
      bases: { explorer: 'http://127.0.0.1:3002/api', indexer: 'https://ordinals.com' },
      devnet: false,
    });
    expect([ownNode.privateChain, ownNode.orderingBaseUrl, ownNode.indexerBaseUrl]).toEqual([
      false,
      'https://ordinals.xverse.app/v1',
      'https://ordinals.com',
    ]);
    // Regtest keeps its own defaults (the devnet's default port) and may name any base.
    expect(resolveConfig({ bases: { indexer: 'https://ord.example.test' } }).indexerBaseUrl).toBe(
      'https://ord.example.test',
    );
  });
});

describe('WalletConnect settings', () => {
  it('are absent without a project id, and name the public relay by default', () => {
    expect(resolveConfig({ network: 'mainnet' }).walletConnect).toBeUndefined();
    expect(
      resolveConfig({ network: 'mainnet', walletConnect: { projectId: '  ' } }).walletConnect,
    ).toBeUndefined();
    const config = resolveConfig({ network: 'mainnet', walletConnect: { projectId: ' abc123 ' } });
    expect(config.walletConnect).toEqual({ projectId: 'abc123', relayUrl: WALLETCONNECT_RELAY });
    expect(configOrigins(config)).toContain('wss://relay.walletconnect.org');
  });

  it('take a relay of its own, which must be a WebSocket URL', () => {
    const config = resolveConfig({
      walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:3150/walletconnect/' },
    });
    expect(config.walletConnect?.relayUrl).toBe('ws://127.0.0.1:3150/walletconnect');
    expect(configOrigins(config)).toContain('ws://127.0.0.1:3150');
    expect(() =>
      resolveConfig({ walletConnect: { projectId: 'p', relayUrl: 'https://relay.test' } }),
    ).toThrow('The WalletConnect relay must be a ws:// or wss:// URL: https://relay.test.');
  });

  it('keep a private test chain on this machine: a public relay fails the build', () => {
    const privateChain = { network: 'mainnet', bases: { explorer: 'http://127.0.0.1:3250/api' } };
    expect(() => resolveConfig({ ...privateChain, walletConnect: { projectId: 'p' } })).toThrow(
      'A private test chain build must keep every service on this machine: walletconnect is wss://relay.walletconnect.org.',
    );
    expect(
      resolveConfig({
        ...privateChain,
        walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:3250/walletconnect' },
      }).walletConnect?.relayUrl,
    ).toBe('ws://127.0.0.1:3250/walletconnect');
  });
});
