// `npm start`: install what is missing, start the devnet, build the app against it and
// serve it on http://127.0.0.1:5173. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { APP_VITE_CONFIG, ensureDependencies, hasFile, log, npxBin, root, run } from './lib.mjs';

const APP_PORT = process.env.PORT ?? '5173';
const DEVNET_PORT = process.env.SATCHEL_DEVNET_PORT ?? '3002';
const network = process.env.VITE_NETWORK ?? 'regtest';
const children = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function main() {
  await ensureDependencies();
  const env = { VITE_NETWORK: network };
  const onDevnet = network === 'regtest' && hasFile('packages/devnet/src/cli.ts');

  if (onDevnet) {
    log(`Starting the devnet on http://127.0.0.1:${DEVNET_PORT} (state in .devnet/)`);
    const devnet = spawn(
      npxBin('tsx'),
      [
        'packages/devnet/src/cli.ts',
        '--port',
        DEVNET_PORT,
        '--state',
        '.devnet/state.json',
        // The app's devnet panel calls the control plane from the page served below.
        '--app-origin',
        `http://127.0.0.1:${APP_PORT}`,
        '--app-origin',
        `http://localhost:${APP_PORT}`,
        ...process.argv.slice(2),
      ],
      { cwd: root, stdio: 'inherit' },
    );
    children.push(devnet);
    devnet.on('exit', (code) => {
      console.error(`devnet stopped (exit ${code})`);
      stopAll(code ?? 1);
    });
    await waitFor(`http://127.0.0.1:${DEVNET_PORT}/api/blocks/tip/height`);
    env.VITE_ESPLORA_BASE_REGTEST = `http://127.0.0.1:${DEVNET_PORT}/api`;
    env.VITE_ORDERING_BASE_REGTEST = `http://127.0.0.1:${DEVNET_PORT}/ordinals/v1`;
    env.VITE_INDEXER_BASE_REGTEST = `http://127.0.0.1:${DEVNET_PORT}/ord`;
    if (hasFile('packages/devwallet/src/build.ts')) {
      log('Building the Satchel Dev Wallet');
      if ((await run(npxBin('tsx'), ['packages/devwallet/src/build.ts'])) !== 0)
        throw new Error('Dev Wallet build failed');
      env.SATCHEL_DEVWALLET = 'inject';
      if (hasFile('scripts/fund-devwallet.ts')) {
        log('Funding the Dev Wallet from the faucet (first run only)');
        await run(npxBin('tsx'), ['scripts/fund-devwallet.ts', `http://127.0.0.1:${DEVNET_PORT}`]);
      }
    }
  }

  log(`Building the app for ${network}`);
  if ((await run(npxBin('vite'), ['build', '--config', APP_VITE_CONFIG], { env })) !== 0)
    throw new Error('build failed');

  log('Serving the app');
  const preview = spawn(
    npxBin('vite'),
    ['preview', '--config', APP_VITE_CONFIG, '--host', '127.0.0.1', '--port', APP_PORT, '--strictPort'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(preview);
  preview.on('exit', (code) => stopAll(code ?? 1));
  await waitFor(`http://127.0.0.1:${APP_PORT}/`);
  console.log(`\n  Satchel is running: http://127.0.0.1:${APP_PORT}/\n`);
  if (onDevnet) {
    console.log(
      '  Open it, click "Connect wallet" and pick "Satchel Dev Wallet": it is funded on the devnet.',
    );
    console.log(
      '  The Devnet panel at the foot of every page mines a block, pays the wallet test BTC, and gives it',
    );
    console.log(
      '  a test inscription and a test rune to send or list on the Assets page (README: "Try it"). Press Ctrl-C to stop.\n',
    );
  } else {
    console.log('  Press Ctrl-C to stop.\n');
  }
}

main().catch((error) => {
  console.error(`✗ ${error.message}`);
  stopAll(1);
});
