import { lstat, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { DEVNET_SCRIPT, KIT_SPEC, PLAYWRIGHT_CONFIG, TSCONFIG } from './consumer-files';
import { installKit, linkPlaywright, mustSucceed, packKit, ROOT, run, startDevnetBin } from './scratch';

/**
 * Both kit packages `npm pack` into tarballs that a project outside the repository
 * installs without the registry and uses by package name only.
 */
let scratch: string;
let project: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'satchel-kit-'));
  project = join(scratch, 'consumer');
  const tarballs = await packKit(join(scratch, 'tarballs'));
  await installKit(project, Object.values(tarballs));
}, 90_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => join(e.parentPath, e.name));
}

describe('the packed test kit in a project of its own', () => {
  it('installs as plain files with no dependencies and nothing pointing back into the repository', async () => {
    for (const name of ['devnet', 'devwallet']) {
      const dir = join(project, 'node_modules', '@satchel', name);
      expect((await lstat(dir)).isSymbolicLink()).toBe(false);
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(manifest.dependencies).toBeUndefined();
      for (const file of await filesUnder(dir)) {
        const text = await readFile(file, 'utf8');
        expect(text, file).not.toContain(ROOT);
        // No import out of the package: every relative specifier resolves inside it.
        for (const [, specifier] of text.matchAll(/from ['"](\.{1,2}\/[^'"]+)['"]/g)) {
          expect(
            resolve(dirname(file), specifier as string).startsWith(`${dir}/`),
            `${file}: ${specifier}`,
          ).toBe(true);
        }
      }
    }
    const installed = await filesUnder(join(project, 'node_modules', '@satchel'));
    expect(installed.map((f) => f.slice(project.length))).toEqual(
      expect.arrayContaining([
        '/node_modules/@satchel/devnet/dist/cli.js',
        '/node_modules/@satchel/devnet/dist/index.js',
        '/node_modules/@satchel/devnet/dist/types/devnet/src/public.d.ts',
        '/node_modules/@satchel/devwallet/dist/devwallet.js',
        '/node_modules/@satchel/devwallet/dist/fixture.js',
        '/node_modules/@satchel/devwallet/dist/real.js',
        '/node_modules/@satchel/devwallet/dist/types/devwallet/src/kit/fixture.d.ts',
        '/node_modules/@satchel/devwallet/dist/types/devwallet/src/kit/real/fixture.d.ts',
        '/node_modules/@satchel/devwallet/dist/types/devwallet/src/kit/window.d.ts',
      ]),
    );
  });

  it('satchel-devnet serves the Esplora API with the flags of npm run devnet, keeps its state and stops on SIGTERM', async () => {
    const help = await run(join(project, 'node_modules', '.bin', 'satchel-devnet'), ['--help'], {
      cwd: project,
    });
    expect(help.stdout).toMatch(/^usage: satchel-devnet --port N --state FILE/);
    const state = join(scratch, 'state.json');
    const bin = startDevnetBin(project, [
      '--port',
      '0',
      '--state',
      state,
      '--network',
      'regtest',
      '--app-origin',
      'http://127.0.0.1:4473',
    ]);
    try {
      const url = await bin.url;
      expect(await (await fetch(`${url}/api/blocks/tip/height`)).text()).toBe('101');
      const preflight = await fetch(`${url}/__devnet/mine`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1:4473' },
      });
      expect(preflight.status).toBe(204);
    } finally {
      bin.child.kill('SIGTERM');
    }
    expect((await bin.exit).code).toBe(0);
    expect((await stat(state)).size).toBeGreaterThan(0);
  });

  it('satchel-devnet --network mainnet runs a private chain with mainnet encodings, on loopback only', async () => {
    const bin = startDevnetBin(project, ['--port', '0', '--network', 'mainnet']);
    try {
      const url = await bin.url;
      const control = { 'X-Devnet-Control': '1' };
      const state = (await (await fetch(`${url}/__devnet/state`, { headers: control })).json()) as {
        network: string;
      };
      expect(state.network).toBe('mainnet');
      const genesis = await (await fetch(`${url}/api/block-height/0`)).text();
      expect(genesis).toMatch(/^[0-9a-f]{64}$/);
      // Its own genesis, never Bitcoin's.
      expect(genesis).not.toBe('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f');
      const paid = await fetch(`${url}/__devnet/faucet`, {
        method: 'POST',
        headers: control,
        body: JSON.stringify({
          address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
          sats: 10_000,
          confirm: true,
        }),
      });
      expect(paid.status).toBe(200);
      const refused = await fetch(`${url}/__devnet/faucet`, {
        method: 'POST',
        headers: control,
        body: JSON.stringify({ address: 'bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x', sats: 10_000 }),
      });
      expect(await refused.text()).toContain('Address on invalid network');
    } finally {
      bin.child.kill('SIGTERM');
    }
    expect((await bin.exit).code).toBe(0);

    const exposed = startDevnetBin(project, ['--port', '0', '--network', 'mainnet', '--host', '0.0.0.0']);
    const { code, output } = await exposed.exit;
    expect(code).toBe(2);
    expect(output).toContain('a mainnet devnet listens only on a loopback address (127.0.0.0/8 or ::1)');
    expect(output).toMatch(/^usage: satchel-devnet /m);
  });

  it('createDevnet runs a devnet a script can mine, extend and query', async () => {
    await writeFile(join(project, 'devnet-script.mjs'), DEVNET_SCRIPT);
    const { stdout } = mustSucceed(
      'devnet-script.mjs',
      await run('node', ['devnet-script.mjs'], { cwd: project }),
    );
    expect(JSON.parse(stdout)).toEqual({
      height: '101',
      mined: 2,
      after: '103',
      network: 'regtest',
      hello: { hello: 'kit' },
      keys: ['close', 'faucet', 'faucetAddress', 'faults', 'mine', 'port', 'url'],
    });
  });

  it('the fixture puts the packed devwallet.js in a page, and the published types compile for a consumer', async () => {
    await linkPlaywright(project);
    await writeFile(join(project, 'playwright.config.mjs'), PLAYWRIGHT_CONFIG);
    await writeFile(join(project, 'kit.spec.ts'), KIT_SPEC);
    await writeFile(join(project, 'tsconfig.json'), TSCONFIG);
    mustSucceed(
      'tsc on the consumer',
      await run(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: project }),
    );
    const result = await run(
      process.execPath,
      [join(project, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'playwright.config.mjs'],
      {
        cwd: project,
        env: { KIT_CHROMIUM: CHROMIUM_PATH, KIT_CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '), CI: '1' },
        timeoutMs: 60_000,
      },
    );
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toContain('1 passed');
  }, 90_000);
});
