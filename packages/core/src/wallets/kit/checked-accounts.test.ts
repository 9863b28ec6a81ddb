import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { fakeUnisat, noStandardWallets } from '../../../../../test/connectors/fake-wallets';
import { ring } from '../../../../../test/devwallet/psbt-fixtures';
import { SUBJECT } from '../../../../../test/subjects';
import { familyCapabilities } from '../registry/families';
import { loadConnector } from '../registry/load-connector';
import { withUsableKeys } from './checked-accounts';
import type { Account, Connector, ConnectorEvents } from './types';

const bytesOf = (address: string) => hex.encode(new TextEncoder().encode(address));
const payment: Account = {
  address: ring.payment.address,
  publicKey: hex.encode(ring.payment.publicKey),
  purpose: 'payment',
  addressType: 'p2wpkh',
};
/** MetaMask's Wallet Standard account: the key is the address's UTF-8 bytes. */
const bogus: Account = {
  address: ring.ordinals.address,
  publicKey: bytesOf(ring.ordinals.address),
  purpose: 'ordinals',
  addressType: 'p2tr',
};

function fakeConnector(accounts: Account[]) {
  let changed: ConnectorEvents['accountsChanged'] | undefined;
  const connector = {
    id: 'fake',
    name: 'Fake',
    capabilities: familyCapabilities(SUBJECT.injected),
    connect: async () => ({ accounts, network: 'regtest' as const }),
    getAccountsSilently: async () => accounts,
    on: (event: string, listener: ConnectorEvents['accountsChanged']) => {
      if (event === 'accountsChanged') changed = listener;
      return () => {};
    },
  } as unknown as Connector;
  return { connector, emitChanged: (next: Account[] | undefined) => changed?.(next) };
}

describe('withUsableKeys', () => {
  it('keeps matching keys and blanks the rest on connect, silent reads and account changes', async () => {
    const { connector, emitChanged } = fakeConnector([payment, bogus]);
    const checked = withUsableKeys(connector);
    const expected = [payment, { ...bogus, publicKey: '' }];
    expect((await checked.connect({ network: 'regtest' })).accounts).toEqual(expected);
    expect(await checked.getAccountsSilently({ network: 'regtest' })).toEqual(expected);
    const seen: (Account[] | undefined)[] = [];
    checked.on('accountsChanged', (accounts) => seen.push(accounts));
    emitChanged([bogus]);
    emitChanged(undefined);
    expect(seen).toEqual([[{ ...bogus, publicKey: '' }], undefined]);
    expect(checked.name).toBe('Fake');
  });
});

describe('loadConnector', () => {
  const ctx = (getPublicKey: () => Promise<string>) => ({
    devnet: false,
    standardWallets: noStandardWallets,
    win: { unisat: { ...fakeUnisat({ address: ring.payment.address }), getPublicKey } },
  });

  it('reads capabilities through, so a session that narrows them is seen', () => {
    let psbtSigning = true;
    const base = {
      ...fakeConnector([payment]).connector,
      get capabilities() {
        return { ...familyCapabilities(SUBJECT.injected), psbtSigning };
      },
    } as Connector;
    const wrapped = withUsableKeys(base);
    psbtSigning = false;
    expect(wrapped.capabilities.psbtSigning).toBe(false);
  });

  it("hands out connectors whose accounts carry only the address's own key", async () => {
    const key = hex.encode(ring.payment.publicKey);
    const good = await loadConnector(
      SUBJECT.injected,
      ctx(async () => key),
    );
    const { accounts } = await good.connect({ network: 'regtest' });
    expect(accounts.map((a) => a.publicKey)).toEqual([key, key]);

    const bad = await loadConnector(
      SUBJECT.injected,
      ctx(async () => bytesOf(ring.payment.address)),
    );
    const answer = await bad.connect({ network: 'regtest' });
    expect(answer.accounts.map((a) => a.publicKey)).toEqual(['', '']);
    expect(answer.accounts.map((a) => a.address)).toEqual([ring.payment.address, ring.payment.address]);
  });
});
