import { copyFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildDevWallet } from '../../emulator/build';
import { FAMILIES } from '../../emulator/config';

/**
 * `prepack`: everything the package ships, in `dist/`:
 * - `devwallet.js`, the Dev Wallet as one classic script (emulator/build.ts);
 * - `fixture.js`, the Playwright fixture, which loads that script from beside itself
 *   (`@playwright/test` stays the user's own);
 * - the types: `index.d.ts`, `types.d.ts`, `window.d.ts`, and `families.d.ts` written out as
 *   the emulator's current list of families, so no declaration points back into the repository.
 */
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'dist');

await rm(out, { recursive: true, force: true });
await buildDevWallet(join(out, 'devwallet.js'));
await build({
  entryPoints: [join(here, 'src', 'fixture.ts')],
  outfile: join(out, 'fixture.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: ['node20'],
  external: ['@playwright/test'],
  logLevel: 'warning',
});
for (const file of ['index.d.ts', 'types.d.ts', 'window.d.ts'])
  await copyFile(join(here, file), join(out, file));
await writeFile(
  join(out, 'families.d.ts'),
  `/** The wallets the Dev Wallet can impersonate. */\nexport type Family = ${FAMILIES.map((f) => `'${f}'`).join(' | ')};\n`,
);
console.log(`@satchel/devwallet built into ${out}`);
