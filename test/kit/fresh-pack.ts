import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { mustSucceed, run } from './scratch';

/**
 * An example app's lockfile pins each `file:` tarball by its integrity hash. npm trusts its cache
 * under that hash: a machine that once installed an older pack gets that older pack back without a
 * word, and a new machine (empty cache) stops with EINTEGRITY. So the lockfile is pointed at the
 * tarballs packed in this run before installing, and the install is checked against them after.
 */

/** The `sha512-…` integrity npm records for a file (the SRI form of its SHA-512). */
export async function integrityOf(file: string): Promise<string> {
  return `sha512-${createHash('sha512')
    .update(await readFile(file))
    .digest('base64')}`;
}

interface LockEntry {
  resolved?: string;
  integrity?: string;
}

/**
 * Sets the integrity of every lockfile entry resolved from `file:../tarballs/<file>` to that of the
 * tarball packed now in `tarballDir`. Returns the package paths it refreshed, keyed by the tarball
 * they now pin. Fails when the lockfile names a tarball this run did not pack.
 */
export async function refreshLockfile(lockfile: string, tarballDir: string): Promise<Map<string, string>> {
  const lock = JSON.parse(await readFile(lockfile, 'utf8')) as { packages?: Record<string, LockEntry> };
  const packed = new Set(await readdir(tarballDir));
  const refreshed = new Map<string, string>();
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const match = /^file:\.\.\/tarballs\/([^/]+)$/.exec(entry.resolved ?? '');
    if (!match?.[1]) continue;
    if (!packed.has(match[1])) {
      throw new Error(`${lockfile} names ${entry.resolved}, which this run did not pack.`);
    }
    const tarball = join(tarballDir, match[1]);
    entry.integrity = await integrityOf(tarball);
    refreshed.set(path, tarball);
  }
  await writeFile(lockfile, `${JSON.stringify(lock, null, 2)}\n`);
  return refreshed;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

const digest = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/**
 * Checks that `installed` (a package folder under node_modules) holds exactly the files of
 * `tarball`, byte for byte; throws naming the first files that differ. This is what tells an
 * install of the fresh pack from one of an older pack that npm's cache returned.
 */
export async function assertInstalledFrom(installed: string, tarball: string): Promise<void> {
  const unpacked = await mkdtemp(join(tmpdir(), 'satchel-pack-'));
  try {
    mustSucceed(
      `tar -xzf ${basename(tarball)}`,
      await run('tar', ['-xzf', tarball, '-C', unpacked], { cwd: unpacked }),
    );
    // npm packs every file under one folder named `package`.
    const root = join(unpacked, 'package');
    const differing: string[] = [];
    for (const file of await filesUnder(root)) {
      const mine = await digest(join(root, file));
      const theirs = await digest(join(installed, file)).catch(() => 'missing');
      if (mine !== theirs) differing.push(theirs === 'missing' ? `${file} (missing)` : file);
    }
    if (differing.length > 0) {
      throw new Error(
        `${installed} is not the pack made in this run (${basename(tarball)}): ${differing.length} file(s) differ, ` +
          `first ${differing.slice(0, 5).join(', ')}.`,
      );
    }
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
