import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { SDK_CHUNKS, SDK_REGISTRY, type SdkChunk, sdkChunkFile } from './sdk-chunks';

const here = dirname(fileURLToPath(import.meta.url));
export const DEVWALLET_BUNDLE = resolve(here, '..', '..', '..', 'dist-devwallet', 'devwallet.js');

/**
 * Bundles the Dev Wallet into one self-contained classic script (IIFE, no imports) so it can
 * be injected with `page.addInitScript` or a plain `<script>` before the page's own scripts, and
 * writes beside it one classic script per wallet SDK (sdk-chunks.ts), which the Dev Wallet fetches
 * the first time a page signs with that family. Minified: every page of the app's devnet build and
 * every test navigation loads and parses it.
 */
export async function buildDevWallet(outfile = DEVWALLET_BUNDLE): Promise<string> {
  await mkdir(dirname(outfile), { recursive: true });
  await Promise.all([
    bundle({ entryPoints: [resolve(here, 'entry.ts')] }, outfile, [splitSdks()]),
    ...SDK_CHUNKS.map((name) =>
      bundle(
        {
          stdin: {
            contents: sdkChunkEntry(name),
            resolveDir: resolve(here, 'families'),
            sourcefile: sdkChunkFile(name),
            loader: 'ts',
          },
        },
        join(dirname(outfile), sdkChunkFile(name)),
        [],
      ),
    ),
  ]);
  return outfile;
}

/** A chunk's entry: the SDK module, left where the Dev Wallet's loader looks for it. */
const sdkChunkEntry = (name: SdkChunk) =>
  `import * as sdk from './${name}-sdk-wallet';
` +
  `const registry = ((globalThis as any)[${JSON.stringify(SDK_REGISTRY)}] ??= {});
registry[${JSON.stringify(name)}] = sdk;
`;

/** In the page bundle, the SDK modules are not bundled: sdk-chunks.ts fetches their chunks. */
function splitSdks(): Plugin {
  // Imported from families/ (`./`) or from a family's own folder (`../`).
  const sdkModule = new RegExp(`^\\.\\.?/(${SDK_CHUNKS.join('|')})-sdk-wallet$`);
  return {
    name: 'split-sdks',
    setup(plugin) {
      plugin.onResolve({ filter: sdkModule }, (args) => ({ path: args.path, namespace: 'sdk-chunk' }));
      plugin.onLoad({ filter: /.*/, namespace: 'sdk-chunk' }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`${args.path} is a chunk of its own (sdk-chunks.ts)`)});`,
        loader: 'js',
      }));
    },
  };
}

async function bundle(
  entry: Pick<BuildOptions, 'entryPoints' | 'stdin'>,
  outfile: string,
  plugins: Plugin[],
) {
  const result = await build({
    ...entry,
    write: false,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    banner: {
      js: '/* Satchel Dev Wallet: in-page wallet emulator for development and tests. Never use with real funds. */',
    },
    logLevel: 'warning',
    // What the wallets' SDKs (families/unisat-sdk-wallet.ts, okx-sdk-wallet.ts) take from Node:
    // `Buffer`, `process` (node-globals.ts) and `global` (randombytes, through ecpair).
    inject: [resolve(here, 'node-globals.ts')],
    define: { global: 'globalThis', __SATCHEL_SPLIT_SDKS__: 'true' },
    plugins: [...plugins, walletSdkPlugin()],
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild produced no output.');
  // Write then rename, so a test worker reading the file never sees half of it.
  const temporary = `${outfile}.${process.pid}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, outfile);
}

/**
 * UniSat's patch to bitcoinjs-lib 6.1.6 (github.com/unisat-wallet/extension, tag v1.7.3,
 * patches/bitcoinjs-lib+6.1.6.patch; @unisat/wallet-sdk 1.9.0 ships the same file and applies it from
 * an install script, which npm does not run here): an input is signed even when its script does not
 * hold the signing key, and every leaf of a taproot input is signed. Each pair is [before, after].
 */
export const UNISAT_BITCOINJS_PATCH: readonly (readonly [string, string])[] = [
  [
    "      checkScriptForPubkey(pSig.pubkey, script, 'verify');",
    "      // checkScriptForPubkey(pSig.pubkey, script, 'verify');",
  ],
  ["  checkScriptForPubkey(pubkey, script, 'sign');", "  // checkScriptForPubkey(pubkey, script, 'sign');"],
  [
    '    .filter(tapLeaf => (0, psbtutils_1.pubkeyInScript)(pubkey, tapLeaf.script))',
    '    // .filter(tapLeaf => (0, psbtutils_1.pubkeyInScript)(pubkey, tapLeaf.script))',
  ],
];

