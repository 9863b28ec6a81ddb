import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extensionDir, hasRealWallets, REAL_WALLETS_ENV } from './builds';

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
    const dir = folderWith('leather-6.73.4', 'unisat-1.7.3');
    expect(extensionDir('leather', dir)).toBe(join(dir, 'leather-6.73.4'));
    vi.stubEnv(REAL_WALLETS_ENV, dir);
    expect(extensionDir('unisat')).toBe(join(dir, 'unisat-1.7.3'));
    expect(hasRealWallets()).toBe(true);
  });

  it('fails naming the variable when no folder is given', () => {
    vi.stubEnv(REAL_WALLETS_ENV, '');
    expect(hasRealWallets()).toBe(false);
    expect(() => extensionDir('leather')).toThrow(/set SATCHEL_REAL_WALLETS_DIR .* leather-6\.73\.4\//);
  });

  it('fails naming the folder when a build is missing', () => {
    const dir = folderWith('leather-6.73.4');
    expect(hasRealWallets(dir, 'leather')).toBe(true);
    expect(hasRealWallets(dir)).toBe(false);
    expect(() => extensionDir('unisat', dir)).toThrow(`No unisat build at ${join(dir, 'unisat-1.7.3')}`);
  });
});
