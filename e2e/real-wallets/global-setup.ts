import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
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
export default function globalSetup() {
  build('regtest', LEATHER_DEVNET_PORT, LEATHER_APP_DIST);
  build('testnet', UNISAT_DEVNET_PORT, UNISAT_APP_DIST);
}
