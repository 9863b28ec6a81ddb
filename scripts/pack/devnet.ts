import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { finishBin } from '../package-bin';
import { packageDeclarations } from '../package-declarations';

/**
 * `prepack`: bundles the devnet into plain ES modules for Node 20 with every dependency inside,
 * so the tarball installs without a registry and runs without a build step:
 * `dist/index.js` (createDevnet) and `dist/cli.js` (the `satchel-devnet` bin, src/cli.ts),
 * sharing one chunk; and `dist/types/`, the declarations generated from src/public.ts.
 */
/** The package this builds: packages/devnet. */
const here = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'devnet');
const out = join(here, 'dist');

await rm(out, { recursive: true, force: true });
await build({
  entryPoints: { index: join(here, 'src', 'public.ts'), cli: join(here, 'src', 'cli.ts') },
  outdir: out,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/devnet-[hash]',
  format: 'esm',
  platform: 'node',
  target: ['node20'],
  legalComments: 'none',
  logLevel: 'warning',
});

await finishBin(join(out, 'cli.js'), {
  repository: 'usage: npm run devnet --',
  installed: 'usage: satchel-devnet',
});
// The declarations, generated from src/public.ts (the entry above).
await packageDeclarations({ dir: here, entries: ['devnet/src/public.d.ts'] });
console.log(`@satchel/devnet bundled into ${out}`);
