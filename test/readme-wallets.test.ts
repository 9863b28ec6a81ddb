import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supportedWalletsTable } from '@satchel/core/connectors/wallet-table';
import { describe, expect, it } from 'vitest';

describe("README's supported-wallets table", () => {
  it('is the one the family table makes (npm run docs:wallets rewrites it)', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    const table = /<!-- wallets:start[^>]*-->\n([\s\S]*?)\n<!-- wallets:end -->/.exec(readme)?.[1];
    expect(table).toBe(supportedWalletsTable());
  });

  it('lists every named family with what it can do', () => {
    const table = supportedWalletsTable();
    for (const id of [
      'xverse',
      'unisat',
      'magiceden',
      'leather',
      'okx',
      'phantom',
      'oyl',
      'wizz',
      'bitget',
      'binance',
      'orange',
      'keplr',
    ]) {
      expect(table).toContain(`| \`${id}\` |`);
    }
    expect(table).toMatch(/\| Xverse \| `xverse` \| yes \| yes \| ECDSA, BIP-322 \|/);
  });

  it('says what each family is checked against, its strongest source (SPEC R26.2)', () => {
    const rows = supportedWalletsTable().split('\n').slice(2);
    for (const row of rows) expect(row).toMatch(/\| (real code: |real extension: |documents: )[^|]+\|$/);
    expect(rows.find((r) => r.includes('`leather`'))).toContain('real extension: Leather 6.73.4');
    expect(rows.find((r) => r.includes('`metamask`'))).toContain(
      'real code: @metamask/bitcoin-wallet-standard',
    );
  });
});
