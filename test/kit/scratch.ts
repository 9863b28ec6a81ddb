import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Packing the test kit and installing it into a project outside the repository. */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const KIT_PACKAGES = ['devnet', 'devwallet'] as const;
export type KitPackage = (typeof KIT_PACKAGES)[number];
/** The library an app installs: @satchel/core and @satchel/react. */
export const LIBRARY_PACKAGES = ['core', 'react'] as const;
export type LibraryPackage = (typeof LIBRARY_PACKAGES)[number];

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end, collecting its output; never throws for a non-zero exit. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<Finished> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

export function mustSucceed(what: string, result: Finished): Finished {
  if (result.code !== 0)
    throw new Error(`${what} exited ${result.code}\n${result.stdout}\n${result.stderr}`.trim());
  return result;
}

/** `npm pack`s both kit packages (their `prepack` builds them) into `destination`. */
export function packKit(destination: string): Promise<Record<KitPackage, string>> {
  return packPackages(KIT_PACKAGES, destination);
}

/** `npm pack`s workspace packages (their `prepack` builds them) into `destination`. */
export async function packPackages<Name extends string>(
  names: readonly Name[],
  destination: string,
): Promise<Record<Name, string>> {
  await mkdir(destination, { recursive: true });
  const tarballs = {} as Record<Name, string>;
  for (const name of names) {
    const dir = join(ROOT, 'packages', name);
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    mustSucceed(
      `npm pack ${manifest.name}`,
      await run('npm', ['pack', '--pack-destination', destination, '--no-fund'], { cwd: dir }),
    );
    // npm's tarball name: the scope's @ dropped, its slash a dash.
    tarballs[name] = join(
      destination,
      `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`,
    );
  }
  return tarballs;
}

/**
 * A project of its own in `dir` with the tarballs installed from disk, without the registry
 * (`--offline`): the kit has no dependencies to fetch.
 */
export async function installKit(dir: string, tarballs: readonly string[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'kit-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  mustSucceed(
    'npm install of the packed kit',
    await run('npm', ['install', ...tarballs, '--offline', '--no-audit', '--no-fund'], { cwd: dir }),
  );
}

/**
 * Playwright is the consumer's own dependency, not the kit's: link the copy this repository
 * runs with instead of downloading it, so the check works offline.
 */
export async function linkPlaywright(dir: string): Promise<void> {
  for (const name of ['@playwright/test', 'playwright', 'playwright-core']) {
    const target = join(dir, 'node_modules', name);
    await mkdir(dirname(target), { recursive: true });
    await symlink(join(ROOT, 'node_modules', name), target, 'dir');
  }
}

export interface RunningBin {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<{ code: number | null; output: string }>;
}

/** Starts the installed `satchel-devnet` bin; `url` resolves with the address it prints. */
export function startDevnetBin(dir: string, args: readonly string[]): RunningBin {
  const child = spawn(join(dir, 'node_modules', '.bin', 'satchel-devnet'), args, {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<{ code: number | null; output: string }>((done) =>
    child.once('exit', (code) => done({ code, output })),
  );
  const url = new Promise<string>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) done(match[0]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    exit.then(({ code }) => fail(new Error(`satchel-devnet exited ${code}: ${output}`)));
  });
  url.catch(() => undefined);
  return { child, url, exit };
}
