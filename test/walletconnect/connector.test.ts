import { preparePsbt, signPsbt } from '@satchel/core/actions';
import type { Account, Connector } from '@satchel/core/connectors';
import { verifyMessage } from '@satchel/core/message';
import { buildSendPsbt } from '@satchel/core/send';
import { createWalletConnectConnector } from '@satchel/core/wallets/walletconnect/connector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevnet, type Devnet, walletConnectRelayUrl } from '../../packages/devnet/src/index';
import { type PhoneApproval, PhoneWallet } from '../../packages/devwallet/src/phone/walletkit-wallet';

/**
 * @satchel/core's WalletConnect connector against the Dev Wallet's phone mode (@reown/walletkit)
 * through the devnet's relay: the real SDKs on both ends, nothing beyond loopback.
 */
/** As an app hands it over (README, "Phones over WalletConnect"). */
const loadSignClient = () => import('@walletconnect/sign-client');

describe('the WalletConnect connector with a phone wallet', () => {
  let devnet: Devnet;
  let phone: PhoneWallet;
  let connector: Connector;
  let relayUrl: string;
  const prompts: PhoneApproval[] = [];
  const answers: boolean[] = [];

  beforeAll(async () => {
    devnet = await createDevnet({ port: 0 });
    relayUrl = walletConnectRelayUrl(devnet.url);
    phone = await PhoneWallet.create({
      relayUrl,
      network: 'regtest',
      esploraUrl: `${devnet.url}/api`,
      approve: (prompt) => {
        prompts.push(prompt);
        return answers.shift() ?? true;
      },
    });
    connector = createWalletConnectConnector({
      options: { projectId: 'satchel-connector-test', relayUrl, loadSignClient },
      privateChain: false,
    });
  });

  afterAll(async () => {
    await phone?.close();
    await devnet?.close();
  });

  const payment = () => phone.addresses.find((a) => a.intention === 'payment')?.address;
  const ordinals = () => phone.addresses.find((a) => a.intention === 'ordinal')?.address;

  it('a refused proposal is the user rejection every wallet gives (-32000)', async () => {
    answers.push(false);
    await expect(
      connector.connect({
        network: 'regtest',
        onPairingUri: (uri) => void phone.pair(uri).catch(() => undefined),
      }),
    ).rejects.toMatchObject({ code: -32000 });
  });

  it('pairs from the link it hands over, and reads the payment and ordinals accounts with their keys', async () => {
    let link = '';
    const { accounts, network } = await connector.connect({
      network: 'regtest',
      onPairingUri: (uri) => {
        link = uri;
        void phone.pair(uri);
      },
    });
    expect(link).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(network).toBe('regtest');
    expect(accounts.map((a) => [a.purpose, a.address])).toEqual([
      ['payment', payment()],
      ['ordinals', ordinals()],
    ]);
    expect(accounts.every((a) => /^[0-9a-f]{66}$/.test(a.publicKey))).toBe(true);
    expect(connector.capabilities).toMatchObject({ nativeSend: true, psbtSigning: true });
  });

  it('signs ECDSA and BIP-322 messages that verify', async () => {
    const address = payment() as string;
    for (const protocol of ['ecdsa', 'bip322'] as const) {
      const message = `Satchel over WalletConnect (${protocol})`;
      const signed = await connector.signMessage({ address, message, protocol });
      expect(signed.protocol).toBe(protocol);
      expect(verifyMessage({ address, message, signature: signed.signature })).toMatchObject({
        valid: true,
      });
    }
  });

  it("a refused request is -32000, with the wallet's words", async () => {
    answers.push(false);
    await expect(
      connector.signMessage({ address: payment() as string, message: 'no', protocol: 'ecdsa' }),
    ).rejects.toMatchObject({ code: -32000 });
  });

  it("sends through the wallet's sendTransfer, and the devnet has the transaction", async () => {
    devnet.faucet(payment() as string, 200_000n, { confirm: true });
    const { txid } = await connector.sendTransfer({
      recipients: [{ address: ordinals() as string, amount: 25_000n }],
    });
    const answer = await fetch(`${devnet.url}/api/tx/${txid}`);
    expect(answer.status).toBe(200);
  });

  it('follows bip122_addressesChanged to the new account', async () => {
    const changed = new Promise<Account[] | undefined>((resolve) => {
      const off = connector.on('accountsChanged', (accounts) => {
        off();
        resolve(accounts);
      });
    });
    await phone.switchAccount();
    const accounts = await changed;
    expect(accounts?.find((a) => a.purpose === 'payment')?.address).toBe(payment());
  });

  it('comes back silently on a new connector (a reload), then ends when the phone disconnects', async () => {
    const reloaded = createWalletConnectConnector({
      options: { projectId: 'satchel-connector-test', relayUrl, loadSignClient },
      privateChain: false,
    });
    const before = prompts.length;
    const accounts = await reloaded.getAccountsSilently({ network: 'regtest' });
    expect(accounts?.[0]?.address).toBeDefined();
    expect(prompts.length).toBe(before);
    const ended = new Promise<void>((resolve) => reloaded.on('disconnected', resolve));
    await phone.disconnect();
    await ended;
    expect(await reloaded.getAccountsSilently({ network: 'regtest' })).toBeUndefined();
  });

  it('a private test chain keeps only a session carrying the Dev Wallet mark', async () => {
    const strict = createWalletConnectConnector({
      options: { projectId: 'satchel-connector-test', relayUrl, loadSignClient },
      privateChain: true,
    });
    // The Dev Wallet's phone marks its sessions: the connection stands.
    const { accounts } = await strict.connect({
      network: 'regtest',
      onPairingUri: (uri) => void phone.pair(uri),
    });
    expect(accounts.length).toBeGreaterThan(0);
    await strict.disconnect();

    // Any other phone wallet: its session ends at once, with the private chain's refusal.
    const other = await PhoneWallet.create({
      relayUrl,
      network: 'regtest',
      esploraUrl: `${devnet.url}/api`,
      devWalletMark: false,
      approve: () => true,
    });
    try {
      await expect(
        strict.connect({ network: 'regtest', onPairingUri: (uri) => void other.pair(uri) }),
      ).rejects.toMatchObject({
        message: 'Not available on a private test chain: Satchel Dev Wallet (phone) would use real bitcoin.',
      });
      await expect.poll(() => other.sessions.length).toBe(0);
    } finally {
      await other.close();
    }
  });

  /** A PSBT spending a fresh faucet coin of `owner`, prepared as the app does. */
  async function preparedFor(owner: string) {
    const { txid } = await devnet.faucet(owner, 200_000n, { confirm: true });
    const utxos = (await (await fetch(`${devnet.url}/api/address/${owner}/utxo`)).json()) as {
      txid: string;
      vout: number;
      value: number;
    }[];
    const coin = utxos.find((u) => u.txid === txid);
    if (!coin) throw new Error(`faucet output ${txid} not found`);
    const { psbtBase64 } = buildSendPsbt({
      utxos: [{ txid, vout: coin.vout, value: BigInt(coin.value), type: 'p2wpkh', address: owner }],
      recipientAddress: owner,
      amount: 50_000n,
      changeAddress: owner,
      feeRate: 2,
      network: 'regtest',
    });
    return preparePsbt({
      text: psbtBase64,
      network: 'regtest',
      ownedAddresses: [owner],
      allowedSighash: [0, 1],
    });
  }

  // A phone wallet whose PSBT answer is wrong is refused as any other wallet's.
  for (const [quirk, refusal] of [
    ['signs-nothing', 'It carries no signature.'],
    [
      'swaps-witness',
      'Its final script is not the standard form for the output it spends, so nodes would refuse it.',
    ],
  ] as const) {
    it(`a phone that ${quirk === 'signs-nothing' ? 'signs nothing' : 'swaps its witnesses'} has its PSBT refused`, async () => {
      const quirky = await PhoneWallet.create({
        relayUrl,
        network: 'regtest',
        esploraUrl: `${devnet.url}/api`,
        quirks: [quirk],
        approve: () => true,
      });
      const fresh = createWalletConnectConnector({
        options: { projectId: 'satchel-connector-test', relayUrl, loadSignClient },
        privateChain: false,
      });
      try {
        await fresh.connect({ network: 'regtest', onPairingUri: (uri) => void quirky.pair(uri) });
        const owner = quirky.addresses.find((a) => a.intention === 'payment')?.address as string;
        const prepared = await preparedFor(owner);
        const error = await signPsbt({ connector: fresh, prepared, allowedSighash: [0, 1] }).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error).toMatchObject({
          code: -32062,
          message: 'The wallet returned the PSBT without signing input 0.',
          details: refusal,
        });
      } finally {
        await fresh.disconnect();
        await quirky.close();
      }
    });
  }
});
