import { base64, hex } from '@scure/base';
import { describe, expect, it, vi } from 'vitest';
import { emitterShape, MAIN_P2TR, MAIN_P2WPKH, PUBKEY } from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { ErrorCode } from '../../primitives/errors';
import type { WalletGlobals } from '../kit/globals';
import { familyById } from '../registry/families';
import { listWalletOptions } from '../registry/registry';
import { createPhantomConnector } from './connector';

const psbt = psbtFixture();
const TAPROOT_KEY = `02${'33'.repeat(32)}`;

/** The documented `BtcAccount[]`, ordinals first: order must not matter, `purpose` does. */
const btcAccounts = [
  { address: MAIN_P2TR, addressType: 'p2tr', publicKey: TAPROOT_KEY, purpose: 'ordinals' },
  { address: MAIN_P2WPKH, addressType: 'p2wpkh', publicKey: PUBKEY, purpose: 'payment' },
];

/** `window.phantom.bitcoin` as Phantom documents it: bytes for messages and PSBTs. */
function fakePhantom(overrides: Record<string, unknown> = {}) {
  return {
    isPhantom: true,
    ...emitterShape(),
    requestAccounts: vi.fn(async () => btcAccounts),
    signMessage: vi.fn(async (_address: string, message: Uint8Array) => ({
      signature: new Uint8Array([message.length, 1, 2, 3]),
    })),
    signPSBT: vi.fn(async (_psbt: Uint8Array, _options: unknown) => base64.decode(psbt.signedBase64)),
    ...overrides,
  };
}

const connectorFor = (provider: Record<string, unknown>) =>
  createPhantomConnector({ phantom: { bitcoin: provider } });

describe('phantom family', () => {
  const family = familyById('phantom');

  it('behavior: installed only when window.phantom.bitcoin carries isPhantom', () => {
    expect(family?.isInstalled({ phantom: { bitcoin: { isPhantom: true } } }, undefined)).toBe(true);
    expect(family?.isInstalled({ phantom: { bitcoin: {} } }, undefined)).toBe(false);
    expect(family?.isInstalled({ phantom: {} }, undefined)).toBe(false);
  });

  it('behavior: withdrawn from Bitcoin, never offered to install or open, listed while its provider is injected', () => {
    expect(family?.openIn).toBeUndefined();
    const ids = (win: WalletGlobals) =>
      listWalletOptions({
        devnet: false,
        win,
        standardWallets: { get: () => [], on: () => () => {} },
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
        pageUrl: 'https://app.example/',
      });
    expect(ids({}).map((o) => o.id)).not.toContain('phantom');
    const injected = ids({ phantom: { bitcoin: { isPhantom: true } } }).find((o) => o.id === 'phantom');
    // Its tile says when it left: the month bigmi removed its connector (bigmi PR 59, 2026-06-25).
    expect(injected).toMatchObject({ isInstalled: true, leftBitcoinOn: '2026-06-25' });
    expect(injected && 'installPrompt' in injected).toBe(false);
    const win = { phantom: { bitcoin: { isPhantom: true } } };
    expect(family?.isInAppBrowser?.('Mozilla/5.0 (iPhone) Phantom/ios', win)).toBe(true);
    expect(family?.isInAppBrowser?.('Mozilla/5.0 (iPhone) Safari', win)).toBe(false);
  });

  it('default: capabilities say BIP-322 only, no balance, send, silent read or broadcast', () => {
    const { capabilities } = connectorFor(fakePhantom());
    expect(capabilities).toMatchObject({
      messageProtocols: ['bip322'],
      balance: false,
      nativeSend: false,
      silentReconnect: false,
      broadcastPsbt: false,
      networks: ['mainnet'],
    });
  });
});

