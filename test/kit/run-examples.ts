// `npm run test:kit [-- name...]`: packs the test kit, then for each app in examples/
// makes a project of its own in a temporary directory, installs the app's libraries and the two
// kit tarballs there (nothing else from this repository), and runs its Playwright test against
// the packed Dev Wallet and devnet. An app built on Satchel itself (examples/react-app) names
// the tarballs in its package.json (`file:../tarballs/…`) and gets @satchel/core and
// @satchel/react packed beside the kit; its `typecheck` script, when it has one, runs first.
// An app's tests on the real wallet extensions (`tests/real-*.spec.ts`, @satchel/devwallet/real)
// run when the builds are there (`SATCHEL_REAL_WALLETS_DIR`, default ../shared/real-wallets/ beside
// the repository, as `npm test` finds them); otherwise one line says they did not run.
// Needs the npm registry (or a warm npm cache) for the apps' libraries. Exits non-zero when any
// example fails.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { hasRealWallets, REAL_WALLETS_ENV } from '../../packages/devwallet/src/kit/real/builds';
import { assertInstalledFrom, refreshLockfile } from './fresh-pack';
import { LIBRARY_PACKAGES, mustSucceed, packKit, packPackages, ROOT, run } from './scratch';

/**
 * Ports of their own per example (devnet, app, and the private mainnet devnet of the examples
 * that drive mainnet-only wallets), so no run collides with another suite's.
 */
const PORTS: Record<string, [devnet: number, app: number, mainnetDevnet?: number]> = {
  'sats-connect': [3402, 4473],
  lasereyes: [3403, 4474, 3405],
  bigmi: [3404, 4475, 3406],
  'react-app': [3750, 4750],
};

interface ExampleManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

/** Whether the app installs its Satchel packages from the packed tarballs beside it. */
const namesTarballs = (manifest: ExampleManifest) =>
  Object.values({ ...manifest.dependencies, ...manifest.devDependencies }).some((spec) =>
    spec.startsWith('file:../tarballs/'),
  );

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The real Leather and UniSat builds, where `npm test` looks for them too. */
const REAL_WALLETS_DIR = resolve(process.env[REAL_WALLETS_ENV] || join(ROOT, '..', 'shared', 'real-wallets'));

/** Whether the example has tests on the real extensions. */
async function hasRealWalletTests(dir: string): Promise<boolean> {
  const tests = await readdir(join(dir, 'tests')).catch(() => [] as string[]);
  return tests.some((file) => /^real-.*\.spec\.ts$/.test(file));
}

async function main(): Promise<void> {
  const available = (await readdir(join(ROOT, 'examples'), { withFileTypes: true }))
    .filter((e) => e.isDirectory() && e.name in PORTS)
    .map((e) => e.name);
  const wanted = process.argv.slice(2);
  const examples = wanted.length > 0 ? available.filter((name) => wanted.includes(name)) : available;
  if (examples.length === 0) throw new Error(`No example matches ${wanted.join(', ')}.`);

  const scratch = await mkdtemp(join(tmpdir(), 'satchel-examples-'));
  const results: string[] = [];
  let failed = 0;
  try {
    const manifests = new Map<string, ExampleManifest>();
    for (const name of examples) {
      manifests.set(
        name,
        JSON.parse(await readFile(join(ROOT, 'examples', name, 'package.json'), 'utf8')) as ExampleManifest,
      );
    }
    let started = performance.now();
    const tarballDir = join(scratch, 'tarballs');
    const kit = await packKit(tarballDir);
    const tarballs = Object.values(kit);
    results.push(`pack the kit: ${seconds(started)}`);
    if ([...manifests.values()].some(namesTarballs)) {
      started = performance.now();
      await packPackages(LIBRARY_PACKAGES, tarballDir);
      results.push(`pack @satchel/core and @satchel/react: ${seconds(started)}`);
    }

    for (const name of examples) {
      const dir = join(scratch, name);
      const manifest = manifests.get(name) ?? {};
      await cp(join(ROOT, 'examples', name), dir, {
        recursive: true,
        filter: (source) => !/[/\\](node_modules|test-results|dist|dist-testnet)([/\\]|$)/.test(source),
      });
      started = performance.now();
      // An app that names its tarballs installs exactly its package-lock.json, offline, with the
      // lockfile first pointed at this run's packs (fresh-pack.ts says why); the others get the kit
      // added to their libraries.
      const fresh = namesTarballs(manifest)
        ? await refreshLockfile(join(dir, 'package-lock.json'), tarballDir)
        : new Map(
            Object.entries(kit).map(([kitName, tarball]) => [`node_modules/@satchel/${kitName}`, tarball]),
          );
      const install = namesTarballs(manifest)
        ? ['install', '--offline']
        : ['install', ...tarballs, '--prefer-offline'];
      mustSucceed(
        `npm install in ${name}`,
        await run('npm', [...install, '--no-audit', '--no-fund'], {
          cwd: dir,
          timeoutMs: 600_000,
        }),
      );
      const installed = seconds(started);
      // Every Satchel package the app runs is, file for file, the one packed above.
      for (const [path, tarball] of fresh) await assertInstalledFrom(join(dir, path), tarball);
      results.push(
        `${name}: ${[...fresh.keys()].map((path) => path.replace('node_modules/', '')).join(', ')} match this run's packs`,
      );
      if (manifest.scripts?.typecheck) {
        mustSucceed(`npm run typecheck in ${name}`, await run('npm', ['run', 'typecheck'], { cwd: dir }));
      }
      started = performance.now();
      const [devnetPort, appPort, mainnetDevnetPort] = PORTS[name] ?? [0, 0];
      // Named only when the builds are there: the app's config leaves the real-wallet tests out
      // without it, so they are never counted as passed when they did not run.
      const realWalletTests = await hasRealWalletTests(dir);
      const realWallets = realWalletTests && hasRealWallets(REAL_WALLETS_DIR);
      if (realWalletTests && !realWallets) {
        results.push(`${name}: real-extension tests skipped: ${REAL_WALLETS_DIR} has no builds.`);
      }
      const test = await run('npx', ['playwright', 'test'], {
        cwd: dir,
        timeoutMs: realWallets ? 600_000 : 300_000,
        env: {
          CHROMIUM_PATH,
          CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '),
          DEVNET_PORT: String(devnetPort),
          APP_PORT: String(appPort),
          ...(mainnetDevnetPort ? { MAINNET_DEVNET_PORT: String(mainnetDevnetPort) } : {}),
          [REAL_WALLETS_ENV]: realWallets ? REAL_WALLETS_DIR : '',
        },
      });
      process.stdout.write(`\n── ${name} ──\n${test.stdout}${test.stderr}`);
      if (test.code !== 0) failed++;
      results.push(
        `${name}: ${test.code === 0 ? 'passed' : 'FAILED'} (install ${installed}, test ${seconds(started)})`,
      );
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  process.stdout.write(`\n${results.join('\n')}\n`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
