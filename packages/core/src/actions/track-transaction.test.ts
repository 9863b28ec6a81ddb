import { describe, expect, it } from 'vitest';
import { rejection } from '../../../../test/caught';
import type { EsploraOutspend, EsploraTx, ExplorerClient } from '../clients/explorer';
import { ErrorCode, SatchelError } from '../primitives/errors';
import { trackTransaction } from './track-transaction';

const id = (c: string) => c.repeat(64);
const ORIGINAL = id('1');
const OURS = id('2');
const OURS_AGAIN = id('3');
const ELSEWHERE = id('4');
const PREV = id('a');
const SPENDS = [`${PREV}:0`, `${PREV}:1`];

function tx(txid: string, confirmed: boolean, inputs = SPENDS): EsploraTx {
  return {
    txid,
    version: 2,
    locktime: 0,
    size: 200,
    weight: 560,
    fee: 300,
    vin: inputs.map((o) => {
      const [prev = '', vout = '0'] = o.split(':');
      return {
        txid: prev,
        vout: Number(vout),
        prevout: null,
        scriptsig: '',
        is_coinbase: false,
        sequence: 0xfffffffd,
      };
    }),
    vout: [],
    status: confirmed
      ? { confirmed, block_height: 150, block_hash: id('f'), block_time: 1_700_000_000 }
      : { confirmed },
  };
}

/** Esplora at the boundary: the transactions it knows and who spends which outpoint. */
function explorerWith(txs: EsploraTx[], spenders: Record<string, EsploraOutspend> = {}) {
  const asked: string[] = [];
  const explorer = {
    getTx: async (txid: string) => {
      asked.push(`tx ${txid}`);
      return txs.find((t) => t.txid === txid);
    },
    getOutspend: async (txid: string, vout: number) => {
      asked.push(`outspend ${txid}:${vout}`);
      return spenders[`${txid}:${vout}`] ?? { spent: false };
    },
  } as unknown as ExplorerClient;
  return { explorer, asked };
}

describe('trackTransaction', () => {
  it('reports the mempool and what the transaction spends', async () => {
    const { explorer } = explorerWith([tx(ORIGINAL, false)]);
    expect(await trackTransaction({ explorer, txid: ORIGINAL })).toEqual({
      txid: ORIGINAL,
      status: { state: 'mempool' },
      replaced: [],
      spends: SPENDS,
    });
  });

  it('reports the block it confirmed in', async () => {
    const { explorer } = explorerWith([tx(ORIGINAL, true)]);
    expect((await trackTransaction({ explorer, txid: ORIGINAL })).status).toEqual({
      state: 'confirmed',
      blockHeight: 150,
      blockHash: id('f'),
      blockTime: 1_700_000_000,
    });
  });

  it('names a replacement made elsewhere from the spender of one of its inputs, without following it', async () => {
    const { explorer } = explorerWith([tx(ELSEWHERE, true)], {
      [`${PREV}:1`]: { spent: true, txid: ELSEWHERE, vin: 0, status: { confirmed: true } },
    });
    expect(await trackTransaction({ explorer, txid: ORIGINAL, spends: SPENDS, follow: [OURS] })).toEqual({
      txid: ORIGINAL,
      status: { state: 'replaced', by: ELSEWHERE, confirmed: true },
      replaced: [],
      spends: SPENDS,
    });
  });

  it('follows its own replacement to the one in effect, even after a second speed-up', async () => {
    // Each speed-up spends every input of the one before, so the spender is the latest one.
    const { explorer } = explorerWith([tx(OURS_AGAIN, false, [...SPENDS, `${id('b')}:0`])], {
      [`${PREV}:0`]: { spent: true, txid: OURS_AGAIN, vin: 0, status: { confirmed: false } },
    });
    expect(
      await trackTransaction({ explorer, txid: ORIGINAL, spends: SPENDS, follow: [OURS, OURS_AGAIN] }),
    ).toEqual({
      txid: OURS_AGAIN,
      status: { state: 'mempool' },
      replaced: [{ txid: ORIGINAL, by: OURS_AGAIN }],
      spends: [...SPENDS, `${id('b')}:0`],
    });
  });

  it('reports dropped when it is gone and nothing spends its inputs', async () => {
    const { explorer, asked } = explorerWith([]);
    expect((await trackTransaction({ explorer, txid: ORIGINAL, spends: SPENDS })).status).toEqual({
      state: 'dropped',
    });
    expect(asked).toEqual([`tx ${ORIGINAL}`, `outspend ${PREV}:0`, `outspend ${PREV}:1`]);
  });

  it('reports unknown when it is gone and what it spent was never known', async () => {
    const { explorer, asked } = explorerWith([]);
    const found = await trackTransaction({ explorer, txid: ORIGINAL, spends: ['not an outpoint'] });
    expect(found.status).toEqual({ state: 'unknown' });
    expect(asked).toEqual([`tx ${ORIGINAL}`]);
  });

  it('reads its own spend as the transaction itself when the lookup lags behind the outspend', async () => {
    const { explorer } = explorerWith([], {
      [`${PREV}:0`]: { spent: true, txid: ORIGINAL, vin: 0, status: { confirmed: false } },
    });
    expect((await trackTransaction({ explorer, txid: ORIGINAL, spends: SPENDS })).status).toEqual({
      state: 'mempool',
    });
  });

  it('passes the explorer failure on as a SatchelError', async () => {
    const explorer = {
      getTx: async () => {
        throw new SatchelError(ErrorCode.EXPLORER_UNAVAILABLE, 'The explorer could not be reached.');
      },
    } as unknown as ExplorerClient;
    expect((await rejection(trackTransaction({ explorer, txid: ORIGINAL }))).code).toBe(
      ErrorCode.EXPLORER_UNAVAILABLE,
    );
  });
});
