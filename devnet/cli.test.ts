import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../test/devnet/cli';
import { rawRequest } from '../test/devnet/raw-request';

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
