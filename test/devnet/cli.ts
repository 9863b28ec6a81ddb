import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface CliRun {
  child: ChildProcess;
  /** Resolves with the URL the devnet prints once it listens. */
  url: Promise<string>;
  /** Resolves with the exit code (-1 when killed by a signal) and everything printed. */
  exit: Promise<{ code: number | null; output: string }>;
}

/** Starts `packages/devnet/src/cli.ts` as its own process, as `npm run devnet` does. */
export function runCli(args: string[]): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/devnet/src/cli.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? -1 : null), output })),
  );
  const url = new Promise<string>((resolve, reject) => {
    const read = (c: Buffer) => {
      output += c.toString();
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (m) resolve(m[0]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    exit.then(({ code }) => reject(new Error(`cli exited ${code}: ${output}`)));
  });
  url.catch(() => undefined);
  return { child, url, exit };
}
