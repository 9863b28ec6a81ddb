// `npm run docs:wallets`: rewrites the wallet lists of README and of the Dev Wallet's README from
// the wallet family table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devWalletProtocols, replaceBetween, supportedWalletsTable } from './wallet-docs';

const root = join(import.meta.dirname, '..');
for (const [file, generated] of [
  ['README.md', supportedWalletsTable()],
  ['packages/devwallet/README.md', devWalletProtocols()],
] as const) {
  const path = join(root, file);
  writeFileSync(path, replaceBetween(readFileSync(path, 'utf8'), generated));
  console.log(`${file}: wallets rewritten`);
}
