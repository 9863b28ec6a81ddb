import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCompat } from '@satchel/core/compat';
import { WALLET_FAMILIES } from '@satchel/core/wallets/registry/families';
import { describe, expect, it } from 'vitest';
import { SUPPORT_PAGE, supportPage } from '../scripts/wallet-matrix';

const { WALLET_RULES } = await loadCompat();

describe('the wallet support matrix (docs/wallet-support.md)', () => {
  it('is the page the family table and the PSBT rules make (npm run docs:wallets rewrites it)', () => {
    const page = readFileSync(join(import.meta.dirname, '..', SUPPORT_PAGE), 'utf8');
    expect(page).toBe(supportPage());
  });

  it('has one overview row and one section per family, each with its status source and rule sources', () => {
    const page = supportPage();
    for (const family of WALLET_FAMILIES) {
      expect(page).toContain(`| [${family.name}](#${family.id}) |`);
      expect(page).toContain(`<a id="${family.id}"></a>\n\n### ${family.name}\n`);
      expect(page).toContain(`Source: <${family.status.source}>`);
      for (const url of WALLET_RULES[family.id].sighash.sources) expect(page).toContain(`<${url}>`);
    }
  });

  it('says which wallets left Bitcoin web apps, and when', () => {
    const page = supportPage();
    for (const family of WALLET_FAMILIES.filter((f) => f.status.state === 'withdrawn'))
      expect(page).toMatch(
        new RegExp(`\\[${family.name}\\]\\(#${family.id}\\) \\| left Bitcoin web apps \\(`),
      );
  });

  it('a stale page fails the comparison', () => {
    const [first] = WALLET_FAMILIES;
    expect(first).toBeDefined();
    if (!first) return;
    const stale = supportPage(WALLET_FAMILIES.filter((family) => family !== first));
    expect(stale).not.toBe(supportPage());
  });
});
