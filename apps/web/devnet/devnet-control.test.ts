import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevnet, type Devnet } from '../../../packages/devnet/src/index';
import { testKey } from '../../../test/devnet/chain';
import { taproot } from '../../../test/ord/helpers';
import { DevnetDown, DevnetRefused, devnetControl } from './devnet-control';

/** The panel's control calls against a real devnet: what it made, what it refused, and silence. */
let devnet: Devnet;
beforeAll(async () => {
  devnet = await createDevnet({ port: 0 });
});
afterAll(() => devnet.close());

describe("the devnet panel's control calls", () => {
  it('inscribes text and etches a test rune to an address, both in the ord index', async () => {
    const owner = taproot(testKey('panel control')).address as string;
    const control = devnetControl(`${devnet.url}/api`);
    const inscribed = await control.inscribeText(owner, 'gm, newcomer');
    const etched = await control.etchTestRune(owner);
    expect(etched.spacedRune).toBe('SATCHEL•TEST•RUNE•A');
    const held = (await (
      await fetch(`${devnet.url}/ord/address/${owner}`, { headers: { Accept: 'application/json' } })
    ).json()) as { inscriptions: string[]; runes_balances: [string, string, string][] };
    expect(held.inscriptions).toEqual([inscribed.id]);
    expect(held.runes_balances).toEqual([['SATCHEL•TEST•RUNE•A', '100000', '¤']]);
    const content = await fetch(`${devnet.url}/ord/content/${inscribed.id}`);
    expect([content.headers.get('content-type'), await content.text()]).toEqual([
      'text/plain;charset=utf-8',
      'gm, newcomer',
    ]);
  });

  it("tells a refusal, in the devnet's words, from a devnet that does not answer", async () => {
    const refused = await devnetControl(`${devnet.url}/api`)
      .etchTestRune('not an address')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DevnetRefused);
    expect((refused as Error).message).toBe('Invalid Bitcoin address');
    const down = await devnetControl('http://127.0.0.1:9/api')
      .inscribeText('bcrt1q…', 'x')
      .catch((e: unknown) => e);
    expect(down).toBeInstanceOf(DevnetDown);
  });
});