/** bitcoinjs-lib's `src/psbt.js` with UniSat's patch; throws if any line is not found once. */
export function patchBitcoinjsPsbt(source: string): string {
  let patched = source;
  for (const [before, after] of UNISAT_BITCOINJS_PATCH) {
    if (patched.split(before).length !== 2) {
      throw new Error(`UniSat's bitcoinjs-lib patch does not apply: ${before.trim()}`);
    }
    patched = patched.replace(before, after);
  }
  return patched;
}

/**
 * Modules the wallets' SDKs require only on paths the Dev Wallet never takes, each read only inside
 * those functions, never as the SDK loads. @unisat/wallet-sdk: Keystone's hardware keyring
 * (@keystonehq/keystone-sdk, bitcore-lib), the HD keyring built from a mnemonic (bip39, hdkey) and
 * bitcore-lib's random-nonce ECDSA (`signMessageOfECDSA`; UniSat signs messages with the
 * deterministic one). @okxweb3/coin-bitcoin: Node's `crypto`, for the random hash of its MPC helpers.
 */
const UNUSED_BY_SDK: readonly [RegExp, readonly string[]][] = [
  [/[\\/]@unisat[\\/]wallet-sdk[\\/]/, ['bitcore-lib', '@keystonehq/keystone-sdk', 'bip39', 'hdkey']],
  [/[\\/]@okxweb3[\\/]coin-bitcoin[\\/]/, ['crypto']],
];

/**
 * The wallets' own SDKs in a page (families/unisat-sdk-wallet.ts, okx-sdk-wallet.ts): UniSat's
 * bitcoinjs-lib patch; tiny-secp256k1, WebAssembly that a page's Content-Security-Policy may forbid
 * compiling, replaced by @bitcoinerlab/secp256k1 (the same API in plain JavaScript, a dependency of
 * @unisat/wallet-sdk itself); Node's `stream` by readable-stream; and the modules above by a stub
 * that throws if it is ever reached.
 */
function walletSdkPlugin(): Plugin {
  const names = UNUSED_BY_SDK.flatMap(([, list]) => list).map((n) => n.replace(/[/.]/g, '\\$&'));
  const unused = new RegExp(`^(${names.join('|')})(/.*)?$`);
  return {
    name: 'wallet-sdks',
    setup(plugin) {
      plugin.onResolve({ filter: /^tiny-secp256k1$/ }, (args) =>
        plugin.resolve('@bitcoinerlab/secp256k1', { resolveDir: args.resolveDir, kind: args.kind }),
      );
      // cipher-base (create-hash, through ecpair's wif) extends Node's stream Transform: the
      // readable-stream it already depends on stands in, as stream-browserify does in UniSat's
      // own build (build/webpack.common.config.js, resolve.fallback).
      plugin.onResolve({ filter: /^stream$/ }, (args) =>
        /[\\/]node_modules[\\/]/.test(args.importer)
          ? plugin.resolve('readable-stream', { resolveDir: args.resolveDir, kind: args.kind })
          : undefined,
      );
      plugin.onResolve({ filter: unused }, (args) => {
        const root = args.path.startsWith('@')
          ? args.path.split('/').slice(0, 2).join('/')
          : args.path.split('/')[0];
        const stubbed = UNUSED_BY_SDK.some(
          ([importer, list]) => importer.test(args.importer) && list.includes(root ?? ''),
        );
        return stubbed ? { path: args.path, namespace: 'unused-by-sdk' } : undefined;
      });
      plugin.onLoad({ filter: /.*/, namespace: 'unused-by-sdk' }, (args) => ({
        contents: `module.exports = new Proxy({}, { get(_, key) {
  if (typeof key === 'symbol' || key === '__esModule' || key === 'then') return undefined;
  throw new Error(${JSON.stringify(`${args.path} is not in the Satchel Dev Wallet's bundle`)});
} });`,
        loader: 'js',
      }));
      plugin.onLoad(
        { filter: /[\\/]@unisat[\\/]wallet-sdk[\\/]node_modules[\\/]bitcoinjs-lib[\\/]src[\\/]psbt\.js$/ },
        async (args) => ({ contents: patchBitcoinjsPsbt(await readFile(args.path, 'utf8')), loader: 'js' }),
      );
    },
  };
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
