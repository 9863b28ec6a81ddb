import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LEATHER_VERSION } from './leather';
import type { RealWalletName } from './types';
import { UNISAT_VERSION } from './unisat';

/** The environment variable naming the folder that holds the real extension builds. */
export const REAL_WALLETS_ENV = 'SATCHEL_REAL_WALLETS_DIR';

/**
 * The builds this kit knows how to set up, by folder name: its setup steps and backend answers
 * follow these exact versions' source, so another version is a different folder, never a silent
 * substitute.
 */
export const REAL_WALLET_BUILDS: Readonly<Record<RealWalletName, string>> = {
  leather: `leather-${LEATHER_VERSION}`,
  unisat: `unisat-${UNISAT_VERSION}`,
};

/** The folder given, else `$SATCHEL_REAL_WALLETS_DIR`, resolved; undefined when neither is set. */
export function realWalletsDir(dir?: string): string | undefined {
  const chosen = dir ?? process.env[REAL_WALLETS_ENV];
  return chosen?.trim() ? resolve(chosen.trim()) : undefined;
}

const hasManifest = (dir: string) => existsSync(join(dir, 'manifest.json'));

/** Whether the folder (given or from the environment) holds the build of `wallet`, or of both. */
export function hasRealWallets(dir?: string, wallet?: RealWalletName): boolean {
  const root = realWalletsDir(dir);
  if (!root) return false;
  const names = wallet ? [wallet] : (Object.keys(REAL_WALLET_BUILDS) as RealWalletName[]);
  return names.every((name) => hasManifest(join(root, REAL_WALLET_BUILDS[name])));
}

/**
 * The unpacked extension folder of `wallet`.
 * @throws Error naming what is missing and where it was looked for.
 */
export function extensionDir(wallet: RealWalletName, dir?: string): string {
  const root = realWalletsDir(dir);
  const folder = REAL_WALLET_BUILDS[wallet];
  if (!root) {
    throw new Error(
      `No real wallet builds: set ${REAL_WALLETS_ENV} (or the fixture's \`dir\` option) to the folder holding ${folder}/.`,
    );
  }
  const path = join(root, folder);
  if (!hasManifest(path)) {
    throw new Error(
      `No ${wallet} build at ${path} (manifest.json missing): ${REAL_WALLETS_ENV} must name the folder holding ${folder}/.`,
    );
  }
  return path;
}
