// `npm run real-wallets:build`: builds the real Leather and Unisat extensions the real-extension
// tier loads from their public MIT sources at pinned commits, into
// ../shared/real-wallets/<name>/ beside the project root. Needs git, network access to GitHub and
// the npm registry, and several GB of disk; never run by `npm test`. An existing build is kept
// unless `--force` is given. Node built-ins only.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root } from './lib.mjs';

const OUT = resolve(root, '..', 'shared', 'real-wallets');
const WORK = process.env.SATCHEL_REAL_WALLETS_WORK ?? join(tmpdir(), 'satchel-real-wallets-build');
const force = process.argv.includes('--force');

const WALLETS = [
  {
    name: 'leather-6.73.4',
    repo: 'https://github.com/leather-io/extension.git',
    // v6.73.4, 2025-10-09
    commit: '05d24d70623d66ee6ca23c1fdc0f5593501ad591',
    build: buildLeather,
    dist: 'dist',
  },
  {
    name: 'unisat-1.7.3',
    repo: 'https://github.com/unisat-wallet/extension.git',
    // tag v1.7.3
    commit: '86e41284bbd0599b38a8f8cb9e8a112c5cd801b8',
    build: buildUnisat,
    dist: 'dist/chrome',
  },
];

class StepError extends Error {}

function sh(cwd, command, args, env = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw new StepError(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new StepError(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function checkout({ repo, commit, name }) {
  const dir = join(WORK, name);
  if (!existsSync(join(dir, '.git'))) {
    mkdirSync(dir, { recursive: true });
    sh(dir, 'git', ['init', '-q']);
    sh(dir, 'git', ['remote', 'add', 'origin', repo]);
  }
  sh(dir, 'git', ['fetch', '--depth', '1', 'origin', commit]);
  sh(dir, 'git', ['checkout', '-q', '--force', commit]);
  sh(dir, 'git', ['clean', '-qfdx', '-e', 'node_modules']);
  return dir;
}

/** Leather's `build:ext:test`: pnpm install, Panda CSS codegen, webpack with the testing environment. */
function buildLeather(dir) {
  sh(dir, 'npx', ['--yes', 'pnpm@9.11.0', 'install', '--frozen-lockfile', '--ignore-scripts']);
  sh(dir, 'npx', ['--yes', 'pnpm@9.11.0', 'exec', 'panda', 'codegen']);
  sh(dir, 'npx', ['--yes', 'pnpm@9.11.0', 'exec', 'webpack', '--config', 'webpack/webpack.config.prod.js'], {
    WALLET_ENVIRONMENT: 'testing',
    NODE_ENV: 'production',
  });
}

/**
 * Unisat's `build:chrome:mv3` (gulp, MV3, store channel). Its lockfile fetches a few packages from
 * npmmirror and yarnpkg; they are taken from the npm registry instead. `@unisat/animated-qr`
 * (only used by the cold-wallet QR screens) is not on the npm registry: it is left out of the
 * install and replaced by a module whose functions throw.
 */
function buildUnisat(dir) {
  const lockFile = join(dir, 'yarn.lock');
  const lock = readFileSync(lockFile, 'utf8')
    .replace(/https:\/\/registry\.(npmmirror\.com|yarnpkg\.com)\//g, 'https://registry.npmjs.org/')
    .replace(/\n"@unisat\/animated-qr@[^\n]*\n(?: {2}[^\n]*\n)*/, '\n');
  writeFileSync(lockFile, lock);
  const manifestFile = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  delete manifest.dependencies['@unisat/animated-qr'];
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  sh(dir, 'npx', ['--yes', 'yarn@1.22.22', 'install', '--ignore-scripts', '--frozen-lockfile']);
  sh(dir, 'npx', ['patch-package']);
  sh(dir, 'node', ['scripts/fix-modules.js']);
  const stub = join(dir, 'node_modules', '@unisat', 'animated-qr');
  mkdirSync(stub, { recursive: true });
  writeFileSync(
    join(stub, 'package.json'),
    JSON.stringify({
      name: '@unisat/animated-qr',
      version: '0.0.0-stub',
      main: 'index.js',
      types: 'index.d.ts',
    }),
  );
  const unavailable =
    "function unavailable() { throw new Error('animated QR codes are not in this build'); }";
  const names = [
    'createUniversalDecoder',
    'createMessageDecoder',
    'encodeSignRequest',
    'getSignTypeDisplayName',
    'normalizeSignType',
  ];
  writeFileSync(
    join(stub, 'index.js'),
    `${unavailable}\n${names.map((n) => `exports.${n} = unavailable;`).join('\n')}\nexports.BBQREncoder = class { constructor() { unavailable(); } };\n`,
  );
  writeFileSync(
    join(stub, 'index.d.ts'),
    `${names.map((n) => `export declare const ${n}: any;`).join('\n')}\nexport declare const BBQREncoder: any;\nexport type ColdWalletData = any;\nexport type MsgSignResult = any;\nexport type MsgSignRequest = any;\nexport type TransactionSignResult = any;\n`,
  );
  sh(dir, 'npx', ['gulp', 'build', '--env=pro', '--browser=chrome', '--manifest=mv3', '--channel=store']);
}

function removeSourceMaps(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) removeSourceMaps(path);
    else if (name.endsWith('.map')) rmSync(path);
  }
}

function main() {
  mkdirSync(OUT, { recursive: true });
  let failures = 0;
  for (const wallet of WALLETS) {
    const target = join(OUT, wallet.name);
    if (existsSync(join(target, 'manifest.json')) && !force) {
      console.log(`✓ ${wallet.name}: already built in ${target} (--force rebuilds it)`);
      continue;
    }
    try {
      console.log(`\n▶ ${wallet.name} from ${wallet.repo} at ${wallet.commit}`);
      const dir = checkout(wallet);
      wallet.build(dir);
      const dist = join(dir, wallet.dist);
      if (!existsSync(join(dist, 'manifest.json')))
        throw new StepError(`the build wrote no ${wallet.dist}/manifest.json`);
      rmSync(target, { recursive: true, force: true });
      cpSync(dist, target, { recursive: true });
      removeSourceMaps(target);
      if (existsSync(join(dir, 'LICENSE'))) cpSync(join(dir, 'LICENSE'), join(target, 'LICENSE'));
      console.log(`✓ ${wallet.name}: built into ${target}`);
    } catch (error) {
      failures++;
      const reason = error instanceof StepError ? error.message : String(error);
      console.error(
        `✗ ${wallet.name} was not built: ${reason}. This needs git and network access to GitHub and the npm registry; offline, copy an existing build into ${target}.`,
      );
    }
  }
  process.exit(failures === 0 ? 0 : 1);
}

main();
