import { describe, expect, it } from 'vitest';
import { accountsFromAddresses, announcedAccounts, connectedAccounts, sessionAddresses } from './accounts';
import type { WalletConnectSession } from './sign-client-types';

const CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const ORDINALS = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqvg32hk';

describe('WalletConnect accounts (bip122 reference, getAccountAddresses)', () => {
  it("reads the session's CAIP-10 accounts on its chain only, in order", () => {
    expect(
      sessionAddresses(
        [`${CHAIN}:${PAYMENT}`, `bip122:000000000019d6689c085ae165831e93:bc1qother`, `${CHAIN}:${ORDINALS}`],
        CHAIN,
      ),
    ).toEqual([PAYMENT, ORDINALS]);
    expect(sessionAddresses(undefined, CHAIN)).toEqual([]);
  });

  it('maps intentions to purposes and keeps the keys the wallet gives', () => {
    const accounts = accountsFromAddresses([
      { address: PAYMENT, publicKey: '02'.padEnd(66, 'a'), path: "m/84'/1'/0'/0/0", intention: 'payment' },
      { address: ORDINALS, publicKey: '03'.padEnd(66, 'b'), path: "m/86'/1'/0'/0/0", intention: 'ordinal' },
      { address: 42 },
      null,
    ]);
    expect(accounts).toEqual([
      { address: PAYMENT, publicKey: '02'.padEnd(66, 'a'), purpose: 'payment', addressType: 'p2wpkh' },
      { address: ORDINALS, publicKey: '03'.padEnd(66, 'b'), purpose: 'ordinals', addressType: 'p2tr' },
    ]);
  });

  it('takes a bare list of addresses as payment addresses without keys', () => {
    expect(accountsFromAddresses([PAYMENT])).toEqual([
      { address: PAYMENT, publicKey: '', purpose: 'payment', addressType: 'p2wpkh' },
    ]);
    expect(accountsFromAddresses('nonsense')).toEqual([]);
  });

  it("keeps only the session's own addresses, and names the account when the wallet says nothing", () => {
    const answer = [
      { address: 'bcrt1qnotinthesession0000000000000000000000', intention: 'payment' },
      { address: ORDINALS, intention: 'ordinal' },
    ];
    expect(connectedAccounts(answer, [PAYMENT, ORDINALS]).map((a) => [a.purpose, a.address])).toEqual([
      ['payment', PAYMENT],
      ['ordinals', ORDINALS],
    ]);
    expect(connectedAccounts([], [PAYMENT])).toEqual([
      { address: PAYMENT, publicKey: '', purpose: 'payment', addressType: 'p2wpkh' },
    ]);
    expect(connectedAccounts([], [])).toEqual([]);
  });

  it('moves on bip122_addressesChanged only to addresses the session holds, dropping the others', () => {
    // A session as sign-client keeps it after approval: CAIP-10 accounts in the bip122 namespace.
    const session: WalletConnectSession = {
      topic: 'a'.repeat(64),
      expiry: 2_000_000_000,
      namespaces: {
        bip122: {
          chains: [CHAIN],
          accounts: [`${CHAIN}:${PAYMENT}`, `${CHAIN}:${ORDINALS}`],
          methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
          events: ['bip122_addressesChanged'],
        },
      },
      peer: { metadata: { name: 'Phone' } },
    };
    const held = sessionAddresses(session.namespaces.bip122?.accounts, CHAIN);
    const OTHER = 'bcrt1qnotinthesession0000000000000000000000';
    const OTHER_TAPROOT = 'bcrt1pnotinthesessioneither000000000000000000000000000000000';
    expect(
      announcedAccounts(
        [
          { address: OTHER, intention: 'payment' },
          { address: OTHER_TAPROOT, intention: 'ordinal' },
        ],
        held,
      ),
    ).toEqual([]);
    expect(
      announcedAccounts(
        [
          { address: OTHER, intention: 'payment' },
          { address: ORDINALS, intention: 'ordinal' },
          { address: PAYMENT, intention: 'payment' },
        ],
        held,
      ).map((a) => [a.purpose, a.address]),
    ).toEqual([
      ['payment', PAYMENT],
      ['ordinals', ORDINALS],
    ]);
    expect(announcedAccounts([OTHER, PAYMENT], held).map((a) => a.address)).toEqual([PAYMENT]);
  });
});
