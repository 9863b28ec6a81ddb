// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_P2WPKH } from '../../../../../test/connectors/fake-wallets';
import { psbtFixture } from '../../../../../test/connectors/psbt-fixture';
import { Messages } from '../../primitives/errors';
import { createLeatherConnector } from '../leather/connector';
import { createXverseConnector } from '../xverse/connector';

/**
 * A co-signed account's send answers without a transaction: Leather's policy accounts with
 * `{txid: '', status: 'proposed', proposalId}` (leather-io/mono#2438, #2648), an Xverse vault
 * with an empty txid. Each is a typed "proposed" result, never a txid to show and never a failure.
 */

const recipients = [{ address: MAIN_P2WPKH, amount: 1_000n }];

function leatherAnswering(result: unknown) {
  const request = vi.fn(async () => ({ jsonrpc: '2.0', id: '1', result }));
  return createLeatherConnector({ LeatherProvider: { request } });
}

function xverseAnswering(method: string, result: unknown) {
  const request = vi.fn(async (asked: string) => {
    if (asked === 'getInfo') {
      return {
        jsonrpc: '2.0',
        id: '0',
        result: { version: '1.6.0', platform: 'web', methods: [], supports: [] },
      };
    }
    if (asked === method) return { jsonrpc: '2.0', id: '1', result };
    return { jsonrpc: '2.0', id: '1', error: { code: -32601, message: `"${asked}" is not supported.` } };
  });
  (window as unknown as Record<string, unknown>).XverseProviders = { BitcoinProvider: { request } };
  return createXverseConnector();
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).XverseProviders;
});

describe('a send answer without a transaction id', () => {
  it("is Leather's policy account proposing the payment, with its proposal id", async () => {
    const connector = leatherAnswering({ txid: '', status: 'proposed', proposalId: 'proposal-7' });
    await expect(connector.sendTransfer({ recipients })).resolves.toEqual({
      kind: 'proposed',
      proposalId: 'proposal-7',
    });
  });

  it('is proposed whenever the txid is empty, with or without a status', async () => {
    await expect(leatherAnswering({ txid: '' }).sendTransfer({ recipients })).resolves.toEqual({
      kind: 'proposed',
    });
    await expect(xverseAnswering('sendTransfer', { txid: '' }).sendTransfer({ recipients })).resolves.toEqual(
      {
        kind: 'proposed',
      },
    );
  });

  it('leaves a broadcast answer a broadcast, and no answer the empty wallet result', async () => {
    const txid = 'ab'.repeat(32);
    await expect(leatherAnswering({ txid }).sendTransfer({ recipients })).resolves.toEqual({
      kind: 'broadcast',
      txid,
    });
    await expect(xverseAnswering('sendTransfer', { txid }).sendTransfer({ recipients })).resolves.toEqual({
      kind: 'broadcast',
      txid,
    });
    await expect(leatherAnswering({}).sendTransfer({ recipients })).rejects.toMatchObject({
      message: Messages.emptyWalletResult,
    });
  });

  it('from signPsbt `broadcast: false` (`{psbt, txid: ""}`, Xverse 0.54.2) is no txid at all', async () => {
    const { signedBase64 } = psbtFixture();
    const result = await xverseAnswering('signPsbt', { psbt: signedBase64, txid: '' }).signPsbt({
      psbtBase64: signedBase64,
      signInputs: {},
    });
    expect(result).not.toHaveProperty('txid');
    expect(result.psbtBase64).toBe(signedBase64);
  });
});
