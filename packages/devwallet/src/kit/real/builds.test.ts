import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extensionDir, hasRealWallets, REAL_WALLET_BUILDS, REAL_WALLETS_ENV } from './builds';
import type { RealWalletName } from './types';
import { REAL_WALLETS } from './wallet';

/** The kit's two real wallets, whichever they are, and their build folders. */
const [first, second] = Object.keys(REAL_WALLETS) as [RealWalletName, RealWalletName];
const folderOf = (name: RealWalletName) => REAL_WALLET_BUILDS[name];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const made: string[] = [];
function folderWith(...builds: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'satchel-real-builds-'));
  made.push(dir);
  for (const build of builds) {
    mkdirSync(join(dir, build));
    writeFileSync(join(dir, build, 'manifest.json'), '{}');
  }
  return dir;
}

afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('where @satchel/devwallet/real finds the extension builds', () => {
  it('takes the folder from the option, else from SATCHEL_REAL_WALLETS_DIR', () => {
    const dir = folderWith(folderOf(first), folderOf(second));
    expect(extensionDir(first, dir)).toBe(join(dir, folderOf(first)));
    vi.stubEnv(REAL_WALLETS_ENV, dir);
    expect(extensionDir(second)).toBe(join(dir, folderOf(second)));
    expect(hasRealWallets()).toBe(true);
  });

  it('fails naming the variable when no folder is given', () => {
    vi.stubEnv(REAL_WALLETS_ENV, '');
    expect(hasRealWallets()).toBe(false);
    expect(() => extensionDir(first)).toThrow(
      new RegExp(`set SATCHEL_REAL_WALLETS_DIR .* ${escaped(folderOf(first))}/`),
    );
  });

  it('fails naming the folder when a build is missing', () => {
    const dir = folderWith(folderOf(first));
    expect(hasRealWallets(dir, first)).toBe(true);
    expect(hasRealWallets(dir)).toBe(false);
    expect(() => extensionDir(second, dir)).toThrow(`No ${second} build at ${join(dir, folderOf(second))}`);
  });
});
