import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment, testKey } from '../../../../test/devnet/chain';
import { control, controlJson } from '../../../../test/devnet/control';
import { inscribeText, taproot } from '../../../../test/ord/helpers';
import { createDevnet, type Devnet } from '../index';
import { COMMIT_CONFIRMATIONS } from './runes';

/** `POST /__devnet/etch` against a real devnet: the rune is in its ord index when the call answers. */
const owner = taproot(testKey('etch owner')).address as string;
const JSON_ACCEPT = { Accept: 'application/json' };

interface Etched {
  id: string;
  spacedRune: string;
  commitTxid: string;
  revealTxid: string;
}

let devnet: Devnet;
beforeAll(async () => {
  devnet = await createDevnet({ port: 0 });
});
afterAll(() => devnet.close());

const ord = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${devnet.url}/ord${path}`, { headers: JSON_ACCEPT })).json()) as T;

describe('POST /__devnet/etch', () => {
  it('etches a test rune to the address with a commit six blocks deep and a reveal, both mined', async () => {
    const etched = await controlJson<Etched>(devnet.url, 'etch', { address: owner });
    expect(etched.spacedRune).toBe('SATCHEL•TEST•RUNE•A');
    const commit = devnet.node.chain.txs.get(etched.commitTxid);
    const reveal = devnet.node.chain.txs.get(etched.revealTxid);
    expect(reveal?.tx.inputs[0]?.txid).toBe(etched.commitTxid);
    expect((reveal?.height ?? 0) - (commit?.height ?? 0) + 1).toBe(COMMIT_CONFIRMATIONS);
    expect(etched.id).toBe(`${reveal?.height}:${reveal?.pos}`);
    // A script-path spend: signature, the commitment leaf and its control block.
    expect(reveal?.tx.inputs[0]?.witness).toHaveLength(3);

    const held = await ord<{ runes_balances: [string, string, string | null][]; outputs: string[] }>(
      `/address/${owner}`,
    );
    // ord writes a rune amount without trailing zeros (its `Pile` display): 100,000.00 is 100000.
    expect(held.runes_balances).toEqual([['SATCHEL•TEST•RUNE•A', '100000', '¤']]);
    expect(held.outputs).toEqual([`${etched.revealTxid}:0`]);
    const rune = await ord<{ id: string; mintable: boolean; entry: Record<string, unknown> }>(
      '/rune/SATCHELTESTRUNEA',
    );
    expect(rune.id).toBe(etched.id);
    expect(rune.mintable).toBe(true);
    expect(rune.entry).toMatchObject({
      divisibility: 2,
      etching: etched.revealTxid,
      premine: 10_000_000,
      spaced_rune: 'SATCHEL•TEST•RUNE•A',
      symbol: '¤',
      terms: { amount: 10_000, cap: 1_000 },
    });
  });

  it('names each further test rune anew, so the same address can etch again', async () => {
    const second = await controlJson<Etched>(devnet.url, 'etch', { address: owner });
    expect(second.spacedRune).toBe('SATCHEL•TEST•RUNE•B');
    const held = await ord<{ runes_balances: [string, string, string | null][] }>(`/address/${owner}`);
    expect(held.runes_balances.map(([name]) => name)).toEqual(['SATCHEL•TEST•RUNE•A', 'SATCHEL•TEST•RUNE•B']);
  });

  it('etches a name given as people type it, with its divisibility, symbol and premine', async () => {
    const to = payment('p2wpkh', testKey('etch named')).address as string;
    const etched = await controlJson<Etched>(devnet.url, 'etch', {
      address: to,
      rune: 'newcomer.demo.rune',
      divisibility: 0,
      symbol: 'N',
      premine: '21000000',
    });
    expect(etched.spacedRune).toBe('NEWCOMER•DEMO•RUNE');
    const held = await ord<{ runes_balances: [string, string, string | null][] }>(`/address/${to}`);
    expect(held.runes_balances).toEqual([['NEWCOMER•DEMO•RUNE', '21000000', 'N']]);

    const again = await control(devnet.url, 'etch', { address: owner, rune: 'NEWCOMER•DEMO•RUNE' });
    expect([again.status, await again.text()]).toEqual([400, 'Rune NEWCOMER•DEMO•RUNE is already etched.']);
  });

  it('refuses a locked name, a bad body or a foreign address, and mines nothing', async () => {
    const height = devnet.node.chain.height;
    const refusals: [Record<string, unknown>, string][] = [
      [{ address: owner, rune: 'SHORT' }, 'Rune SHORT is still locked at block'],
      [{ address: owner, rune: 'BAD RUNE' }, 'A rune name uses only the capital letters A–Z'],
      [{}, 'address is required'],
      [{ address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }, 'Address on invalid network'],
      [{ address: owner, divisibility: 39 }, 'divisibility must be a whole number from 0 to 38'],
      [{ address: owner, symbol: 'AB' }, 'symbol must be one character'],
      [{ address: owner, premine: -1 }, 'premine must be a whole number'],
      [{ address: owner, amount: 5 }, 'unknown field "amount"'],
    ];
    for (const [body, reason] of refusals) {
      const res = await control(devnet.url, 'etch', body);
      expect([res.status, await res.text()]).toEqual([400, expect.stringContaining(reason)]);
    }
    expect(devnet.node.chain.height).toBe(height);
    const anonymous = await fetch(`${devnet.url}/__devnet/etch`, {
      method: 'POST',
      body: JSON.stringify({ address: owner }),
    });
    expect(anonymous.status).toBe(403);
  });

  it('gives one wallet an inscription and a rune that the index lists together', async () => {
    const wallet = taproot(testKey('etch and inscribe')).address as string;
    const inscribed = await inscribeText(devnet.url, wallet, 'hello, newcomer');
    const etched = await controlJson<Etched>(devnet.url, 'etch', { address: wallet });
    const held = await ord<{ inscriptions: string[]; runes_balances: [string, string, string | null][] }>(
      `/address/${wallet}`,
    );
    expect(held.inscriptions).toEqual([inscribed.id]);
    expect(held.runes_balances).toEqual([[etched.spacedRune, '100000', '¤']]);
  });
});
