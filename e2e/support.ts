import { type FreshWallet, freshWalletOn } from './fresh-wallet';
import { DEVNET } from './ports';

/**
 * `DEVNET`: this worker's own devnet, for calls from the test (Node): control plane, direct reads,
 * the Dev Wallet's `esploraUrl` (the fixture hands the page its `APP_DEVNET` form).
 * `APP_DEVNET`: the same devnet as the app's page names it; use it for anything matched or sent
 * inside the page (`page.route`, `waitForResponse`, request URLs, CSP, `page.evaluate` fetches).
 * Both are the same URL in worker 0 only (`e2e/worker-devnet.ts`).
 */
export { APP_DEVNET, DEVNET } from './ports';

/** A wallet of its own for each test, so parallel tests never share coins (regtest addresses). */
export function freshWallet(): FreshWallet {
  return freshWalletOn('regtest');
}

async function control<T>(
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<T> {
  const response = await fetch(`${DEVNET}/__devnet/${path}`, {
    method,
    headers: { 'X-Devnet-Control': '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`devnet ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const devnet = {
  faucet: (address: string, sats: number, confirm = true) =>
    control<{ txid: string }>('faucet', { address, sats, confirm }),
  mine: (blocks = 1) => control<{ hashes: string[] }>('mine', { blocks }),
  fault: (spec: Record<string, unknown>) => control<unknown>('faults', spec),
  clearFaults: () => control<unknown>('faults', undefined, 'DELETE'),
  requests: () => control<{ method: string; path: string }[]>('requests'),
  /** The static fee table `/api/v1/fees/precise` serves (sat/vB), until set again. */
  fees: (recommended: Record<string, number>) => control<unknown>('fees', { mode: 'static', recommended }),
  /** A real commit and reveal, mined, landing a text inscription on `address`. */
  inscribe: (address: string, text: string) =>
    control<{ id: string; commitTxid: string; revealTxid: string }>('inscribe', {
      address,
      contentType: 'text/plain;charset=utf-8',
      body: Buffer.from(text).toString('base64'),
    }),
  /** What the devnet's ord index says of an inscription. */
  inscription: async (id: string) =>
    (await (
      await fetch(`${DEVNET}/ord/inscription/${id}`, { headers: { Accept: 'application/json' } })
    ).json()) as {
      address: string;
      satpoint: string;
    },
  tip: async () => Number(await (await fetch(`${DEVNET}/api/blocks/tip/height`)).text()),
};
