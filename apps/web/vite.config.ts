import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, runnerImport, type UserConfig } from 'vite';

/** The app's folder (Vite's root: index.html, public/) and the repository it builds in. */
const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY = resolve(HERE, '..', '..');

/**
 * Builds land in the repository's root (`dist/`, and `--outDir dist-e2e` for the suite's builds), where
 * `vite preview`, the tests and the benchmarks look for them: a relative `outDir`, the command
 * line's included, is read from the repository rather than from the app's folder.
 */
function outDirInRepository(): Plugin {
  return {
    name: 'satchel-out-dir',
    config(config) {
      const outDir = config.build?.outDir ?? 'dist';
      return { build: { outDir: isAbsolute(outDir) ? outDir : resolve(REPOSITORY, outDir) } };
    },
  };
}

/**
 * The configuration's own helpers are TypeScript that imports @satchel/core by name. Vite bundles
 * a config file without tsconfig "paths", so they load through Vite's module runner with them, and
 * with the workspace's packages inlined from their sources: left external, Node would load
 * `packages/core/dist`, which a fresh clone has not built (and which packing the kit rewrites).
 */
async function importWithPaths<T>(file: string): Promise<T> {
  const resolveOptions = { tsconfigPaths: true, noExternal: [/^@satchel\//] };
  return (await runnerImport<T>(file, { resolve: resolveOptions, logLevel: 'error' })).module;
}

/**
 * The headers a host should send (README, Deploying), written into the build as `_headers` (the
 * format static hosts such as Netlify and Cloudflare Pages read) and sent by `vite preview` from
 * that file, so the preview serves exactly what this build was configured for.
 */
function securityHeadersFile(headers: Record<string, string>): Plugin {
  return {
    name: 'satchel-security-headers',
    generateBundle() {
      const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n` });
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, '_headers');
      const built = existsSync(file) ? readHeadersFile(readFileSync(file, 'utf8')) : {};
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(built)) res.setHeader(name, value);
        next();
      });
    },
  };
}

function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (match?.[1] && match[2]) headers[match[1]] = match[2];
  }
  return headers;
}

/** The build's Content-Security-Policy as a `<meta>` element, for hosts that send no headers. */
function contentSecurityPolicyMeta(policy: string): Plugin {
  return {
    name: 'satchel-csp',
    apply: 'build',
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/**
 * The page's frame as static HTML inside `#root` (apps/web/first-screen.ts), so the first paint
 * does not wait for the script.
 */
function firstScreen(html: string): Plugin {
  return {
    name: 'satchel-first-screen',
    apply: 'build',
    transformIndexHtml(page) {
      const empty = '<div id="root"></div>';
      if (!page.includes(empty))
        throw new Error('index.html has no empty <div id="root"></div> for the first screen');
      return page.replace(empty, `<div id="root">${html}</div>`);
    },
  };
}

/**
 * Devnet builds only (`SATCHEL_DEVWALLET=inject`): ships the Satchel Dev Wallet as two files
 * loaded by classic scripts ahead of the app's module, so its globals exist before any
 * detection runs, exactly like a wallet extension's content script. A page that set
 * `window.__SATCHEL_DEVWALLET__` earlier (a test) keeps its own options.
 */
/** The Dev Wallet's SDK chunks beside its script (packages/devwallet/src/sdk-chunks.ts). */
const SDK_CHUNK_FILE = /^devwallet-sdk-[a-z]+\.js$/;

function devWallet(options: {
  enabled: boolean;
  /** A devnet build (regtest, or mainnet on a loopback explorer): the Dev Wallet may appear. */
  devnet: boolean;
  esploraUrl: string;
  network: string;
  families: readonly string[];
}): Plugin {
  return {
    name: 'satchel-devwallet',
    apply: 'build',
    generateBundle() {
      const bundle = join(REPOSITORY, 'dist-devwallet/devwallet.js');
      // A devnet build serves the wallet SDKs' chunks (sdk-chunks.ts) from its own origin, where the
      // Dev Wallet looks for them whether the <script> below or a test runner's init script loaded it.
      const folder = dirname(bundle);
      const chunks = existsSync(folder)
        ? readdirSync(folder).filter((name) => SDK_CHUNK_FILE.test(name))
        : [];
      for (const file of options.devnet ? chunks : []) {
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(join(folder, file), 'utf8') });
      }
      if (!options.enabled) return;
      if (!existsSync(bundle)) this.error(`${bundle} is missing: run npm run build:devwallet first`);
      const config = {
        network: options.network,
        esploraUrl: options.esploraUrl,
        // Every family but the Wallet-Standard-only test family, which would list a second Dev Wallet.
        impersonate: options.families.filter((family) => family !== 'standard'),
        autoApprove: false,
      };
      this.emitFile({
        type: 'asset',
        fileName: 'devwallet-config.js',
        source: `window.__SATCHEL_DEVWALLET__ = window.__SATCHEL_DEVWALLET__ || ${JSON.stringify(config)};\n`,
      });
      this.emitFile({ type: 'asset', fileName: 'devwallet.js', source: readFileSync(bundle, 'utf8') });
    },
    transformIndexHtml() {
      if (!options.enabled) return [];
      return [
        { tag: 'script', attrs: { src: '/devwallet-config.js' }, injectTo: 'head' },
        { tag: 'script', attrs: { src: '/devwallet.js' }, injectTo: 'head' },
      ];
    },
  };
}

export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  const [{ FAMILIES }, { configFromEnv }, { contentSecurityPolicy, securityHeaders }, { firstScreenHtml }] =
    await Promise.all([
      importWithPaths<typeof import('../../packages/devwallet/src/config')>(
        join(REPOSITORY, 'packages/devwallet/src/config.ts'),
      ),
      importWithPaths<typeof import('./env-config')>(join(HERE, 'env-config.ts')),
      importWithPaths<typeof import('./security-headers')>(join(HERE, 'security-headers.ts')),
      importWithPaths<typeof import('./first-screen')>(join(HERE, 'first-screen.ts')),
    ]);
  const env = { ...loadEnv(mode, REPOSITORY, 'VITE_'), ...pickViteEnv(process.env) };
  const config = configFromEnv(env);
  const injectDevWallet = process.env.SATCHEL_DEVWALLET === 'inject' && config.devnet;
  return {
    // The app imports @satchel/core and @satchel/react by name, built from their sources
    // (tsconfig.json "paths"), as a consumer would from the packages.
    root: HERE,
    envDir: REPOSITORY,
    resolve: { tsconfigPaths: true },
    plugins: [
      outDirInRepository(),
      contentSecurityPolicyMeta(contentSecurityPolicy(config, 'meta')),
      securityHeadersFile(securityHeaders(config)),
      firstScreen(firstScreenHtml(config)),
      devWallet({
        enabled: injectDevWallet,
        devnet: config.devnet,
        network: config.network,
        esploraUrl: config.explorerBaseUrl,
        families: FAMILIES,
      }),
    ],
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        // TanStack Query marks files "use client" for server-component bundlers; meaningless here.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        output: {
          codeSplitting: {
            // The modules the first screen needs that lazy pages share too, in one chunk rather
            // than a dozen small ones (each its own request and gzip stream): the family table and
            // detection, React, the connection errors. What only lazy pages use stays out of it, or
            // it would ride along in the first load: TanStack Query (it loads once the page is idle
            // or a wallet connects) and the rest of the error catalogue.
            groups: [
              {
                name: 'shell',
                test: /packages\/core\/src\/wallets\/([^/]+\/(family|find)|table|define|walletconnect\/options?)\.ts$|node_modules\/react\/|packages\/core\/src\/primitives\/errors\/(?!catalogue)|apps\/web\/(components\/ErrorMessage|locales\/en)\.tsx?$|packages\/react\/src\/(context|hooks\/useConnector)\.ts$/,
              },
            ],
          },
        },
      },
    },
    preview: { host: '127.0.0.1' },
    server: { host: '127.0.0.1' },
  };
});

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) if (key.startsWith('VITE_') && value) out[key] = value;
  return out;
}
