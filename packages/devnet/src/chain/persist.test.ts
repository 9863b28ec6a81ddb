import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readState, type StateFile, writeStateAtomic } from './persist';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('writeStateAtomic', () => {
  it('creates missing parent folders, as on a fresh checkout', () => {
    const dir = mkdtempSync(join(tmpdir(), 'devnet-state-'));
    dirs.push(dir);
    const path = join(dir, '.devnet', 'nested', 'state.json');
    const state: StateFile = { format: 1, network: 'regtest', blocks: ['00'], mempool: [] };
    writeStateAtomic(path, state);
    expect(readState(path)).toEqual(state);
  });
});
