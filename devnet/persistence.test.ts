import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { payment, testKey } from './test-helpers';

const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'devnet-state-'));
const statePath = join(dir, 'state.json');
const children: ChildProcess[] = [];

/** Starts the real CLI as a separate process and resolves with the URL it prints. */
function startCli(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'devnet/cli.ts', '--port', '0', '--state', statePath],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) resolve({ child, url: m[0] });
    });
    child.stderr?.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('exit', (code) => reject(new Error(`cli exited ${code}: ${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('persistence across kill -9', () => {
  it('keeps every acknowledged block and mempool transaction', async () => {
    const addr = payment('p2wpkh', testKey('persist')).address as string;
    const first = await startCli();
    const post = (path: string, body: unknown) =>
      fetch(first.url + path, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());
    const confirmed = (await post('/__devnet/faucet', { address: addr, sats: 40_000, confirm: true })) as {
      txid: string;
    };
    const pending = (await post('/__devnet/faucet', { address: addr, sats: 30_000 })) as { txid: string };
    const tip = await (await fetch(`${first.url}/api/blocks/tip/hash`)).text();
    const gone = exited(first.child);
    first.child.kill('SIGKILL');
    await gone;

    const second = await startCli();
    expect(await (await fetch(`${second.url}/api/blocks/tip/hash`)).text()).toBe(tip);
    expect(await (await fetch(`${second.url}/api/mempool/txids`)).json()).toEqual([pending.txid]);
    const status = (await (await fetch(`${second.url}/api/tx/${confirmed.txid}/status`)).json()) as {
      confirmed: boolean;
    };
    expect(status.confirmed).toBe(true);
    const utxos = (await (await fetch(`${second.url}/api/address/${addr}/utxo`)).json()) as {
      value: number;
    }[];
    expect(utxos.map((u) => u.value).sort()).toEqual([30_000, 40_000]);

    const stopped = exited(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });
});
