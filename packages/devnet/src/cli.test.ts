import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test/devnet/cli';
import { control } from '../../../test/devnet/control';
import { rawRequest } from '../../../test/devnet/raw-request';

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

describe('devnet CLI --network mainnet (SPEC R22.1)', () => {
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
