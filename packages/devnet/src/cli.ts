import { parseArgs } from 'node:util';
import type { ErrorStyle } from './admission/reject';
import { BindAddressError, bindAddress, DEFAULT_HOST } from './bind-address';
import { ASSET_COMMANDS, ASSET_USAGE, type AssetCommand, runAssetCommand } from './cli-assets';
import type { FeesMode } from './fees';
import { normalizeOrigin } from './http/cors';
import { createDevnet, DEFAULT_APP_ORIGINS } from './index';
import { DEVNET_NETWORKS, type DevnetNetwork } from './node';
import { satPerKvb } from './relay-fee';

const USAGE = `usage: npm run devnet -- --port N --state FILE
  [--network regtest|testnet|testnet4|signet|mainnet] [--host ADDRESS]
  [--error-style mempool|blockstream] [--mine-interval S] [--fees static|empty|mempool]
  [--min-relay SAT_PER_VB] [--incremental-relay SAT_PER_VB] [--strict-cors] [--app-origin ORIGIN]...

  --network     the address and key encodings of the chain (default regtest). mainnet is a
                private chain with mainnet encodings (bc1…, xprv/xpub) and a genesis of its own,
                never Bitcoin mainnet; it listens only on a loopback address.
  --host        the address to listen on (default ${DEFAULT_HOST}).
  --app-origin  an origin (scheme://host:port) whose pages may call /__devnet/* and open the
                WalletConnect relay; repeat for more.
                Default: ${DEFAULT_APP_ORIGINS.join(' and ')}
  --min-relay   the lowest fee rate relayed, sat/vB (default 0.1: Bitcoin Core 29.1's -minrelaytxfee).
  --incremental-relay
                what a replacement adds per vbyte, sat/vB (default 0.1: Core 29.1's -incrementalrelayfee).

To give a wallet on a running devnet a test inscription or rune:
${ASSET_USAGE}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  name: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) fail(`--${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** A relay fee flag in sat/vB: a plain decimal, checked as the devnet checks it, or a usage error. */
function relayRate<K extends string>(value: string | undefined, name: string, key: K): { [k in K]?: number } {
  if (value === undefined) return {};
  const rate = /^[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : Number.NaN;
  try {
    satPerKvb(rate, `--${name}`);
  } catch {
    fail(`--${name} must be a fee rate in sat/vB from 0 to 10,000 with at most 3 decimals, like 0.1 or 1`);
  }
  return { [key]: rate } as { [k in K]?: number };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3002' },
      state: { type: 'string' },
      network: { type: 'string' },
      host: { type: 'string' },
      'error-style': { type: 'string' },
      'mine-interval': { type: 'string' },
      fees: { type: 'string' },
      'min-relay': { type: 'string' },
      'incremental-relay': { type: 'string' },
      'strict-cors': { type: 'boolean', default: false },
      'app-origin': { type: 'string', multiple: true },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port must be 0..65535');
  const network = oneOf<DevnetNetwork>(values.network, DEVNET_NETWORKS, 'network');
  // A usage error (exit 2) before anything starts, like every other bad flag.
  try {
    bindAddress(network ?? 'regtest', values.host);
  } catch (error) {
    if (error instanceof BindAddressError) fail(`--host: ${error.message}`);
    throw error;
  }
  const errorStyle = oneOf<ErrorStyle>(values['error-style'], ['mempool', 'blockstream'], 'error-style');
  const fees = oneOf<FeesMode>(values.fees, ['static', 'empty', 'mempool'], 'fees');
  const appOrigins = values['app-origin']?.map(
    (origin) =>
      normalizeOrigin(origin) ?? fail(`--app-origin ${origin} is not an origin like http://127.0.0.1:5173`),
  );
  const devnet = await createDevnet({
    port,
    strictCors: values['strict-cors'],
    ...(appOrigins ? { appOrigins } : {}),
    ...(values.state ? { statePath: values.state } : {}),
    ...(network ? { network } : {}),
    ...(values.host !== undefined ? { host: values.host } : {}),
    ...(errorStyle ? { errorStyle } : {}),
    ...(fees ? { fees } : {}),
    ...(values['mine-interval'] ? { mineInterval: Number(values['mine-interval']) } : {}),
    ...relayRate(values['min-relay'], 'min-relay', 'minRelayFeeRate'),
    ...relayRate(values['incremental-relay'], 'incremental-relay', 'incrementalRelayFeeRate'),
  });
  process.stdout.write(`${devnet.url}\n`);
  const stop = () => {
    devnet.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const [command, ...rest] = process.argv.slice(2);
const assetCommand = (ASSET_COMMANDS as readonly (string | undefined)[]).includes(command);
const run = assetCommand
  ? runAssetCommand(command as AssetCommand, rest, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    }).then((code) => {
      process.exitCode = code;
    })
  : main();

run.catch((err: unknown) => {
  const what = assetCommand ? `devnet ${command} failed` : 'devnet failed to start';
  process.stderr.write(`${what}: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
