import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevnet, type Devnet, walletConnectRelayUrl } from '../../../../devnet/src/index';
import { DEFAULT_MNEMONIC } from '../../../../devwallet/src/config';
import { deriveKeyRing } from '../../../../devwallet/src/keys';
import { accountAddresses as announced } from '../../../../devwallet/src/phone/account-addresses';
import { PhoneWallet } from '../../../../devwallet/src/phone/walletkit-wallet';
import { isLoopbackUrl } from '../../primitives/loopback';
import type { Account, Connector } from '../kit/types';
import { createWalletConnectConnector } from './connector';

/**
 * The WalletConnect connector with the real SDKs on both ends: @walletconnect/sign-client as the
 * app loads it, the Dev Wallet's @reown/walletkit phone, through the devnet's relay, offline.
 * What the phone announces in `bip122_addressesChanged` moves the page only within the session.
 */

describe('the WalletConnect connector', () => {
  let devnet: Devnet;
  let phone: PhoneWallet;
  let connector: Connector;
  const moves: (Account[] | undefined)[] = [];
  const waiters: (() => void)[] = [];
  const realFetch = globalThis.fetch;
  /** Resolves with the next move the connector reports. */
  const nextMove = () =>
    new Promise<Account[] | undefined>((resolve) => {
      const seen = moves.length;
      waiters.push(() => resolve(moves[seen]));
    });

  beforeAll(async () => {
    // Offline: the SDKs may reach the relay on loopback and nothing else.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL | Request, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (isLoopbackUrl(url)) return realFetch(input, init);
        return Promise.reject(new TypeError('fetch failed'));
      }),
    );
    devnet = await createDevnet({ port: 0 });
    const relayUrl = walletConnectRelayUrl(devnet.url);
    phone = await PhoneWallet.create({
      relayUrl,
      network: 'regtest',
      esploraUrl: `${devnet.url}/api`,
      approve: () => true,
    });
    connector = createWalletConnectConnector({
      options: {
        projectId: 'satchel-connector-test',
        relayUrl,
        loadSignClient: () => import('@walletconnect/sign-client'),
        verify: false,
      },
      privateChain: true,
    });
  });

  afterAll(async () => {
    await connector?.disconnect();
    await phone?.close();
    await devnet?.close();
    vi.unstubAllGlobals();
  });

  it('connects to the phone’s account from the pairing link', async () => {
    const { accounts } = await connector.connect({
      network: 'regtest',
      onPairingUri: (uri) => void phone.pair(uri),
    });
    const ring = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest');
    expect(accounts.map((a) => [a.purpose, a.address])).toEqual([
      ['payment', ring.payment.address],
      ['ordinals', ring.ordinals.address],
    ]);
    connector.on('accountsChanged', (accounts) => {
      moves.push(accounts);
      for (const wake of waiters.splice(0)) wake();
    });
  });

  it('does not move to addresses the session does not hold; moves to those an update adds', async () => {
    const stranger = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 9);
    const next = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 1);
    const first = nextMove();
    // Addresses the phone never put in the session, then a real switch: the session is updated
    // to account 1, then account 1 is announced. Events arrive in order, so the first move is
    // what the stranger's announcement did, if anything.
    await phone.announce(announced(stranger));
    await phone.switchAccount(1);
    expect((await first)?.map((a) => [a.purpose, a.address])).toEqual([
      ['payment', next.payment.address],
      ['ordinals', next.ordinals.address],
    ]);
    expect(moves.flat().map((a) => a?.address)).not.toContain(stranger.payment.address);
  });

  it('keeps the session’s addresses of an announcement that mixes them with others', async () => {
    const next = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 1);
    const stranger = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 9);
    const move = nextMove();
    const [, strangerOrdinals] = announced(stranger);
    const [nextPayment] = announced(next);
    if (!strangerOrdinals || !nextPayment) throw new Error('no addresses');
    await phone.announce([strangerOrdinals, nextPayment]);
    expect((await move)?.map((a) => [a.purpose, a.address])).toEqual([['payment', next.payment.address]]);
  });
});
