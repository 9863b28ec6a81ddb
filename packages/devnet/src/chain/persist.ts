import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { hex } from '@scure/base';
import type { Chain } from './chain';

/** What goes to disk: raw blocks above genesis and the mempool in arrival order. */
export interface StateFile {
  format: 1;
  network: string;
  blocks: string[];
  mempool: string[];
}

export function snapshot(chain: Chain, network: string): StateFile {
  const entries = [...chain.mempool.values()].sort((a, b) => a.seq - b.seq);
  return {
    format: 1,
    network,
    blocks: chain.blocks.slice(1).map((b) => hex.encode(b.raw)),
    mempool: entries.map((e) => hex.encode(e.tx.raw)),
  };
}

/**
 * Writes a file so that a crash at any instant leaves either the old or the new content:
 * write a temp file, fsync it, rename over the target, then fsync the directory so the
 * rename itself is durable. Callers acknowledge only after this returns.
 */
export function writeFileAtomic(path: string, content: string): void {
  // A fresh checkout has no `.devnet/` yet.
  mkdirSync(dirname(path) || '.', { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  try {
    const dirFd = openSync(dirname(path) || '.', 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic there.
  }
}

export function writeStateAtomic(path: string, state: StateFile): void {
  writeFileAtomic(path, JSON.stringify(state));
}

export function readState(path: string): StateFile | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<StateFile>;
  if (parsed.format !== 1 || !Array.isArray(parsed.blocks) || !Array.isArray(parsed.mempool)) {
    throw new Error(`unrecognised devnet state file ${path}`);
  }
  return parsed as StateFile;
}
