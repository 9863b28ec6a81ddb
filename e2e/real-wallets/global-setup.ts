import { APPS_BUILT_ENV, buildRealWalletApps, built } from './build-apps';
import { LEATHER_APP_DIST, UNISAT_APP_DIST } from './ports';

/** The tier's app builds, unless `npm test` made them ahead for this run. */
export default function globalSetup() {
  if (process.env[APPS_BUILT_ENV] === '1' && built(LEATHER_APP_DIST) && built(UNISAT_APP_DIST)) return;
  buildRealWalletApps();
}
