// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_P2TR, MAIN_P2WPKH, PUBKEY, XONLY } from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import type { PreparedPsbt } from '../../actions/prepare-psbt';
import { signPsbt } from '../../actions/sign-psbt';
import { ErrorCode, Messages } from '../../primitives/errors';
import { decodePsbt } from '../../protocol/psbt/decode';
import { createXverseConnector } from './connector';

type Handler = (
  params: unknown,
) => { result?: unknown; error?: { code: number; message: string } } | undefined;

/** `window.XverseProviders.BitcoinProvider`: request(method, params) always resolves an envelope. */
function installXverse(handlers: Record<string, Handler>) {
  const request = vi.fn(async (method: string, params: unknown) => {
    if (method === 'getInfo')
      return {
        jsonrpc: '2.0',
        id: '0',
        result: { version: '1.5.0', platform: 'web', methods: [], supports: [] },
      };
    const answer = handlers[method]?.(params);
    if (!answer)
      return { jsonrpc: '2.0', id: '1', error: { code: -32601, message: `"${method}" is not supported.` } };
    return { jsonrpc: '2.0', id: '1', ...answer };
  });
  (window as unknown as Record<string, unknown>).XverseProviders = { BitcoinProvider: { request } };
  return request;
}

const addresses = [
  {
    address: MAIN_P2WPKH,
    publicKey: PUBKEY,
    purpose: 'payment',
    addressType: 'p2wpkh',
    walletType: 'software',
  },
  { address: MAIN_P2TR, publicKey: XONLY, purpose: 'ordinals', addressType: 'p2tr', walletType: 'software' },
  { address: 'SP000', publicKey: PUBKEY, purpose: 'stacks', addressType: 'stacks', walletType: 'software' },
];

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).XverseProviders;
});

describe('xverse connector', () => {
  it('default: wallet_connect asks for payment and ordinals and keeps only those', async () => {
    const request = installXverse({
      wallet_connect: () => ({ result: { addresses, network: { bitcoin: { name: 'Mainnet' } } } }),
    });
    const { accounts, network } = await createXverseConnector().connect({ network: 'mainnet' });
    expect(accounts.map((a) => a.purpose)).toEqual(['payment', 'ordinals']);
    expect(network).toBe('mainnet');
    expect(request).toHaveBeenCalledWith('wallet_connect', { addresses: ['payment', 'ordinals'] });
  });

  it('error: a resolved -32000 error is a user rejection', async () => {
    installXverse({
      wallet_connect: () => ({ error: { code: -32000, message: 'User rejected the request.' } }),
    });
    await expect(createXverseConnector().connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
  });

  it('behavior: silent read uses wallet_getAccount; access denied means not connected', async () => {
    installXverse({ wallet_getAccount: () => ({ error: { code: -32002, message: 'Access denied.' } }) });
    await expect(createXverseConnector().getAccountsSilently({ network: 'mainnet' })).resolves.toEqual([]);
  });

  it('error: a signing failure is the sats-connect catalogue text with details', async () => {
    installXverse({ signPsbt: () => ({ error: { code: -32603, message: 'Internal error.' } }) });
    const error = await createXverseConnector()
      .signPsbt({ psbtBase64: psbtFixture().unsignedBase64, signInputs: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: Messages.connectorSignFailed, details: 'Internal error.' });
  });

  it('behavior: signPsbt sends base64 and normalises the result', async () => {
    const fixture = psbtFixture();
    const request = installXverse({ signPsbt: () => ({ result: { psbt: fixture.signedBase64 } }) });
    const result = await createXverseConnector().signPsbt({
      psbtBase64: fixture.unsignedBase64,
      signInputs: { [fixture.address]: [0] },
      finalize: true,
    });
    expect(request).toHaveBeenCalledWith('signPsbt', {
      psbt: fixture.unsignedBase64,
      signInputs: { [fixture.address]: [0] },
      broadcast: false,
    });
    expect(result.finalized).toBe(true);
    expect(result.psbtHex).toMatch(/^70736274ff/);
  });

  it('error: an empty wallet result is the catalogue text', async () => {
    installXverse({ sendTransfer: () => ({ result: {} }) });
    await expect(
      createXverseConnector().sendTransfer({ recipients: [{ address: MAIN_P2TR, amount: 1000n }] }),
    ).rejects.toThrow(Messages.emptyWalletResult);
  });

  it('behavior: balances arrive as strings and leave as bigint', async () => {
    installXverse({ getBalance: () => ({ result: { confirmed: '10', unconfirmed: '5', total: '15' } }) });
    await expect(createXverseConnector().getBalance()).resolves.toEqual({
      confirmed: 10n,
      unconfirmed: 5n,
      total: 15n,
    });
  });

  it('error: no provider is provider-not-found', async () => {
    await expect(createXverseConnector().connect({ network: 'mainnet' })).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_NOT_FOUND,
    });
  });

  it('error: every screen refusal of Xverse 0.54.2 is a user rejection keeping its words', async () => {
    const refusals: Record<string, string> = {
      wallet_connect: 'User closed the wallet popup.',
      signPsbt: 'User rejected request to sign Psbt',
      sendTransfer: 'User rejected request to send transfer',
      signMessage: 'User rejected the request.',
    };
    installXverse(
      Object.fromEntries(
        Object.entries(refusals).map(([method, message]) => [
          method,
          () => ({ error: { code: -32000, message } }),
        ]),
      ),
    );
    const connector = createXverseConnector();
    const fixture = psbtFixture();
    const calls: Record<string, Promise<unknown>> = {
      wallet_connect: connector.connect({ network: 'mainnet' }),
      signPsbt: connector.signPsbt({
        psbtBase64: fixture.unsignedBase64,
        signInputs: { [fixture.address]: [0] },
      }),
      sendTransfer: connector.sendTransfer({ recipients: [{ address: MAIN_P2WPKH, amount: 1_000n }] }),
      signMessage: connector.signMessage({ address: MAIN_P2WPKH, message: 'hi', protocol: 'ecdsa' }),
    };
    for (const [method, call] of Object.entries(calls)) {
      await expect(call, method).rejects.toMatchObject({
        code: ErrorCode.USER_REJECTION,
        message: Messages.userRejected,
        details: refusals[method],
      });
    }
  });

  it('error: a PSBT handed back unsigned, as Xverse 0.54.2 answers an empty signInputs, is refused', async () => {
    const fixture = psbtFixture();
    installXverse({ signPsbt: () => ({ result: { psbt: fixture.unsignedBase64, txid: '' } }) });
    const prepared = {
      base64: fixture.unsignedBase64,
      encoding: 'base64' as const,
      psbt: decodePsbt(fixture.unsignedBase64),
      summary: {} as PreparedPsbt['summary'],
      signInputs: { [fixture.address]: [0] },
    };
    await expect(
      signPsbt({ connector: createXverseConnector(), prepared, allowedSighash: [] }),
    ).rejects.toMatchObject({
      code: ErrorCode.WALLET_DID_NOT_SIGN,
      message: 'The wallet returned the PSBT without signing input 0.',
    });
  });
});
