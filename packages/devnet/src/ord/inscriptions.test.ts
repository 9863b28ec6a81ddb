import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utf8 } from '@scure/base';
import type { Inscription } from 'micro-ordinals';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshNode, fund, testKey, type Utxo } from '../../../../test/devnet/chain';
import { leafKey, payTo, revealPayment, signReveal, taproot, transfer } from '../../../../test/ord/helpers';
import { DEFAULT_POLICY } from '../admission/admit';
import { blockSubsidy } from '../chain/block';
import { DevnetNode } from '../node';
import { OrdApi } from './api';
import { ordIndexFor } from './indexer';

const alice = testKey('alice');
const bob = testKey('bob');
const aliceTr = taproot(alice);
const bobTr = taproot(bob);
const text = (body: string, tags: Inscription['tags'] = {}): Inscription => ({
  tags: { contentType: 'text/plain;charset=utf-8', ...tags },
  body: utf8.decode(body),
});

describe('inscription index', () => {
  let node: DevnetNode;
  let api: OrdApi;

  beforeEach(() => {
    node = freshNode();
    api = new OrdApi(ordIndexFor(node.chain), node.params);
  });

  /** Commits, confirms, reveals to `outputs` and mines; returns the reveal transaction. */
  function inscribe(inscriptions: Inscription[], outputs = [{ script: aliceTr.script, amount: 10_000n }]) {
    const leaf = leafKey('inscribe');
    const pay = revealPayment(leaf, inscriptions);
    const coin = payTo(node, alice, pay.script, 12_000n);
    node.mine(1);
    const tx = signReveal([pay], [coin], leaf, outputs);
    node.broadcast(tx.hex);
    node.mine(1);
    return tx;
  }
  const info = (id: string) => api.inscription(api.findInscription(id) ?? expect.fail(`no ${id}`));
  const inscribed = (txid: string, vout: number, value: bigint): Utxo => ({
    txid,
    vout,
    value,
    script: aliceTr.script,
  });

  it('indexes a reveal: id, number, content, satpoint, owner', () => {
    const tx = inscribe([text('hello')]);
    const id = `${tx.id}i0`;
    expect(info(id)).toMatchObject({
      address: aliceTr.address,
      charms: [],
      content_length: 5,
      content_type: 'text/plain;charset=utf-8',
      effective_content_type: 'text/plain;charset=utf-8',
      fee: 2_000,
      height: node.chain.height,
      id,
      number: 0,
      sat: null,
      satpoint: `${tx.id}:0:0`,
      value: 10_000,
    });
    expect(api.inscriptionsOn(`${tx.id}:0`)).toEqual([id]);
    expect(utf8.encode(api.findInscription(id)?.envelope.body ?? new Uint8Array())).toBe('hello');
  });

  it('does not index an unconfirmed reveal', () => {
    const leaf = leafKey('pending');
    const pay = revealPayment(leaf, [text('later')]);
    const coin = payTo(node, alice, pay.script, 12_000n);
    node.mine(1);
    const tx = signReveal([pay], [coin], leaf, [{ script: aliceTr.script, amount: 10_000n }]);
    node.broadcast(tx.hex);
    expect(api.findInscription(`${tx.id}i0`)).toBeUndefined();
    expect(api.output(`${tx.id}:0`)).toMatchObject({ confirmations: 0, indexed: false, inscriptions: [] });
  });

  it('moves an inscription with its sat when the output is spent (first in, first out)', () => {
    const tx = inscribe([text('moving')]);
    const id = `${tx.id}i0`;
    const pay = fund(node, 'p2tr', alice, 30_000n);
    // Inputs: 30,000 cardinal sats, then the inscribed 10,000: the inscription is at offset 30,000.
    const send = transfer([pay, inscribed(tx.id, 0, 10_000n)], alice, [
      { script: aliceTr.script, amount: 29_000n },
      { script: bobTr.script, amount: 10_000n },
    ]);
    node.broadcast(send.hex);
    node.mine(1);
    expect(info(id)).toMatchObject({ satpoint: `${send.id}:1:1000`, address: bobTr.address, value: 10_000 });
    expect(api.inscriptionsOn(`${tx.id}:0`)).toEqual([]);
    expect(api.output(`${tx.id}:0`)).toMatchObject({ spent: true, indexed: false, inscriptions: [] });
    expect(api.output(`${send.id}:1`)).toMatchObject({ spent: false, indexed: true, inscriptions: [id] });
  });

  it('sends an inscription paid as fee to the coinbase', () => {
    const tx = inscribe([text('fee')]);
    const id = `${tx.id}i0`;
    const pay = fund(node, 'p2tr', alice, 30_000n);
    // The inscribed sat sits at offset 30,000 of the inputs, past the only (5,000-sat) output.
    const burn = transfer([pay, inscribed(tx.id, 0, 10_000n)], alice, [
      { script: aliceTr.script, amount: 5_000n },
    ]);
    node.broadcast(burn.hex);
    const [hash] = node.mine(1);
    const block = node.chain.blocks[node.chain.blockHeights.get(hash as string) as number];
    const coinbase = block?.txids[0] as string;
    // The coinbase's range is the subsidy, then each transaction's fees in block order; the sat
    // was 25,000 past the output of the block's only transaction.
    const subsidy = Number(blockSubsidy(node.chain.height));
    expect(info(id)).toMatchObject({
      satpoint: `${coinbase}:0:${subsidy + 25_000}`,
      address: node.faucetAddress,
    });
    expect(api.inscriptionsOn(`${coinbase}:0`)).toEqual([id]);
  });

  it('honours the pointer field and numbers several envelopes of one reveal', () => {
    const tx = inscribe(
      [text('first'), text('second', { pointer: 4_000n })],
      [
        { script: aliceTr.script, amount: 4_000n },
        { script: bobTr.script, amount: 6_000n },
      ],
    );
    expect(info(`${tx.id}i0`)).toMatchObject({ satpoint: `${tx.id}:0:0`, number: 0, charms: [] });
    // Before regtest's jubilee (height 110) a second envelope with a pointer is cursed.
    expect(node.chain.height).toBeLessThan(110);
    expect(info(`${tx.id}i1`)).toMatchObject({
      satpoint: `${tx.id}:1:0`,
      number: -1,
      charms: ['cursed'],
      address: bobTr.address,
    });
  });

  it('marks a second inscription on the same sat as a reinscription, vindicated after the jubilee', () => {
    node.mine(10);
    const tx = inscribe([text('one'), text('two')]);
    expect(info(`${tx.id}i1`).number).toBe(1);
    expect(info(`${tx.id}i1`)).toMatchObject({
      satpoint: `${tx.id}:0:0`,
      charms: ['reinscription', 'vindicated'],
    });
    expect(api.inscriptionsOn(`${tx.id}:0`)).toEqual([`${tx.id}i0`, `${tx.id}i1`]);
    expect(info(`${tx.id}i0`).next).toBe(`${tx.id}i1`);
    expect(info(`${tx.id}i1`).previous).toBe(`${tx.id}i0`);
  });

  it('starts over when the chain is reset', () => {
    const tx = inscribe([text('gone')]);
    node.reset();
    expect(api.findInscription(`${tx.id}i0`)).toBeUndefined();
    expect(ordIndexFor(node.chain).height).toBe(node.chain.height);
  });

  it('rebuilds the same index after a restart, by replaying the state file', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ord-index-')), 'state.json');
    node = new DevnetNode('regtest', DEFAULT_POLICY, path);
    node.start();
    api = new OrdApi(ordIndexFor(node.chain), node.params);
    const tx = inscribe([text('persist')]);
    const restarted = new DevnetNode('regtest', DEFAULT_POLICY, path);
    restarted.start();
    const again = new OrdApi(ordIndexFor(restarted.chain), restarted.params);
    const entry = again.findInscription(`${tx.id}i0`);
    expect(entry && again.inscription(entry)).toEqual(info(`${tx.id}i0`));
  });
});
