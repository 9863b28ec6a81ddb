import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackage } from '../build-package';

/** `npm run build` / `prepack`: `dist/` as the package.json `exports` name it (scripts/build-package.ts). */
/** The package this builds: packages/core. */
const here = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'core');
await buildPackage(here);
console.log(`@satchel/core built into ${here}/dist`);
