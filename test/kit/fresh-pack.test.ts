import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertInstalledFrom, integrityOf, refreshLockfile } from './fresh-pack';
import { mustSucceed, run } from './scratch';

/**
 * An example app that pins `file:../tarballs/…` in its lockfile installs the pack made in the same
 * run, on a new machine (empty npm cache) as on one whose cache holds an older pack.
 */
let scratch: string;

/** Packs a one-file package `demo` whose index.js says `version` into scratch/tarballs. */
async function pack(version: string): Promise<string> {
  const source = join(scratch, `source-${version}`, 'package');
  await mkdir(source, { recursive: true });
  await writeFile(
    join(source, 'package.json'),
    JSON.stringify({ name: 'demo', version: '1.0.0', main: 'index.js' }),
  );
  await writeFile(join(source, 'index.js'), `module.exports = ${JSON.stringify(version)};\n`);
  await mkdir(join(scratch, 'tarballs'), { recursive: true });
  const tarball = join(scratch, 'tarballs', 'demo-1.0.0.tgz');
  mustSucceed(
    'tar',
    await run('tar', ['-czf', tarball, '-C', join(source, '..'), 'package'], { cwd: scratch }),
  );
  return tarball;
}

/** An app naming the tarball, with a lockfile that pins `integrity`. */
async function app(integrity: string): Promise<string> {
  const dir = join(scratch, 'app');
  await mkdir(dir, { recursive: true });
  const dependencies = { demo: 'file:../tarballs/demo-1.0.0.tgz' };
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', dependencies }));
  const lock = {
    name: 'app',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'app', version: '1.0.0', dependencies },
      'node_modules/demo': { version: '1.0.0', resolved: 'file:../tarballs/demo-1.0.0.tgz', integrity },
    },
  };
  await writeFile(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
  return dir;
}

/** `npm install --offline` with an npm cache of its own, empty: a new machine. */
const installOnNewMachine = async (dir: string) =>
  run('npm', ['install', '--offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: { npm_config_cache: join(scratch, 'empty-cache') },
    timeoutMs: 60_000,
  });

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'satchel-fresh-pack-'));
});

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('example apps install the pack made in the same run', () => {
  it('a lockfile pinning an older pack fails on a new machine until it is refreshed, then installs the new pack', async () => {
    const older = await integrityOf(await pack('old'));
    const tarball = await pack('new');
    const dir = await app(older);

    const stale = await installOnNewMachine(dir);
    expect(stale.code).not.toBe(0);
    expect(`${stale.stdout}${stale.stderr}`).toContain('EINTEGRITY');

    const refreshed = await refreshLockfile(join(dir, 'package-lock.json'), join(scratch, 'tarballs'));
    expect([...refreshed]).toEqual([['node_modules/demo', tarball]]);
    const lock = JSON.parse(await readFile(join(dir, 'package-lock.json'), 'utf8'));
    expect(lock.packages['node_modules/demo'].integrity).toBe(await integrityOf(tarball));

    mustSucceed('npm install', await installOnNewMachine(dir));
    expect(await readFile(join(dir, 'node_modules', 'demo', 'index.js'), 'utf8')).toContain('"new"');
    await expect(assertInstalledFrom(join(dir, 'node_modules', 'demo'), tarball)).resolves.toBeUndefined();
  }, 90_000);

  it('refuses a lockfile naming a tarball the run did not pack', async () => {
    await pack('new');
    const dir = await app('sha512-x');
    const lockfile = join(dir, 'package-lock.json');
    const lock = JSON.parse(await readFile(lockfile, 'utf8'));
    lock.packages['node_modules/demo'].resolved = 'file:../tarballs/other-2.0.0.tgz';
    await writeFile(lockfile, JSON.stringify(lock));
    await expect(refreshLockfile(lockfile, join(scratch, 'tarballs'))).rejects.toThrow(
      'names file:../tarballs/other-2.0.0.tgz, which this run did not pack',
    );
  });

  it('tells an installed older pack, or one missing a file, from the fresh one', async () => {
    const oldTarball = join(scratch, 'old.tgz');
    await cp(await pack('old'), oldTarball);
    const tarball = await pack('new');
    const installed = join(scratch, 'installed');
    await mkdir(installed);
    mustSucceed(
      'tar',
      await run('tar', ['-xzf', oldTarball, '-C', installed, '--strip-components=1'], { cwd: scratch }),
    );

    await expect(assertInstalledFrom(installed, tarball)).rejects.toThrow(
      /is not the pack made in this run \(demo-1\.0\.0\.tgz\): 1 file\(s\) differ, first index\.js\./,
    );
    await expect(assertInstalledFrom(installed, oldTarball)).resolves.toBeUndefined();
    await rm(join(installed, 'package.json'));
    await expect(assertInstalledFrom(installed, oldTarball)).rejects.toThrow('package.json (missing)');
  });
});
