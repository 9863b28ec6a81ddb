import { basename, dirname, join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { SDK_CHUNKS } from '../sdk-chunks';

/** `…/devwallet-sdk-okx.js` on any origin (sdk-chunks.ts names the files). */
const SDK_CHUNK_URL = new RegExp(`/devwallet-sdk-(${SDK_CHUNKS.join('|')})\\.js(\\?.*)?$`);

/**
 * The Dev Wallet fetches a wallet SDK's chunk from the page's origin the first time the page signs
 * with that family (sdk-chunks.ts). Injected as an init script, it has no folder of its own, and the
 * app under test need not serve the chunks: the runner answers for them from beside `bundle`. A page
 * with a route has Playwright answer its CORS preflights, so a suite that proves its app sends none
 * serves the chunks from the app's origin instead (Satchel's own suite does).
 */
export async function serveSdkChunks(target: Page | BrowserContext, bundle: string): Promise<void> {
  const dir = dirname(bundle);
  await target.route(SDK_CHUNK_URL, (route) =>
    route.fulfill({
      path: join(dir, basename(new URL(route.request().url()).pathname)),
      contentType: 'text/javascript',
    }),
  );
}
