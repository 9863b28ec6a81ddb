import { describe, expect, it } from 'vitest';
import { parseRuneName } from '../../src/core/runes/rune-name';
import { freshNode, payment, testKey } from '../../test/devnet/chain';
import { OrderingService } from '../ordinals';
import { OrdApi } from './api';
import { ordIndexFor } from './indexer';
import { decipher } from './runestone';

/**
 * What ord makes of the devnet ordering service's etchings. ord only recognises an etching
 * whose transaction reveals the rune's commitment from a taproot script-path input confirmed
 * six blocks earlier; the service's etching spends plain p2wpkh funding coins.
 */
describe('runes etched by the ordering service', () => {
  it('carry a valid runestone, but ord rules do not recognise the etching (no commitment)', () => {
    const node = freshNode();
    const api = new OrdApi(ordIndexFor(node.chain), node.params);
    const service = new OrderingService(node);
    const destination = payment('p2tr', testKey('service destination'));
    const runeName = 'SATCHEL•DEVNET•SERVICE';
    const order = service.create('etch', {
      runeName,
      divisibility: 0,
      symbol: '¤',
      premine: '1000',
      isMintable: true,
      terms: { amount: '100', cap: '10' },
      destinationAddress: destination.address,
      refundAddress: payment('p2wpkh', testKey('service refund')).address,
      feeRate: 2,
    });
    const { txid } = node.faucet(order.fundAddress, BigInt(order.fundAmount), false);
    service.execute('etch', order.orderId, { fundTransactionId: txid });
    node.mine(1);
    service.advance();
    node.mine(1);
    service.advance();
    expect(service.get(order.orderId).state).toBe('complete');
    const etched = service.store.runes.get(parseRuneName(runeName).letters);
    const revealTxid = service.store.orders.get(order.orderId)?.revealTxid as string;
    const reveal = node.chain.txs.get(revealTxid)?.tx;

    const artifact = decipher(reveal?.outputs ?? []);
    expect(artifact).toMatchObject({ kind: 'runestone', etching: { rune: parseRuneName(runeName).value } });
    expect(reveal?.inputs.every((i) => i.witness.length === 2)).toBe(true);
    expect(api.findRune(etched?.id ?? '')).toBeUndefined();
    expect(api.output(`${revealTxid}:0`)).toMatchObject({ runes: {} });
    expect(api.address(destination.script).runes_balances).toEqual([]);
  });
});
