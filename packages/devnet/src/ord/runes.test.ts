import { runeValue } from '@satchel/core/runes';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshNode, fund, testKey, type Utxo } from '../../../../test/devnet/chain';
import {
  etch,
  type Output,
  runestone,
  runestoneFromIntegers,
  type TermsSpec,
  taproot,
  transfer,
} from '../../../../test/ord/helpers';
import type { DevnetNode } from '../node';
import { OrdApi } from './api';
import { ordIndexFor } from './indexer';
import type { RuneEntry } from './state';

const alice = testKey('alice');
const aliceTr = taproot(alice);
const bobTr = taproot(testKey('bob'));
const carolTr = taproot(testKey('carol'));
const COIN = runeValue('SATCHELDEVNETCOIN');
const SPACERS = (1 << 6) | (1 << 12);
const NAME = 'SATCHEL•DEVNET•COIN';

describe('rune index', () => {
  let node: DevnetNode;
  let api: OrdApi;

  beforeEach(() => {
    node = freshNode();
    api = new OrdApi(ordIndexFor(node.chain), node.params);
  });

  const entryOf = (id: string) => api.findRune(id) ?? expect.fail(`no rune ${id}`);
  const runesOf = (outpoint: string) => (api.output(outpoint) as { runes: Record<string, unknown> }).runes;
  const coinOf = (txid: string, vout: number, value: bigint, script = aliceTr.script): Utxo => ({
    txid,
    vout,
    value,
    script,
  });

  /** Etches COIN with a 1,000 premine on output 0 (alice) and returns the rune id parts. */
  function etchCoin(terms?: TermsSpec) {
    return etch(node, alice, {
      etching: {
        rune: COIN,
        spacers: SPACERS,
        divisibility: 2,
        symbol: '¢',
        premine: 1_000n,
        ...(terms ? { terms } : {}),
      },
    });
  }

  /** Spends `coins` (alice's p2tr) plus a fee coin, with `stone` as the last output. */
  function sendWith(coins: Utxo[], outputs: Output[], stone: Uint8Array) {
    const fee = fund(node, 'p2tr', alice, 20_000n);
    const tx = transfer([...coins, fee], alice, [...outputs, { script: stone, amount: 0n }]);
    node.broadcast(tx.hex);
    node.mine(1);
    return tx;
  }
  const dust = (script: Uint8Array): Output => ({ script, amount: 1_000n });

  it('etches a rune whose commitment is six blocks deep, with the premine on the first output', () => {
    const r = etchCoin({ amount: 100n, cap: 2n });
    const entry = entryOf(r.id);
    expect(api.rune(entry)).toEqual({
      entry: {
        block: Number(r.block),
        burned: 0n,
        divisibility: 2,
        etching: r.tx.id,
        mints: 0n,
        number: 0,
        premine: 1_000n,
        spaced_rune: NAME,
        symbol: '¢',
        terms: { amount: 100n, cap: 2n, height: [null, null], offset: [null, null] },
        timestamp: node.chain.tip.time,
        turbo: false,
      },
      id: r.id,
      mintable: true,
      parent: `${r.tx.id}i0`,
    });
    expect(runesOf(`${r.tx.id}:0`)).toEqual({ [NAME]: { amount: 1_000n, divisibility: 2, symbol: '¢' } });
    expect(api.address(aliceTr.script).runes_balances).toEqual([[NAME, '10', '¢']]);
    expect(api.inscription(api.findInscription(`${r.tx.id}i0`) as never).rune).toBe(NAME);
  });

  it('ignores an etching whose commitment has only five confirmations', () => {
    const r = etch(node, alice, { etching: { rune: COIN, premine: 1_000n } }, { confirmations: 5 });
    expect(api.findRune(r.id)).toBeUndefined();
    expect(runesOf(`${r.tx.id}:0`)).toEqual({});
  });

  it('ignores an etching without a matching commitment or with a name still locked at this height', () => {
    const uncommitted = etch(
      node,
      alice,
      { etching: { rune: COIN, premine: 5n } },
      { commitRune: COIN + 1n },
    );
    expect(api.findRune(uncommitted.id)).toBeUndefined();
    // Regtest unlocks names like mainnet from height 0: 11 letters are years away.
    const short = etch(node, alice, { etching: { rune: runeValue('SATCHELTEST'), premine: 5n } });
    expect(api.findRune(short.id)).toBeUndefined();
  });

  it('mints with terms until the cap', () => {
    const r = etchCoin({ amount: 100n, cap: 2n });
    const mint = runestone({ mint: [r.block, r.pos] });
    const outs = [1, 2, 3].map(() => sendWith([], [dust(aliceTr.script)], mint));
    expect(runesOf(`${outs[0]?.id}:0`)).toEqual({ [NAME]: { amount: 100n, divisibility: 2, symbol: '¢' } });
    expect(runesOf(`${outs[1]?.id}:0`)).toEqual({ [NAME]: { amount: 100n, divisibility: 2, symbol: '¢' } });
    expect(runesOf(`${outs[2]?.id}:0`)).toEqual({});
    expect(api.rune(entryOf(r.id))).toMatchObject({ entry: { mints: 2n }, mintable: false });
  });

  it('mints only inside the height window set by offsets', () => {
    // Mints count from two blocks after the etching and stop four blocks after it.
    const r = etchCoin({ amount: 7n, cap: 100n, offset: [2n, 4n] });
    const coins = [1, 2, 3].map(() => fund(node, 'p2tr', alice, 20_000n)); // mines 3 blocks: etch + 3
    const mintAt = (coin: Utxo) => {
      const tx = transfer([coin], alice, [
        dust(aliceTr.script),
        { script: runestone({ mint: [r.block, r.pos] }), amount: 0n },
      ]);
      node.broadcast(tx.hex);
      node.mine(1);
      return runesOf(`${tx.id}:0`)[NAME];
    };
    expect(node.chain.height).toBe(Number(r.block) + 3);
    expect(mintAt(coins[0] as Utxo)).toBeUndefined(); // block + 4: closed
    const early = etch(node, alice, {
      etching: {
        rune: COIN + 1n,
        premine: 0n,
        terms: { amount: 7n, cap: 100n, height: [undefined, undefined], offset: [2n, undefined] },
      },
    });
    const tooSoon = transfer([coins[1] as Utxo], alice, [
      dust(aliceTr.script),
      { script: runestone({ mint: [early.block, early.pos] }), amount: 0n },
    ]);
    node.broadcast(tooSoon.hex);
    node.mine(1); // block + 1
    expect(runesOf(`${tooSoon.id}:0`)).toEqual({});
    const inTime = transfer([coins[2] as Utxo], alice, [
      dust(aliceTr.script),
      { script: runestone({ mint: [early.block, early.pos] }), amount: 0n },
    ]);
    node.broadcast(inTime.hex);
    node.mine(1); // block + 2
    expect(Object.values(runesOf(`${inTime.id}:0`))).toEqual([{ amount: 7n, divisibility: 0, symbol: null }]);
  });

  it('follows edicts; the rest goes to the first non-OP_RETURN output, or to the pointer', () => {
    const r = etchCoin();
    const held = coinOf(r.tx.id, 0, 10_000n);
    const edict = { id: [r.block, r.pos] as [bigint, number], amount: 300n, output: 1 };
    const a = sendWith(
      [held],
      [dust(aliceTr.script), dust(bobTr.script), dust(carolTr.script)],
      runestone({ edicts: [edict] }),
    );
    expect(runesOf(`${a.id}:0`)[NAME]).toMatchObject({ amount: 700n });
    expect(runesOf(`${a.id}:1`)[NAME]).toMatchObject({ amount: 300n });
    expect(runesOf(`${a.id}:2`)).toEqual({});
    const b = sendWith(
      [coinOf(a.id, 0, 1_000n)],
      [dust(aliceTr.script), dust(bobTr.script), dust(carolTr.script)],
      runestone({ edicts: [edict], pointer: 2 }),
    );
    expect(runesOf(`${b.id}:1`)[NAME]).toMatchObject({ amount: 300n });
    expect(runesOf(`${b.id}:2`)[NAME]).toMatchObject({ amount: 400n });
    expect(runesOf(`${b.id}:0`)).toEqual({});
  });

  it('splits an edict to output N (= number of outputs) across every non-OP_RETURN output', () => {
    const r = etchCoin();
    const three = [dust(aliceTr.script), dust(bobTr.script), dust(carolTr.script)];
    const id = [r.block, r.pos] as [bigint, number];
    // Amount 0: the whole balance, evenly, the remainder to the first outputs.
    const even = sendWith(
      [coinOf(r.tx.id, 0, 10_000n)],
      three,
      runestone({ edicts: [{ id, amount: 0n, output: 4 }] }),
    );
    expect([0, 1, 2].map((v) => (runesOf(`${even.id}:${v}`)[NAME] as { amount: bigint }).amount)).toEqual([
      334n,
      333n,
      333n,
    ]);
    // A non-zero amount goes to each output; what is left falls to the first output.
    const each = sendWith(
      [coinOf(even.id, 0, 1_000n)],
      three,
      runestone({ edicts: [{ id, amount: 100n, output: 4 }] }),
    );
    expect([0, 1, 2].map((v) => (runesOf(`${each.id}:${v}`)[NAME] as { amount: bigint }).amount)).toEqual([
      134n,
      100n,
      100n,
    ]);
  });

  it('lets the etching transaction itself allocate the premine with rune id 0:0', () => {
    const r = etch(
      node,
      alice,
      { etching: { rune: COIN, premine: 1_000n }, edicts: [{ id: [0n, 0], amount: 400n, output: 1 }] },
      {
        outputs: [
          { script: aliceTr.script, amount: 5_000n },
          { script: bobTr.script, amount: 5_000n },
        ],
      },
    );
    expect(runesOf(`${r.tx.id}:0`)).toEqual({
      SATCHELDEVNETCOIN: { amount: 600n, divisibility: 0, symbol: null },
    });
    expect(runesOf(`${r.tx.id}:1`)).toEqual({
      SATCHELDEVNETCOIN: { amount: 400n, divisibility: 0, symbol: null },
    });
  });

  it('burns every input rune in a cenotaph, and a mint inside one', () => {
    const r = etchCoin({ amount: 50n, cap: 10n });
    // Tag 24 is even and unknown: the runestone is a cenotaph.
    const stone = runestoneFromIntegers([20n, r.block, 20n, BigInt(r.pos), 24n, 1n]);
    const tx = sendWith([coinOf(r.tx.id, 0, 10_000n)], [dust(aliceTr.script)], stone);
    expect(runesOf(`${tx.id}:0`)).toEqual({});
    const entry = entryOf(r.id) as RuneEntry;
    expect(api.rune(entry)).toMatchObject({ entry: { burned: 1_050n, mints: 1n } });
    expect(api.address(aliceTr.script).runes_balances).toEqual([]);
  });

  it('burns runes sent to an OP_RETURN output, and serves the list of runes newest first', () => {
    const r = etchCoin();
    const edict = { id: [r.block, r.pos] as [bigint, number], amount: 250n, output: 1 };
    const tx = sendWith(
      [coinOf(r.tx.id, 0, 10_000n)],
      [dust(aliceTr.script), { script: Uint8Array.of(0x6a), amount: 0n }],
      runestone({ edicts: [edict] }),
    );
    expect(runesOf(`${tx.id}:0`)[NAME]).toMatchObject({ amount: 750n });
    expect(api.rune(entryOf(r.id))).toMatchObject({ entry: { burned: 250n } });
    const second = etch(node, alice, { etching: { rune: COIN + 7n } });
    expect((api.runes(0) as { entries: [string, unknown][] }).entries.map(([id]) => id)).toEqual([
      second.id,
      r.id,
    ]);
  });
});
