// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_P2TR } from '../../../../../test/connectors/fake-wallets';
import { ErrorCode, Messages } from '../../primitives/errors';
import { createLeatherConnector } from '../leather/connector';
import { createOkxConnector } from '../okx/connector';
import { createUnisatConnector } from '../unisat/connector';
import { createXverseConnector } from '../xverse/connector';

const TXID = 'ab'.repeat(32);
const INSCRIPTION = `${'cd'.repeat(32)}i0`;
const RUNE = {
  runeId: '840000:3',
  spacedName: 'UNCOMMON•GOODS',
  amount: 12_345n,
  divisibility: 2,
  recipient: MAIN_P2TR,
};

/** Xverse's provider: `request(method, params)` resolves a JSON-RPC envelope (docs/sats-connect.md §1). */
function installXverse(answer: (method: string, params: unknown) => unknown) {
  const request = vi.fn(async (method: string, params: unknown) => {
    const result = answer(method, params);
    if (result instanceof Error)
      return { jsonrpc: '2.0', id: '1', error: { code: -32000, message: result.message } };
    return { jsonrpc: '2.0', id: '1', result };
  });
  (window as unknown as Record<string, unknown>).XverseProviders = { BitcoinProvider: { request } };
  return request;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).XverseProviders;
});

describe('asset sends of the wallets that have them', () => {
  it('are offered by Xverse and Unisat, and by no family whose wallet has none', () => {
    expect(createXverseConnector().capabilities.assetTransfers).toEqual(['inscription', 'runes']);
    expect(createUnisatConnector({}).capabilities.assetTransfers).toEqual(['inscription', 'runes']);
    expect(createOkxConnector({}).capabilities.assetTransfers).toEqual([]);
    expect(createLeatherConnector({}).capabilities.assetTransfers).toEqual([]);
  });

  it('xverse: ord_sendInscriptions with one transfer, and its {txid}', async () => {
    const request = installXverse(() => ({ txid: TXID }));
    const sent = await createXverseConnector().assets?.sendInscription?.({
      inscriptionId: INSCRIPTION,
      recipient: MAIN_P2TR,
    });
    expect(sent).toEqual({ txid: TXID });
    expect(request).toHaveBeenCalledWith('ord_sendInscriptions', {
      transfers: [{ address: MAIN_P2TR, inscriptionId: INSCRIPTION }],
    });
  });

  it('xverse: runes_transfer names the rune with its spacers and the amount in base units', async () => {
    const request = installXverse(() => ({ txid: TXID }));
    await createXverseConnector().assets?.sendRunes?.(RUNE);
    expect(request).toHaveBeenCalledWith('runes_transfer', {
      recipients: [{ runeName: 'UNCOMMON•GOODS', amount: '12345', address: MAIN_P2TR }],
    });
  });

  it('xverse: a refusal is a user rejection; an answer without a txid is no answer', async () => {
    installXverse(() => new Error('User rejected the request.'));
    await expect(
      createXverseConnector().assets?.sendInscription?.({ inscriptionId: INSCRIPTION, recipient: MAIN_P2TR }),
    ).rejects.toMatchObject({ code: ErrorCode.USER_REJECTION });
    installXverse(() => ({ txid: 'not a txid' }));
    await expect(createXverseConnector().assets?.sendRunes?.(RUNE)).rejects.toMatchObject({
      message: Messages.emptyWalletResult,
    });
  });

  it('unisat: sendInscription(address, id) and sendRunes(address, runeid, amount) answer the txid', async () => {
    const calls: unknown[][] = [];
    const unisat = {
      sendInscription: async (...args: unknown[]) => {
        calls.push(['sendInscription', ...args]);
        return TXID;
      },
      // The docs' "Returns" line reads {txid}: that shape is taken too.
      sendRunes: async (...args: unknown[]) => {
        calls.push(['sendRunes', ...args]);
        return { txid: TXID.toUpperCase() };
      },
    };
    const connector = createUnisatConnector({ unisat });
    expect(
      await connector.assets?.sendInscription?.({ inscriptionId: INSCRIPTION, recipient: MAIN_P2TR }),
    ).toEqual({ txid: TXID });
    expect(await connector.assets?.sendRunes?.(RUNE)).toEqual({ txid: TXID });
    expect(calls).toEqual([
      ['sendInscription', MAIN_P2TR, INSCRIPTION],
      ['sendRunes', MAIN_P2TR, '840000:3', '12345'],
    ]);
  });

  it('unisat: a refusal is a user rejection, mapped once', async () => {
    const unisat = {
      sendRunes: async () => {
        throw { code: 4001, message: 'User rejected the request.' };
      },
    };
    await expect(createUnisatConnector({ unisat }).assets?.sendRunes?.(RUNE)).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
      message: 'User rejected the request.',
    });
  });
});
