import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILY_IDS, familyById } from '@satchel/core/wallets/registry/families';
import { describe, expect, it } from 'vitest';
import { between, devWalletProtocols, supportedWalletsTable } from '../scripts/wallet-docs';
import { SUBJECT } from './subjects';

describe("README's supported-wallets table", () => {
  it('is the one the family table makes (npm run docs:wallets rewrites it)', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    expect(between(readme)).toBe(supportedWalletsTable());
  });

  it("is the Dev Wallet README's list of protocols too", () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'packages/devwallet/README.md'), 'utf8');
    expect(between(readme)).toBe(devWalletProtocols());
    expect(devWalletProtocols()).toContain('MetaMask');
  });

  it('lists every named family with what it can do', () => {
    const table = supportedWalletsTable();
    for (const id of FAMILY_IDS) {
      expect(table).toContain(`| \`${id}\` |`);
    }
    const satsConnect = familyById(SUBJECT.satsConnect);
    expect(table).toContain(`| ${satsConnect?.name} | \`${satsConnect?.id}\` | yes | yes | ECDSA, BIP-322 |`);
  });

  it('says what each family is checked against, its strongest source', () => {
    const rows = supportedWalletsTable().split('\n').slice(2);
    for (const row of rows) expect(row).toMatch(/\| (real code: |real extension: |documents: )[^|]+\|$/);
    expect(rows.find((r) => r.includes(`\`${SUBJECT.rpc}\``))).toContain('real extension: Leather 6.73.4');
    expect(rows.find((r) => r.includes(`\`${SUBJECT.standardBitcoin}\``))).toContain(
      'real code: @metamask/bitcoin-wallet-standard',
    );
  });
});
