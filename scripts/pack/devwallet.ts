import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildDevWallet } from '../../packages/devwallet/src/build';
import { finishBin } from '../package-bin';
import { packageDeclarations } from '../package-declarations';

/**
 * `prepack`: everything the package ships, in `dist/`:
 * - `devwallet.js`, the Dev Wallet as one classic script (src/build.ts);
 * - `fixture.js`, the Playwright fixture (src/kit/fixture.ts), which loads that script from beside
 *   itself (`@playwright/test` stays the user's own);
 * - `real.js`, the fixture on the real Leather and UniSat extensions (src/kit/real/fixture.ts);
 * - `cli.js`, the `satchel-devwallet` bin (`satchel-devwallet check-psbt`, src/compat/cli.ts, the command in check-psbt-command.ts), Node
 *   20 with every dependency inside;
 * - `types/`, the declarations generated from src/kit/ (fixture, types, window, real/), so every
 *   type the package publishes is the Dev Wallet's own.
 */
/** The package this builds: packages/devwallet. */
const here = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'devwallet');
const out = join(here, 'dist');

await rm(out, { recursive: true, force: true });
await buildDevWallet(join(out, 'devwallet.js'));
const fixtures: [entry: string, file: string][] = [
  [join('kit', 'fixture.ts'), 'fixture.js'],
  [join('kit', 'real', 'fixture.ts'), 'real.js'],
];
for (const [entry, file] of fixtures) {
  await build({
    entryPoints: [join(here, 'src', entry)],
    outfile: join(out, file),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: ['node20'],
    external: ['@playwright/test'],
    logLevel: 'warning',
  });
}
await build({
  entryPoints: [join(here, 'src', 'compat', 'cli.ts')],
  outfile: join(out, 'cli.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: ['node20'],
  legalComments: 'none',
  logLevel: 'warning',
});
await finishBin(join(out, 'cli.js'), {
  repository: 'usage: npm run check-psbt --',
  installed: 'usage: satchel-devwallet check-psbt',
});
await packageDeclarations({
  dir: here,
  entries: [
    'devwallet/src/kit/fixture.d.ts',
    'devwallet/src/kit/window.d.ts',
    'devwallet/src/kit/real/fixture.d.ts',
  ],
  external: ['@playwright/test'],
});
console.log(`@satchel/devwallet built into ${out}`);
