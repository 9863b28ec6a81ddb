// `npm run docs:wallets`: rewrites the wallet lists of README and of the Dev Wallet's README from
// the wallet family table, and the wallet support matrix from the table and the PSBT rules.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devWalletProtocols, replaceBetween, supportedWalletsTable } from './wallet-docs';
import { SUPPORT_PAGE, supportPage } from './wallet-matrix';

const root = join(import.meta.dirname, '..');
for (const [file, generated] of [
  ['README.md', supportedWalletsTable()],
  ['packages/devwallet/README.md', devWalletProtocols()],
] as const) {
  const path = join(root, file);
  writeFileSync(path, replaceBetween(readFileSync(path, 'utf8'), generated));
  console.log(`${file}: wallets rewritten`);
}
writeFileSync(join(root, SUPPORT_PAGE), supportPage());
console.log(`${SUPPORT_PAGE}: written`);
