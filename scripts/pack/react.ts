import { copyFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackage } from '../build-package';

/**
 * `npm run build` / `prepack`: `dist/` as the package.json `exports` name it
 * (scripts/build-package.ts), and the chooser's stylesheet as `@satchel/react/styles.css`.
 * Its declarations read @satchel/core's, so core is built first when its `dist/` is missing.
 */
/** The package this builds: packages/react. */
const here = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'react');
const core = join(here, '..', 'core');
const coreBuilt = await stat(join(core, 'dist', 'index.d.ts')).then(
  () => true,
  () => false,
);
if (!coreBuilt) await buildPackage(core);
await buildPackage(here);
await copyFile(join(here, 'src', 'components', 'WalletChooser.css'), join(here, 'dist', 'styles.css'));
console.log(`@satchel/react built into ${here}/dist`);
