import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer';
import { describe, expect, it, vi } from 'vitest';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { ErrorCode } from '../../primitives/errors';
import { signMessageBip322, signMessageEcdsa, verifyMessage } from '../../protocol/message';
import type { StandardWalletLike } from './standard-wallets';
import { createWalletStandardConnector } from './wallet-standard';

const paymentKey = new Uint8Array(32).fill(3);
const ordinalsKey = new Uint8Array(32).fill(5);
const paymentPub = secp256k1.getPublicKey(paymentKey, true);
const ordinalsXOnly = schnorr.getPublicKey(ordinalsKey);
const payment = {
  address: p2wpkh(paymentPub).address as string,
  publicKey: paymentPub,
  chains: ['bitcoin:mainnet'],
  features: [],
};
const ordinals = {
  address: p2tr(ordinalsXOnly).address as string,
  publicKey: ordinalsXOnly,
  chains: ['bitcoin:mainnet'],
  features: [],
};

type Features = Record<string, Record<string, unknown>>;

/** A Bitcoin Wallet Standard wallet that signs for real with the two keys above. */
function standardWallet(features: Features, chains = ['bitcoin:mainnet']): StandardWalletLike {
  return { name: 'Acme', chains, features, accounts: [payment, ordinals] };
}

const fullFeatures = () => {
  const listeners = new Set<(props: { accounts?: unknown[] }) => void>();
  const features = {
    'bitcoin:connect': {
      version: '1.0.0',
      connect: vi.fn(async ({ purposes }: { purposes: string[] }) => ({
        accounts: purposes.map((p) => (p === 'payment' ? payment : ordinals)),
      })),
    },
    // The "Bitcoin Signed Message" form where the address has one, BIP-322 for taproot.
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: vi.fn(async (...inputs: { account: { address: string }; message: Uint8Array }[]) =>
        inputs.map(({ account, message }) => {
          const text = new TextDecoder().decode(message);
          const signature =
            account.address === payment.address
              ? signMessageEcdsa({ message: text, privateKey: paymentKey, addressType: 'p2wpkh' })
              : signMessageBip322({
                  message: text,
                  privateKey: ordinalsKey,
                  address: ordinals.address,
                  network: 'mainnet',
                });
          return { signedMessage: message, signature: base64.decode(signature) };
        }),
      ),
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: vi.fn(async (...inputs: { psbt: Uint8Array }[]) =>
        inputs.map(({ psbt }) => {
          const tx = Transaction.fromPSBT(psbt);
          tx.signIdx(new Uint8Array(32).fill(7), 0);
          return { signedPsbt: tx.toPSBT() };
        }),
      ),
    },
    'bitcoin:signAndSendTransaction': {
      version: '1.0.0',
      signAndSendTransaction: vi.fn(async (..._inputs: { chain: string }[]) => [{ txId: 'ab'.repeat(32) }]),
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: string, listener: (props: { accounts?: unknown[] }) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
  const change = (accounts: unknown[]) => {
    for (const listener of listeners) listener({ accounts });
  };
  return { features, change };
};

describe('wallet standard connector (bitcoin features)', () => {
  it('default: capabilities come from the announced features and chains', () => {
    const full = createWalletStandardConnector(
      'wallet-standard:Acme',
      standardWallet(fullFeatures().features, ['bitcoin:testnet', 'bitcoin:regtest']),
    );
    expect(full.capabilities).toMatchObject({
      nativeSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      broadcastPsbt: true,
      balance: false,
      events: true,
      networks: ['testnet', 'testnet4', 'signet', 'regtest'],
    });
    const bare = createWalletStandardConnector(
      'wallet-standard:Acme',
      standardWallet({ 'bitcoin:connect': fullFeatures().features['bitcoin:connect'] }),
    );
    expect(bare.capabilities).toMatchObject({
      messageProtocols: [],
      broadcastPsbt: false,
      events: false,
      networks: ['mainnet'],
    });
  });

  it('behavior: bitcoin:connect asks for both purposes and answers them in order', async () => {
    const { features } = fullFeatures();
    const connector = createWalletStandardConnector('wallet-standard:Acme', standardWallet(features));
    const { accounts } = await connector.connect({ network: 'mainnet' });
    expect(features['bitcoin:connect'].connect).toHaveBeenCalledWith({ purposes: ['payment', 'ordinals'] });
    expect(accounts).toEqual([
      {
        address: payment.address,
        publicKey: hex.encode(paymentPub),
        purpose: 'payment',
        addressType: 'p2wpkh',
      },
      expect.objectContaining({ address: ordinals.address, purpose: 'ordinals', addressType: 'p2tr' }),
    ]);
    expect(accounts[1]?.publicKey).toHaveLength(64);
  });

  it('behavior: a lone account serves both purposes', async () => {
    const wallet = standardWallet({
      'bitcoin:connect': { connect: async () => ({ accounts: [payment] }) },
    });
    const { accounts } = await createWalletStandardConnector('wallet-standard:Acme', wallet).connect({
      network: 'mainnet',
    });
    expect(accounts.map((a) => [a.purpose, a.address])).toEqual([
      ['payment', payment.address],
      ['ordinals', payment.address],
    ]);
  });

  it('behavior: bitcoin:signMessage answers ECDSA or BIP-322, reported by the signature it returned', async () => {
    const { features } = fullFeatures();
    const connector = createWalletStandardConnector('wallet-standard:Acme', standardWallet(features));
    await connector.connect({ network: 'mainnet' });
    const ecdsa = await connector.signMessage({
      address: payment.address,
      message: 'hi ✓',
      protocol: 'ecdsa',
    });
    expect(ecdsa.protocol).toBe('ecdsa');
    expect(verifyMessage({ address: payment.address, message: 'hi ✓', signature: ecdsa.signature })).toEqual({
      valid: true,
      protocol: 'ecdsa',
    });
    const [input] = features['bitcoin:signMessage'].signMessage.mock.calls[0] ?? [];
    // The wallet's own account object and the message as UTF-8 bytes.
    expect(input?.account).toBe(payment);
    expect(new TextDecoder().decode(input?.message)).toBe('hi ✓');

    const bip322 = await connector.signMessage({
      address: ordinals.address,
      message: 'hi',
      protocol: 'bip322',
    });
    expect(bip322.protocol).toBe('bip322');
    expect(
      verifyMessage({ address: ordinals.address, message: 'hi', signature: bip322.signature }).valid,
    ).toBe(true);
  });

  it('behavior: signPsbt sends bytes, the chain and per-account indexes, then finalizes what it asked', async () => {
    const { features } = fullFeatures();
    const connector = createWalletStandardConnector(
      'wallet-standard:Acme',
      standardWallet(features, ['bitcoin:regtest']),
    );
    await connector.connect({ network: 'regtest' });
    const fixture = psbtFixture();
    const result = await connector.signPsbt({
      psbtBase64: fixture.unsignedBase64,
      signInputs: { [payment.address]: [0] },
      allowedSighash: [1],
      finalize: true,
    });
    const [input] = features['bitcoin:signTransaction'].signTransaction.mock.calls[0] ?? [];
    expect(input).toEqual({
      psbt: base64.decode(fixture.unsignedBase64),
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: payment, signingIndexes: [0], sigHash: 1 }],
    });
    expect(result.finalized).toBe(true);
    expect(features['bitcoin:signAndSendTransaction'].signAndSendTransaction).not.toHaveBeenCalled();
  });

  it('behavior: broadcast goes through bitcoin:signAndSendTransaction and answers its txid', async () => {
    const { features } = fullFeatures();
    const connector = createWalletStandardConnector('wallet-standard:Acme', standardWallet(features));
    await connector.connect({ network: 'mainnet' });
    const result = await connector.signPsbt({
      psbtBase64: psbtFixture().unsignedBase64,
      signInputs: { [payment.address]: [0] },
      broadcast: true,
    });
    expect(result.txid).toBe('ab'.repeat(32));
    const [input] = features['bitcoin:signAndSendTransaction'].signAndSendTransaction.mock.calls[0] ?? [];
    expect(input).toMatchObject({ chain: 'bitcoin:mainnet' });
  });

  it('error: what the wallet does not announce is refused before any prompt', async () => {
    const { features } = fullFeatures();
    const connector = createWalletStandardConnector(
      'wallet-standard:Acme',
      standardWallet({ 'bitcoin:connect': features['bitcoin:connect'] }),
    );
    const psbt = { psbtBase64: psbtFixture().unsignedBase64, signInputs: { [payment.address]: [0] } };
    await expect(connector.signPsbt({ ...psbt, broadcast: true })).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
    });
    await expect(connector.signPsbt(psbt)).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    await expect(
      connector.signMessage({ address: payment.address, message: 'x', protocol: 'bip322' }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    await expect(
      connector.sendTransfer({ recipients: [{ address: payment.address, amount: 1000n }] }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
  });

  it('error: a 4001 rejection is the user declining', async () => {
    const wallet = standardWallet({
      'bitcoin:connect': {
        connect: async () => {
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        },
      },
    });
    await expect(
      createWalletStandardConnector('wallet-standard:Acme', wallet).connect({ network: 'mainnet' }),
    ).rejects.toMatchObject({ code: ErrorCode.USER_REJECTION });
  });

  it('behavior: standard:events change updates the accounts, and an empty list disconnects', async () => {
    const { features, change } = fullFeatures();
    const connector = createWalletStandardConnector('wallet-standard:Acme', standardWallet(features));
    const accountsChanged = vi.fn();
    const disconnected = vi.fn();
    connector.on('accountsChanged', accountsChanged);
    connector.on('disconnected', disconnected);
    change([ordinals]);
    expect(accountsChanged).toHaveBeenCalledWith([
      expect.objectContaining({ purpose: 'payment', address: ordinals.address }),
      expect.objectContaining({ purpose: 'ordinals', address: ordinals.address }),
    ]);
    expect(disconnected).not.toHaveBeenCalled();
    change([]);
    expect(disconnected).toHaveBeenCalledTimes(1);
    expect(accountsChanged).toHaveBeenCalledTimes(1);
  });

  it('behavior: wallet.accounts answers the silent reconnect, sorted by address type', async () => {
    const connector = createWalletStandardConnector(
      'wallet-standard:Acme',
      standardWallet(fullFeatures().features),
    );
    const accounts = await connector.getAccountsSilently({ network: 'mainnet' });
    expect(accounts?.map((a) => [a.purpose, a.address])).toEqual([
      ['payment', payment.address],
      ['ordinals', ordinals.address],
    ]);
  });
});
