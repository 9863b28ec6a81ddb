import { createOrderingClient } from '@satchel/core/ordering';
import { parseRuneName } from '@satchel/core/runes';
import { afterEach, describe, expect, it } from 'vitest';
import { rejection } from '../../../../test/caught';
import { payment, testKey } from '../../../../test/devnet/chain';
import { etch } from '../../../../test/ord/helpers';
import { createDevnet, type Devnet } from '../index';
import { COMMIT_CONFIRMATIONS } from './runes';

/**
 * What ord makes of the devnet ordering service's orders. An etching is paid to its commit
 * address and revealed through the commitment leaf six blocks later, so the index recognises it;
 * a mint names the index's rune id. Both land on the destination, as `GET /ord/address/<address>`
 * shows, and the service reads terms, caps and windows from the same index.
 */
const open: Devnet[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) await d.close();
});

async function start() {
  const devnet = await createDevnet({ port: 0 });
  open.push(devnet);
  const client = createOrderingClient({ network: 'regtest', baseUrl: `${devnet.url}/ordinals/v1` });
  const ord = async (path: string) => {
    const response = await fetch(`${devnet.url}/ord${path}`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  return { devnet, client, ord };
}

type Harness = Awaited<ReturnType<typeof start>>;

const refund = payment('p2wpkh', testKey('service refund')).address as string;

/** Pays an order from the faucet, executes it, and mines until it is complete (two blocks). */
async function payAndComplete(
  h: Harness,
  kind: 'etch' | 'mint',
  order: { orderId: string; fundAddress: string; fundAmount: bigint },
) {
  const { txid } = await h.devnet.faucet(order.fundAddress, order.fundAmount);
  await h.client.executeOrder(kind, order.orderId, txid);
  await h.devnet.mine(1);
  expect((await h.client.getOrder(order.orderId)).state).toBe('executing');
  await h.devnet.mine(1);
  expect((await h.client.getOrder(order.orderId)).state).toBe('complete');
  return txid;
}

describe('runes ordered from the devnet ordering service', () => {
  it('are etched and minted as ord counts them: the destinations hold the premine and the mint', async () => {
    const h = await start();
    const runeName = 'SATCHEL•DEVNET•SERVICE';
    const etcher = payment('p2tr', testKey('service destination')).address as string;
    const etchOrder = await h.client.createEtchOrder({
      runeName,
      divisibility: 0,
      symbol: '¤',
      premine: '1000',
      isMintable: true,
      terms: { amount: '100', cap: '10' },
      destinationAddress: etcher,
      refundAddress: refund,
      feeRate: 2,
    });
    const fundTxid = await payAndComplete(h, 'etch', etchOrder);

    expect((await h.ord(`/address/${etcher}`)).runes_balances).toEqual([[runeName, '1000', '¤']]);
    const rune = await h.ord(`/rune/${runeName}`);
    const fundHeight = h.devnet.node.chain.txs.get(fundTxid)?.height as number;
    // The commit (the funding transaction) is exactly deep enough in the etching's block.
    expect(rune.id).toMatch(new RegExp(`^${fundHeight + COMMIT_CONFIRMATIONS - 1}:\\d+$`));
    expect(rune.entry).toMatchObject({ spaced_rune: runeName, premine: 1000, mints: 0, symbol: '¤' });

    const minter = payment('p2wpkh', testKey('service mint destination')).address as string;
    const mintOrder = await h.client.createMintOrder({
      runeName,
      repeats: 1,
      destinationAddress: minter,
      refundAddress: refund,
      feeRate: 3,
    });
    await payAndComplete(h, 'mint', mintOrder);
    expect((await h.ord(`/address/${minter}`)).runes_balances).toEqual([[runeName, '100', '¤']]);
    expect((await h.ord(`/rune/${runeName}`)).entry).toMatchObject({ mints: 1 });
  });

  it('mints runes etched elsewhere by the terms the index holds: window, then cap', async () => {
    const h = await start();
    const node = h.devnet.node;
    const owner = testKey('etched elsewhere');
    const opensAt = BigInt(node.chain.height + COMMIT_CONFIRMATIONS + 3);
    const runeName = 'SATCHEL•ETCHED•ELSEWHERE';
    const { value, spacers } = parseRuneName(runeName);
    etch(node, owner, {
      etching: { rune: value, spacers, terms: { amount: 7n, cap: 1n, height: [opensAt, undefined] } },
    });
    const minter = payment('p2tr', testKey('elsewhere minter')).address as string;
    const mint = { runeName, repeats: 1, destinationAddress: minter, refundAddress: refund, feeRate: 2 };
    expect(await rejection(h.client.estimateMint(mint))).toMatchObject({
      details: `Minting ${runeName} opens at block ${opensAt}.`,
    });

    await h.devnet.mine(Number(opensAt) - node.chain.height - 1);
    await payAndComplete(h, 'mint', await h.client.createMintOrder(mint));
    expect((await h.ord(`/address/${minter}`)).runes_balances).toEqual([[runeName, '7', null]]);
    expect(await rejection(h.client.estimateMint(mint))).toMatchObject({
      details: `Rune ${runeName} is minted out.`,
    });
  });
});
