import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
export const DEVWALLET_BUNDLE = resolve(here, '..', '..', '..', 'dist-devwallet', 'devwallet.js');

/**
 * Bundles the Dev Wallet into one self-contained classic script (IIFE, no imports) so it can
 * be injected with `page.addInitScript` or a plain `<script>` before the page's own scripts.
 */
export async function buildDevWallet(outfile = DEVWALLET_BUNDLE): Promise<string> {
  await mkdir(dirname(outfile), { recursive: true });
  const result = await build({
    entryPoints: [resolve(here, 'entry.ts')],
    write: false,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    minify: false,
    sourcemap: false,
    legalComments: 'none',
    banner: {
      js: '/* Satchel Dev Wallet: in-page wallet emulator for development and tests. Never use with real funds. */',
    },
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild produced no output.');
  // Write then rename, so a test worker reading the file never sees half of it.
  const temporary = `${outfile}.${process.pid}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, outfile);
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  buildDevWallet().then(
    (file) => console.log(`Satchel Dev Wallet written to ${file}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
