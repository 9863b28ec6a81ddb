// Serves an app build for the end-to-end suite (playwright.config.ts's web server):
// `tsx e2e/serve-app.ts <dir> <port>`. Unlike `vite preview`, it sends files as they are, with no
// compression on the fly: over loopback, gzipping every script of every page load cost the suite CPU
// and saved nothing (docs/performance.md).
import { serveStaticApp } from './static-app-server';

const [dir, port] = process.argv.slice(2);
if (!dir || !port || !/^\d+$/.test(port)) {
  console.error('usage: tsx e2e/serve-app.ts <build dir> <port>');
  process.exit(2);
}
const app = await serveStaticApp(dir, Number(port));
console.log(`Serving ${dir} at ${app.url}`);
