import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { payment, testKey } from '../../../test/devnet/chain';
import { type CliRun, runCli } from '../../../test/devnet/cli';
import { control } from '../../../test/devnet/control';

const dir = mkdtempSync(join(tmpdir(), 'devnet-state-'));
const statePath = join(dir, 'state.json');
const children: ChildProcess[] = [];

/** Starts the real CLI on this state file and resolves once it listens. */
async function startCli(): Promise<{ child: ChildProcess; url: string; exit: CliRun['exit'] }> {
  const run = runCli(['--port', '0', '--state', statePath]);
  children.push(run.child);
  return { child: run.child, url: await run.url, exit: run.exit };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('persistence across kill -9', () => {
  it('keeps every acknowledged block and mempool transaction', async () => {
    const addr = payment('p2wpkh', testKey('persist')).address as string;
    const first = await startCli();
    const post = (path: string, body: unknown) => control(first.url, path, body).then((r) => r.json());
    const confirmed = (await post('faucet', { address: addr, sats: 40_000, confirm: true })) as {
      txid: string;
    };
    const pending = (await post('faucet', { address: addr, sats: 30_000 })) as { txid: string };
    const tip = await (await fetch(`${first.url}/api/blocks/tip/hash`)).text();
    first.child.kill('SIGKILL');
    await first.exit;

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

    second.child.kill('SIGTERM');
    expect((await second.exit).code).toBe(0);
  });
});

describe('the state file network', () => {
  it('makes the CLI refuse to start on another network, saying which', async () => {
    const run = runCli(['--port', '0', '--state', statePath, '--network', 'signet']);
    children.push(run.child);
    const { code, output } = await run.exit;
    expect(code).toBe(1);
    expect(output).toContain(
      `devnet failed to start: devnet state file ${statePath} holds a regtest chain; this devnet runs signet.`,
    );
  });
});
