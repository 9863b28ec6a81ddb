import { runeValue } from '@satchel/core/runes';
import { createDevnet, type Devnet } from '../../packages/devnet/src/index';
import { testKey } from '../devnet/chain';
import { etch, inscribeText } from '../ord/helpers';
import { ring } from './psbt-fixtures';

/**
 * A devnet for the Dev Wallet's asset specs: the default key ring funded on both addresses, and a
 * rune (SATCHEL•SPEC•RUNE, divisibility 1) premined to its ordinals address.
 */
export async function startAssetDevnet() {
  const devnet: Devnet = await createDevnet({ port: 0 });
  await devnet.faucet(ring.payment.address, 1_000_000, { confirm: true });
  await devnet.faucet(ring.ordinals.address, 200_000, { confirm: true });
  const runeId = etch(
    devnet.node,
    testKey('assets spec funder'),
    { etching: { rune: runeValue('SATCHELSPECRUNE'), spacers: 0b1000000, divisibility: 1, premine: 5_000n } },
    { outputs: [{ script: ring.ordinals.script, amount: 10_000n }] },
  ).id;
  return {
    devnet,
    runeId,
    /** Inscribes `text` to `address`; the inscription's id. */
    inscribeTo: async (address: string, text: string) => (await inscribeText(devnet.url, address, text)).id,
    /** The devnet's ord JSON at `path`. */
    async ord<T>(path: string): Promise<T> {
      const response = await fetch(`${devnet.url}/ord${path}`, { headers: { Accept: 'application/json' } });
      return (await response.json()) as T;
    },
  };
}

export type AssetDevnet = Awaited<ReturnType<typeof startAssetDevnet>>;
