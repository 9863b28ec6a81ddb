import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  devnetOrigin,
  LEATHER_APP_DIST,
  LEATHER_DEVNET_PORT,
  UNISAT_APP_DIST,
  UNISAT_DEVNET_PORT,
} from './ports';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** `vite build` of the app for one network, its services on one devnet (as scripts/test.mjs does). */
function build(network: 'regtest' | 'testnet', port: number, outDir: string) {
  const suffix = network.toUpperCase();
  const origin = devnetOrigin(port);
  const result = spawnSync(
    resolve(ROOT, 'node_modules', '.bin', 'vite'),
    [
      'build',
      '--config',
      'apps/web/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_NETWORK: network,
        [`VITE_ESPLORA_BASE_${suffix}`]: `${origin}/api`,
        [`VITE_ORDERING_BASE_${suffix}`]: `${origin}/ordinals/v1`,
        [`VITE_INDEXER_BASE_${suffix}`]: `${origin}/ord`,
      },
    },
  );
  if (result.status !== 0) throw new Error(`vite build for ${network} failed (exit ${result.status})`);
}

/** The app builds the tier serves: regtest for Leather's devnet, testnet for Unisat's. */
export function buildRealWalletApps(): void {
  build('regtest', LEATHER_DEVNET_PORT, LEATHER_APP_DIST);
  build('testnet', UNISAT_DEVNET_PORT, UNISAT_APP_DIST);
}

/**
 * Set by `npm test`, which makes both builds beside the unit tests (scripts/test.mjs): the tier's
 * set-up then finds them made for this checkout and does not build them again.
 */
export const APPS_BUILT_ENV = 'SATCHEL_REAL_WALLET_APPS_BUILT';

/** Whether the build in `outDir` is there. */
export const built = (outDir: string): boolean => existsSync(resolve(ROOT, outDir, 'index.html'));

// `tsx e2e/real-wallets/build-apps.ts`: the two builds, for `npm test` to make ahead.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildRealWalletApps();
