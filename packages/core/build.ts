import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackage } from '../../scripts/build-package';

/** `npm run build` / `prepack`: `dist/` as the package.json `exports` name it (scripts/build-package.ts). */
const here = dirname(fileURLToPath(import.meta.url));
await buildPackage(here);
console.log(`@satchel/core built into ${here}/dist`);