describe('phantom connector', () => {
  it('default: picks accounts by purpose and leaves the network to the addresses', async () => {
    const { accounts, network } = await connectorFor(fakePhantom()).connect({ network: 'mainnet' });
    expect(accounts).toEqual([
      { address: MAIN_P2TR, publicKey: TAPROOT_KEY, purpose: 'ordinals', addressType: 'p2tr' },
      { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'payment', addressType: 'p2wpkh' },
    ]);
    expect(network).toBeUndefined();
  });

  it('error: 4001 and a bare declined rejection are -32000; -32000 is Phantom\'s "invalid input"', async () => {
    const rejectWith = (value: unknown) =>
      connectorFor(fakePhantom({ requestAccounts: async () => Promise.reject(value) })).connect({
        network: 'mainnet',
      });
    await expect(rejectWith({ code: 4001, message: 'User rejected the request.' })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
    await expect(rejectWith(new Error('User rejected the request'))).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
    const invalid = await rejectWith({ code: -32000, message: 'Invalid input' }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: ErrorCode.INTERNAL_ERROR, message: 'Invalid input' });
  });

  it('behavior: signMessage sends the address and UTF-8 bytes, and base64-encodes the byte signature', async () => {
    const phantom = fakePhantom();
    const result = await connectorFor(phantom).signMessage({
      address: MAIN_P2WPKH,
      message: 'héllo',
      protocol: 'bip322',
    });
    const [address, bytes] = phantom.signMessage.mock.calls[0] ?? [];
    expect(address).toBe(MAIN_P2WPKH);
    expect(bytes).toEqual(new TextEncoder().encode('héllo'));
    expect(result).toEqual({
      signature: base64.encode(new Uint8Array([6, 1, 2, 3])),
      address: MAIN_P2WPKH,
      protocol: 'bip322',
    });
  });

  it('behavior: ECDSA, balance, sends and silent reads are unsupported without a wallet call', async () => {
    const phantom = fakePhantom();
    const connector = connectorFor(phantom);
    await expect(
      connector.signMessage({ address: MAIN_P2WPKH, message: 'hi', protocol: 'ecdsa' }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    await expect(connector.getBalance()).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    await expect(
      connector.sendTransfer({ recipients: [{ address: MAIN_P2WPKH, amount: 1000n }] }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    await expect(connector.getAccountsSilently({ network: 'mainnet' })).resolves.toBeUndefined();
    expect(phantom.signMessage).not.toHaveBeenCalled();
    expect(phantom.requestAccounts).not.toHaveBeenCalled();
  });

  it('behavior: signPSBT gets bytes and inputsToSign per address; the app finalizes what it asked for', async () => {
    const phantom = fakePhantom();
    const result = await connectorFor(phantom).signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { [psbt.address]: [0] },
      finalize: true,
    });
    const [bytes, options] = phantom.signPSBT.mock.calls[0] ?? [];
    expect(bytes).toEqual(base64.decode(psbt.unsignedBase64));
    expect(options).toEqual({ inputsToSign: [{ address: psbt.address, signingIndexes: [0] }] });
    expect(result.finalized).toBe(true);
  });

  it('behavior: a signed PSBT answered as a hex string is accepted too', async () => {
    const signedHex = hex.encode(base64.decode(psbt.signedBase64));
    const result = await connectorFor(fakePhantom({ signPSBT: async () => signedHex })).signPsbt({
      psbtBase64: psbt.unsignedBase64,
      signInputs: { [psbt.address]: [0] },
    });
    expect(result).toMatchObject({ psbtBase64: psbt.signedBase64, psbtHex: signedHex, finalized: false });
  });

  it('behavior: asking Phantom to broadcast is unsupported and nothing is signed', async () => {
    const phantom = fakePhantom();
    await expect(
      connectorFor(phantom).signPsbt({
        psbtBase64: psbt.unsignedBase64,
        signInputs: { [psbt.address]: [0] },
        broadcast: true,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    expect(phantom.signPSBT).not.toHaveBeenCalled();
  });

  it('behavior: an aborted signal frees the app from a popup that never answers', async () => {
    const controller = new AbortController();
    const pending = connectorFor(fakePhantom({ requestAccounts: () => new Promise(() => {}) })).connect({
      network: 'mainnet',
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.WALLET_TIMEOUT });
  });

  it('behavior: accountsChanged with accounts updates them; an empty payload only says "changed"', () => {
    const phantom = fakePhantom();
    const seen: unknown[] = [];
    const off = connectorFor(phantom).on('accountsChanged', (accounts) => seen.push(accounts));
    phantom.emit('accountsChanged', btcAccounts.slice(1));
    phantom.emit('accountsChanged', []);
    off();
    phantom.emit('accountsChanged', btcAccounts);
    expect(seen).toEqual([
      [{ address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'payment', addressType: 'p2wpkh' }],
      undefined,
    ]);
  });

  it('error: a missing provider is provider-not-found', async () => {
    await expect(createPhantomConnector({}).connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_NOT_FOUND,
    });
  });
});
