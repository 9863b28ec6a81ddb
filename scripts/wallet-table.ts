// `npm run docs:wallets`: rewrites README's supported-wallets table from the wallet family table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { supportedWalletsTable } from '@satchel/core/connectors/wallet-table';

export const START = '<!-- wallets:start (npm run docs:wallets) -->';
export const END = '<!-- wallets:end -->';

const readme = join(import.meta.dirname, '..', 'README.md');
const text = readFileSync(readme, 'utf8');
const from = text.indexOf(START);
const to = text.indexOf(END);
if (from === -1 || to < from) throw new Error('README.md has no wallets table markers');
writeFileSync(readme, `${text.slice(0, from + START.length)}\n${supportedWalletsTable()}\n${text.slice(to)}`);
console.log('README.md: supported-wallets table rewritten');
