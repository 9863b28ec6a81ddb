import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../../test/devnet/chain';
import { runCli } from '../../../test/devnet/cli';
import { control } from '../../../test/devnet/control';
import { rawRequest } from '../../../test/devnet/raw-request';
import { taproot } from '../../../test/ord/helpers';
import { createDevnet, type Devnet } from './index';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

describe('devnet CLI --app-origin', () => {
  it('lets pages of each given origin call the control plane, and only those', async () => {
    const run = runCli([
      '--port',
      '0',
      '--app-origin',
      'http://127.0.0.1:4173',
      '--app-origin',
      'http://e2e.localhost:8080',
    ]);
    children.push(run.child);
    const url = await run.url;
    const preflight = (origin: string) =>
      rawRequest(`${url}/__devnet/mine`, { method: 'OPTIONS', headers: { Origin: origin } });
    expect((await preflight('http://127.0.0.1:4173')).status).toBe(204);
    expect((await preflight('http://e2e.localhost:8080')).status).toBe(204);
    expect((await preflight('http://127.0.0.1:5173')).status).toBe(403);
    run.child.kill('SIGTERM');
    expect((await run.exit).code).toBe(0);
  });

  it('refuses a value that is not an origin', async () => {
    const run = runCli(['--port', '0', '--app-origin', 'http://127.0.0.1:4173/app']);
    children.push(run.child);
    const { code, output } = await run.exit;
    expect(code).toBe(2);
    expect(output).toContain('--app-origin http://127.0.0.1:4173/app is not an origin');
  });
});

describe('devnet CLI --network mainnet', () => {
  it('runs a private chain with mainnet encodings on loopback', async () => {
    const run = runCli(['--port', '0', '--network', 'mainnet']);
    children.push(run.child);
    const url = await run.url;
    const state = (await (await control(url, 'state')).json()) as { network: string };
    expect(state.network).toBe('mainnet');
    const faucet = (await (
      await control(url, 'faucet', { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', sats: 1000 })
    ).json()) as { txid: string };
    expect(faucet.txid).toMatch(/^[0-9a-f]{64}$/);
    run.child.kill('SIGTERM');
    expect((await run.exit).code).toBe(0);
  });

  it('refuses a host that is not a loopback address, before starting', async () => {
    const run = runCli(['--port', '0', '--network', 'mainnet', '--host', '0.0.0.0']);
    children.push(run.child);
    const { code, output } = await run.exit;
    expect(code).toBe(2);
    expect(output).toContain(
      '--host: a mainnet devnet listens only on a loopback address (127.0.0.0/8 or ::1), not "0.0.0.0"',
    );
    expect(output).not.toMatch(/^http:\/\/127/m);
  });
});

describe('devnet CLI inscribe and etch (a running devnet gives a wallet test assets)', () => {
  let devnet: Devnet;
  const wallet = taproot(testKey('cli assets')).address as string;
  beforeAll(async () => {
    devnet = await createDevnet({ port: 0 });
  });
  afterAll(() => devnet.close());

  const ordJson = async <T>(path: string): Promise<T> =>
    (await (
      await fetch(`${devnet.url}/ord${path}`, { headers: { Accept: 'application/json' } })
    ).json()) as T;

  it('inscribes text to the address through the control plane', async () => {
    const run = runCli(['inscribe', '--url', devnet.url, '--address', wallet, '--text', 'gm from the CLI']);
    children.push(run.child);
    const { code, output } = await run.exit;
    expect([code, output]).toEqual([0, expect.stringMatching(/^Inscribed [0-9a-f]{64}i0 to /)]);
    const id = /Inscribed (\S+)/.exec(output)?.[1] as string;
    expect((await ordJson<{ inscriptions: string[] }>(`/address/${wallet}`)).inscriptions).toEqual([id]);
    const content = await fetch(`${devnet.url}/ord/content/${id}`);
    expect(await content.text()).toBe('gm from the CLI');
  });

  it('etches a test rune to the address and prints its name', async () => {
    const run = runCli(['etch', '--url', devnet.url, '--address', wallet, '--json']);
    children.push(run.child);
    const { code, output } = await run.exit;
    expect(code).toBe(0);
    const answer = JSON.parse(output) as { spacedRune: string; id: string };
    expect(answer.spacedRune).toBe('SATCHEL•TEST•RUNE•A');
    const held = await ordJson<{ runes_balances: [string, string, string][] }>(`/address/${wallet}`);
    expect(held.runes_balances).toEqual([['SATCHEL•TEST•RUNE•A', '100000', '¤']]);
  });

  it('says what the devnet refused, and when no devnet answers, with exit 1; a usage error is exit 2', async () => {
    // Three processes at once: none depends on another.
    const runs = [
      runCli(['etch', '--url', devnet.url, '--address', wallet, '--rune', 'SHORT']),
      runCli(['inscribe', '--url', 'http://127.0.0.1:9', '--address', wallet]),
      runCli(['inscribe', '--url', devnet.url]),
    ];
    children.push(...runs.map((r) => r.child));
    const [refused, down, usage] = await Promise.all(runs.map((r) => r.exit));
    expect([refused?.code, refused?.output]).toEqual([
      1,
      expect.stringContaining('refused (400): Rune SHORT is still locked'),
    ]);
    expect([down?.code, down?.output]).toEqual([
      1,
      expect.stringContaining('No devnet answers at http://127.0.0.1:9'),
    ]);
    expect([usage?.code, usage?.output]).toEqual([2, expect.stringContaining('--address is required')]);
  });
});

describe('devnet CLI --min-relay', () => {
  it('refuses a rate that is not a plain sat/vB decimal, before starting', async () => {
    const run = runCli(['--port', '0', '--min-relay', '1e-1']);
    children.push(run.child);
    const { code, output } = await run.exit;
    expect(code).toBe(2);
    expect(output).toContain(
      '--min-relay must be a fee rate in sat/vB from 0 to 10,000 with at most 3 decimals',
    );
  });
});
