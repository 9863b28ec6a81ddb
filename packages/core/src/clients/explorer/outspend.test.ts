import { describe, expect, it } from 'vitest';
import { rejection } from '../../../../../test/caught';
import { ErrorCode } from '../../primitives/errors';
import { createExplorerClient } from './client';

const PREV = 'aa'.repeat(32);
const SPENDER = 'bb'.repeat(32);

function clientAnswering(status: number, body: string) {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createExplorerClient({
    baseUrl: 'https://mempool.space/api',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, urls };
}

describe('getOutspend (esplora /tx/:txid/outspend/:vout)', () => {
  it('reads a spend in a block with its input index and status', async () => {
    const body = JSON.stringify({
      spent: true,
      txid: SPENDER,
      vin: 1,
      status: { confirmed: true, block_height: 120, block_hash: 'cc'.repeat(32), block_time: 1_700_000_000 },
    });
    const { client, urls } = clientAnswering(200, body);
    expect(await client.getOutspend(PREV, 3)).toEqual({
      spent: true,
      txid: SPENDER,
      vin: 1,
      status: { confirmed: true, block_height: 120, block_hash: 'cc'.repeat(32), block_time: 1_700_000_000 },
    });
    expect(urls).toEqual([`https://mempool.space/api/tx/${PREV}/outspend/3`]);
  });

  it('reads an unspent output as electrs writes it, with nothing else', async () => {
    const { client } = clientAnswering(200, '{"spent":false}');
    expect(await client.getOutspend(PREV, 0)).toEqual({ spent: false });
  });

  it('answers undefined for an output the explorer does not know', async () => {
    const { client } = clientAnswering(404, 'Transaction not found');
    expect(await client.getOutspend(PREV, 0)).toBeUndefined();
  });

  it('refuses a spend without the spending txid', async () => {
    const { client } = clientAnswering(200, '{"spent":true}');
    expect(await rejection(client.getOutspend(PREV, 0))).toMatchObject({
      code: ErrorCode.EXPLORER_UNAVAILABLE,
      message: 'The explorer sent an unreadable output spend.',
    });
  });

  it('refuses a malformed output index before asking', async () => {
    const { client, urls } = clientAnswering(200, '{"spent":false}');
    expect(await rejection(client.getOutspend(PREV, -1))).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(urls).toEqual([]);
  });
});
